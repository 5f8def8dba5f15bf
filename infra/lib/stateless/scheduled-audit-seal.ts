// Issue 12, the daily sealing of the audit trail: an EventBridge Scheduler schedule, daily at 00:15
// UTC (the chain is per UTC day), invokes functions/src/handlers/audit/sceller-journees-audit.ts with
// `{ heurePrevue: <scheduled time> }`; it writes the digest (count, last hash) of each closed day of
// the last seven not sealed yet into the Object Lock bucket (stateful/audit-digests.ts), so a missed or
// replayed run writes each day once. Failures land in an encrypted SQS dead-letter queue (the
// schedule's undeliverable invocations and the function's failed asynchronous ones, after Lambda's two
// retries); an alarm fires on any message there, another on any function error.
// Its role is its own and least-privilege: Query of the audit partitions (`AUDIT#*`) and PutObject
// under `condensats/` of the digests bucket; nothing else (no write on the table at all).
import { CfnParameter, Duration, NestedStack, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { nagReferenceOf } from '../logical-id.ts';
import { AUDIT_DIGEST_PREFIX } from '../stateful/audit-digests.ts';
import { AUDIT_PARTITION_PREFIX } from './handler-access.ts';
import { HandlerFunction } from './handler-function.ts';

export const AUDIT_SEAL_HANDLER = 'audit/sceller-journees-audit';
/** Daily at 00:15 UTC (the digest is due from 02:00 UTC: functions/src/data/audit-chaine.ts). */
export const AUDIT_SEAL_HOUR = '0';
export const AUDIT_SEAL_MINUTE = '15';

export interface ScheduledAuditSealProps {
  table: dynamodb.ITable;
  digests: s3.IBucket;
  retentionDays: number;
  /** Source file of the handler. */
  entry: string;
}

export class ScheduledAuditSeal extends NestedStack {
  readonly handler: HandlerFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly schedule: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: ScheduledAuditSealProps) {
    super(scope, id, { description: 'UMJ daily sealing of the audit trail (issue 12)' });
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue IS the dead-letter queue of the audit sealing (schedule target and Lambda on-failure).',
    });

    this.handler = new HandlerFunction(this, 'Handler', {
      entry: props.entry,
      description: `UMJ daily sealing of the audit trail, 00:15 UTC (${AUDIT_SEAL_HANDLER})`,
      environment: {
        TABLE_NAME: props.table.tableName,
        AUDIT_DIGESTS_BUCKET: props.digests.bucketName,
        AUDIT_RETENTION_DAYS: String(props.retentionDays),
        LOG_LEVEL: 'info',
      },
    });
    const fn = this.handler.fn;
    fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${AUDIT_PARTITION_PREFIX}*`] } },
      }),
    );
    // The bucket's ARN as a parameter of this nested stack (named, so the cdk-nag acknowledgement
    // below can name it, as the handler families do).
    const digestsArn = new CfnParameter(this, 'AuditDigestsBucketArn', { type: 'String' });
    this.setParameter('AuditDigestsBucketArn', props.digests.bucketArn);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [`${digestsArn.valueAsString}/${AUDIT_DIGEST_PREFIX}*`],
      }),
    );
    this.handler.denyAuditRewrite(props.table, AUDIT_PARTITION_PREFIX);
    this.handler.acknowledgeWildcard(
      `Resource::${nagReferenceOf(this.handler, digestsArn.valueAsString)}/${AUDIT_DIGEST_PREFIX}*`,
      'One digest object per day, named by the day at run time; PutObject only, under the digests prefix.',
    );

    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invoke the daily sealing of the audit trail',
    });
    const fnId = Stack.of(this).getLogicalId(fn.node.defaultChild as lambda.CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnId}.Arn>:*]`,
      reason: 'lambda:InvokeFunction on this one function and its versions (the CDK grant); nothing else.',
    });
    this.schedule = new scheduler.Schedule(this, 'Daily', {
      description: 'Digest of the closed days of the audit trail (issue 12)',
      schedule: scheduler.ScheduleExpression.cron({
        minute: AUDIT_SEAL_MINUTE,
        hour: AUDIT_SEAL_HOUR,
        timeZone: TimeZone.ETC_UTC,
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

    new cloudwatch.Alarm(this, 'DeadLettersAlarm', {
      alarmDescription:
        'Audit sealing: a daily digest could not be written (message in the dead-letter queue)',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    new cloudwatch.Alarm(this, 'ErrorsAlarm', {
      alarmDescription: 'Audit sealing: the scheduled function failed (it is retried, then dead-lettered)',
      metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
