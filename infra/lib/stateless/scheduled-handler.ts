// A Lambda handler run on a schedule, in a nested stack of its own: an EventBridge Scheduler schedule
// (a cron in a time zone, the zone's DST changes followed) invokes it with `{ heurePrevue: <scheduled
// time> }`, through a role of its own (not the stack-wide default role of scheduler targets). Failures
// land in one encrypted SQS dead-letter queue: the schedule's undeliverable invocations (after three
// retries) and the function's failed asynchronous invocations (after Lambda's two retries); optionally
// the handler sends there itself (its URL in the given environment variable). An alarm fires on any
// message in that queue, another on any function error. The function's role starts with nothing but
// its logs: the subclass adds the statements its job needs (scheduled-split.ts, scheduled-audit-seal.ts).
import { Duration, NestedStack, TimeZone, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { logicalIdOf } from '../logical-id.ts';
import { alarmFrom, deadLetterQueue } from './dead-letters.ts';
import { HandlerFunction } from './handler-function.ts';

/** What the resources say of the job (descriptions shown by CloudFormation and the console). */
export interface ScheduledHandlerTexts {
  /** The nested stack's description. */
  stack: string;
  /** The function's description. */
  fn: string;
  /** The job, in the dead-letter queue's cdk-nag acknowledgement ("… dead-letter queue of the <job>"). */
  job: string;
  /** What the scheduler role invokes ("EventBridge Scheduler: invoke the <invokes>"). */
  invokes: string;
  schedule: string;
  /** The alarms' subject ("<alarm>: the scheduled function failed …"). */
  alarm: string;
  deadLetterAlarm: string;
}

export interface ScheduledHandlerProps {
  texts: ScheduledHandlerTexts;
  /** Source file of the handler. */
  entry: string;
  table: dynamodb.ITable;
  /** TTL of the audit entries the handler reads or appends (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** Environment beside TABLE_NAME, AUDIT_RETENTION_DAYS and LOG_LEVEL. */
  environment?: Record<string, string>;
  /** When set, the handler may send to its dead-letter queue, whose URL is in this variable. */
  deadLetterQueueUrlVariable?: string;
  cron: { minute: string; hour: string; timeZone: TimeZone };
  /** Added to the function's role, in this order (the least-privilege grants of the job). */
  statements: readonly iam.PolicyStatement[];
}

export class ScheduledHandler extends NestedStack {
  readonly handler: HandlerFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly schedule: scheduler.Schedule;
  readonly deadLetterAlarm: cloudwatch.Alarm;
  readonly errorsAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: ScheduledHandlerProps) {
    super(scope, id, { description: props.texts.stack });
    this.deadLetterQueue = deadLetterQueue(
      this,
      `This queue IS the dead-letter queue of the ${props.texts.job} (schedule target and Lambda on-failure).`,
    );
    const urlVariable = props.deadLetterQueueUrlVariable;

    this.handler = new HandlerFunction(this, 'Handler', {
      entry: props.entry,
      description: props.texts.fn,
      environment: {
        TABLE_NAME: props.table.tableName,
        ...props.environment,
        AUDIT_RETENTION_DAYS: String(props.auditRetentionDays),
        LOG_LEVEL: 'info',
        ...(urlVariable ? { [urlVariable]: this.deadLetterQueue.queueUrl } : {}),
      },
    });
    const fn = this.handler.fn;
    fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    for (const statement of props.statements) fn.addToRolePolicy(statement);
    // The handler's own sends (the on-failure destination grants the same).
    if (urlVariable) this.deadLetterQueue.grantSendMessages(fn);

    // The role the schedule assumes to invoke the function (and to dead-letter what it cannot deliver).
    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: `EventBridge Scheduler: invoke the ${props.texts.invokes}`,
    });
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(fn)}.Arn>:*]`,
      reason: 'lambda:InvokeFunction on this one function and its versions (the CDK grant); nothing else.',
    });
    this.schedule = new scheduler.Schedule(this, 'Daily', {
      description: props.texts.schedule,
      schedule: scheduler.ScheduleExpression.cron(props.cron),
      target: new targets.LambdaInvoke(fn, {
        role: schedulerRole,
        input: scheduler.ScheduleTargetInput.fromObject({
          heurePrevue: scheduler.ContextAttribute.scheduledTime,
        }),
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 3,
        maxEventAge: Duration.hours(6),
      }),
    });

    const anyOf = (id: string, alarmDescription: string, metric: cloudwatch.IMetric) =>
      alarmFrom(this, id, alarmDescription, metric);
    this.deadLetterAlarm = anyOf(
      'DeadLettersAlarm',
      props.texts.deadLetterAlarm,
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
    );
    this.errorsAlarm = anyOf(
      'ErrorsAlarm',
      `${props.texts.alarm}: the scheduled function failed (it is retried, then dead-lettered)`,
      fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
    );
  }
}
