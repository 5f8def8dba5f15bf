// The stream consumer that keeps the precomputed figures (functions/src/handlers/flux/maintenir-agregats.ts,
// docs/data-model.md#aggregates), in a nested stack of its own: a Lambda fed by the table's DynamoDB
// stream (an event source mapping, batches of up to 100 records or 5 seconds, a failed batch split
// in two and retried, then its description sent to an encrypted SQS dead-letter queue; records older
// than a day are skipped, `npm run agregats` rebuilds what was missed). Alarms on any dead-lettered
// batch, any function error and an iterator age over 5 minutes (figures falling behind). Its role
// reads the stream, reads the files and bordereaux and the settings (GetItem/Query/BatchGetItem, no
// Scan) and writes only under the aggregates' partitions (`AGREGAT#`).
import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { AGGREGATES_PARTITION_PREFIX } from './handler-access.ts';
import { HandlerFunction } from './handler-function.ts';

/** The handler's source, relative to functions/src/handlers. */
export const AGGREGATES_CONSUMER_HANDLER = 'flux/maintenir-agregats';

/** The index of the files by office and month the days are read on (D2). */
const FILES_BY_MONTH_INDEX = 'GSI2';

export interface AggregatesConsumerProps {
  /** The table, with a stream (NEW_AND_OLD_IMAGES). */
  table: dynamodb.ITable;
  entry: string;
}

export class AggregatesConsumer extends NestedStack {
  readonly handler: HandlerFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: AggregatesConsumerProps) {
    super(scope, id, { description: 'UMJ: precomputed figures kept from the table stream' });
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error(`${this.node.path}: the table has no stream`);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue IS the dead-letter queue of the aggregates stream consumer (failed batches).',
    });
    this.handler = new HandlerFunction(this, 'Handler', {
      entry: props.entry,
      description: 'UMJ figures: recompute the day aggregates a stream batch touched',
      environment: { TABLE_NAME: props.table.tableName, LOG_LEVEL: 'info' },
    });
    const fn = this.handler.fn;
    // The files by office and month (D2 on GSI2), the bordereaux' lines, the settings, its own items.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/${FILES_BY_MONTH_INDEX}`],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${AGGREGATES_PARTITION_PREFIX}*`] },
        },
      }),
    );
    fn.addEventSource(
      new sources.DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(5),
        bisectBatchOnError: true,
        retryAttempts: 5,
        maxRecordAge: Duration.days(1),
        onFailure: new sources.SqsDlq(this.deadLetterQueue),
      }),
    );

    const alarm = (id: string, description: string, metric: cloudwatch.IMetric, threshold = 1) =>
      new cloudwatch.Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    this.alarms = [
      alarm(
        'DeadLettersAlarm',
        'Aggregates: a stream batch failed every retry (its days need `npm run agregats`)',
        this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
      ),
      alarm(
        'ErrorsAlarm',
        'Aggregates: the stream consumer failed (the batch is retried, then dead-lettered)',
        fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      ),
      alarm(
        'IteratorAgeAlarm',
        'Aggregates: the figures fall behind the table (stream iterator age over 5 minutes)',
        fn.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' }),
        5 * 60 * 1000,
      ),
    ];
  }
}
