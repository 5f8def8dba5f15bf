// What the functions invoked by a stream or a schedule share: the dead-letter queue of what failed after
// its retries (encrypted, TLS-only, kept 14 days) and the alarms that fire on any of something (a message
// in that queue, a function error) or from a threshold (stream-consumers.ts, scheduled-handler.ts).
import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** The queue `DeadLetters` of `scope`; `reason` says whose dead letters it holds (cdk-nag SQS3). */
export function deadLetterQueue(scope: Construct, reason: string): sqs.Queue {
  const queue = new sqs.Queue(scope, 'DeadLetters', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  return queue;
}

/** An alarm when `metric` reaches `threshold` (1: any) in one period; no data is no alarm. */
export function alarmFrom(
  scope: Construct,
  id: string,
  alarmDescription: string,
  metric: cloudwatch.IMetric,
  threshold = 1,
): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, id, {
    alarmDescription,
    metric,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
