// Issue 11, the scheduled payment split (ARCHITECTURE.md "Scheduled payment split: EventBridge rule ->
// Lambda"): an EventBridge Scheduler schedule, daily at 02:00 Europe/Paris (the time zone is the
// schedule's, so the hour follows the DST changes), invokes the handler
// functions/src/handlers/repartitions/calculer-repartitions.ts with `{ heurePrevue: <scheduled time> }`
// (the day before that instant is computed, so a retried or replayed event computes the same day and
// creates nothing twice: P1 Put if not exists). Failures land in one encrypted SQS dead-letter queue:
// the schedule's undeliverable invocations and the function's failed asynchronous invocations (after
// Lambda's two retries) and, sent by the handler itself (SQS SendMessage, the queue URL in
// SPLIT_DEAD_LETTER_QUEUE_URL), each office whose split failed while the others were computed. An alarm
// fires on any message in that queue, another on any function error. The function's role is its own
// and least-privilege: Query the offices and the configuration, Query the acts index (GSI3, pattern
// P3), Put the splits and their audit entries, send to its dead-letter queue, nothing else.
// A nested stack of its own (about fifteen resources): the parent stays far from CloudFormation's 500
// resources and holds no function (the route handlers are in one nested stack per family).
import { Duration, NestedStack, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { keys } from '@umj/functions/data/keys';
import { HandlerFunction } from './handler-function.ts';

/** The handler of the schedule (a file under functions/src/handlers/, like the route handlers). */
export const SCHEDULED_SPLIT_HANDLER = 'repartitions/calculer-repartitions';
/** Daily at 02:00, Paris time. */
export const SCHEDULED_SPLIT_HOUR = '2';
export const SCHEDULED_SPLIT_TIME_ZONE = TimeZone.EUROPE_PARIS;

/** Table partitions the function reads (Query/GetItem) and writes (PutItem), by IAM `LeadingKeys`. */
export const SCHEDULED_SPLIT_READS = [keys.configurationCollection, keys.bureauxCollection];
export const SCHEDULED_SPLIT_WRITES = [keys.repartitions('*'), `${keys.auditJour('')}*`];
/** The index of pattern P3 (an office's acts of one exam day, docs/data-model.md). */
export const ACTS_BY_EXAM_DAY_INDEX = 'GSI3';

export interface ScheduledSplitProps {
  table: dynamodb.ITable;
  /** Source file of the handler. */
  entry: string;
  /** Issue 12: TTL of the audit entries it appends (default 365 days). */
  auditRetentionDays?: number;
}

export class ScheduledSplit extends NestedStack {
  readonly handler: HandlerFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly schedule: scheduler.Schedule;
  readonly deadLetterAlarm: cloudwatch.Alarm;
  readonly errorsAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: ScheduledSplitProps) {
    super(scope, id, { description: 'UMJ scheduled payment split (issue 11)' });
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue IS the dead-letter queue of the scheduled payment split (schedule target and Lambda on-failure).',
    });

    this.handler = new HandlerFunction(this, 'Handler', {
      entry: props.entry,
      description: `UMJ scheduled payment split, daily 02:00 Europe/Paris (${SCHEDULED_SPLIT_HANDLER})`,
      environment: {
        TABLE_NAME: props.table.tableName,
        AUDIT_RETENTION_DAYS: String(props.auditRetentionDays ?? 365),
        LOG_LEVEL: 'info',
        SPLIT_DEAD_LETTER_QUEUE_URL: this.deadLetterQueue.queueUrl,
      },
    });
    const fn = this.handler.fn;
    fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    this.grantLeastPrivilege(props.table);
    // One office's failure is sent by the handler itself (the on-failure destination grants the same).
    this.deadLetterQueue.grantSendMessages(fn);
    // Issue 12: it appends audit entries, and may never rewrite or delete one.
    this.handler.denyAuditRewrite(props.table, `${keys.auditJour('')}`);

    // The role the schedule assumes to invoke the function (and to dead-letter what it cannot deliver):
    // its own, not the stack-wide default role of scheduler targets.
    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invoke the scheduled payment split',
    });
    const fnId = Stack.of(this).getLogicalId(fn.node.defaultChild as lambda.CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnId}.Arn>:*]`,
      reason: 'lambda:InvokeFunction on this one function and its versions (the CDK grant); nothing else.',
    });
    this.schedule = new scheduler.Schedule(this, 'Daily', {
      description: 'Payment split of the day before, every office (issue 11)',
      schedule: scheduler.ScheduleExpression.cron({
        minute: '0',
        hour: SCHEDULED_SPLIT_HOUR,
        timeZone: SCHEDULED_SPLIT_TIME_ZONE,
      }),
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

    this.deadLetterAlarm = new cloudwatch.Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: 'Payment split: a scheduled computation failed (message in the dead-letter queue)',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.errorsAlarm = new cloudwatch.Alarm(this, 'ErrorsAlarm', {
      alarmDescription: 'Payment split: the scheduled function failed (it is retried, then dead-lettered)',
      metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * Reads: Query/GetItem of the configuration and office partitions only, Query of the acts index
   * (GSI3: an office's acts of one exam day, P3) and of the audit partitions (the chain's head, issue 12). Writes: PutItem of split and audit items only. No
   * Update, no Delete, no Scan, nothing on another index.
   */
  private grantLeastPrivilege(table: dynamodb.ITable): void {
    const fn = this.handler.fn;
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': SCHEDULED_SPLIT_READS } },
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${table.tableArn}/index/${ACTS_BY_EXAM_DAY_INDEX}`],
      }),
    );
    // Issue 12: an audit entry is appended after the day's last one (data/audit.ts reads its sequence
    // and hash with a consistent Query of that day's partition).
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${keys.auditJour('')}*`] } },
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': SCHEDULED_SPLIT_WRITES } },
      }),
    );
  }
}
