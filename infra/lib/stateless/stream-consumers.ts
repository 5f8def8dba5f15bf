// The consumers of the table's DynamoDB stream (functions/src/api/flux-consommateurs.ts, the list the
// local runtime reads too): each in a nested stack of its own, a Lambda fed by an event source mapping
// (batch size and batching window of the list, from the stream's end, the handler's partial-batch
// failures honoured (ReportBatchItemFailures: functions/src/lib/lambda/stream-batch-handler.ts), bisect
// on error, three retries, records older than a day dropped), whose failed batches go to an encrypted, TLS-only SQS dead-letter
// queue. Alarms: any message in that queue, any function error, and an iterator age over a minute (the
// consumer falls behind the writes). Each role starts with its logs only and gets the grants of its
// consumer (STREAM_CONSUMER_GRANTS); the stream read is the event source's grant.
// The change notifier (flux/notifier-changements) reads the registered connections and forgets the gone
// or expired ones (the CONNEXIONS partition: a connection's item deleted, its user's registration item
// updated) and posts to the WebSocket API's connections.
import { CfnParameter, Duration, NestedStack, Token } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { fluxConsommateurs, type FluxConsommateur } from '@umj/functions/api/flux-consommateurs';
import { keys } from '@umj/functions/data/keys';
import { AGGREGATES_PARTITION_PREFIX, AUDIT_PARTITION_PREFIX } from './handler-access.ts';
import { alarmFrom, deadLetterQueue } from './dead-letters.ts';
import { HandlerFunction } from './handler-function.ts';

/** What a consumer's grants may use. */
export interface StreamConsumerContext {
  table: dynamodb.ITable;
  webSocketApiId: string;
  webSocketStageName: string;
}

/**
 * The grants of each consumer, by its handler (a consumer of the list without an entry here fails the
 * synth). Add the new consumer's least-privilege statements here.
 */
export const STREAM_CONSUMER_GRANTS: Record<
  string,
  (fn: HandlerFunction, ctx: StreamConsumerContext) => void
> = {
  'flux/notifier-changements': (fn, ctx) => {
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [ctx.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [keys.connexionsCollection] } },
      }),
    );
    fn.grantManageConnections(ctx.webSocketApiId, ctx.webSocketStageName);
  },
  // The figures (docs/data-model.md#aggregates) read the files by office and month (D2 on GSI2), the
  // bordereaux' lines and the settings, and write only under the aggregates' partitions.
  'flux/maintenir-agregats': (fn, ctx) => {
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
        resources: [ctx.table.tableArn, `${ctx.table.tableArn}/index/GSI2`],
      }),
    );
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [ctx.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${AGGREGATES_PARTITION_PREFIX}*`] },
        },
      }),
    );
  },
  // The notifications (docs/architecture.md#notifications) read the members of an office, the users
  // (GSI1) and the configuration, and write only under the users' notification partitions.
  'flux/produire-notifications': (fn, ctx) => {
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [ctx.table.tableArn, `${ctx.table.tableArn}/index/GSI1`],
      }),
    );
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [ctx.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${keys.notifications('')}*`] },
        },
      }),
    );
  },
};

/** Retries of a failed batch (bisected each time) before it goes to the dead-letter queue. */
export const STREAM_RETRY_ATTEMPTS = 3;
/** Iterator age (ms) above which the consumer is behind the writes. */
export const STREAM_ITERATOR_AGE_ALARM_MS = 60_000;

export interface StreamConsumerProps extends StreamConsumerContext {
  consumer: FluxConsommateur;
  /** Source file of the handler. */
  entry: string;
  /** Environment beside TABLE_NAME and LOG_LEVEL. */
  environment: Record<string, string>;
}

export class StreamConsumer extends NestedStack {
  readonly handler: HandlerFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    const { consumer } = props;
    super(scope, id, { description: `UMJ stream consumer: ${consumer.description}` });
    this.deadLetterQueue = deadLetterQueue(
      this,
      `This queue IS the dead-letter queue of the stream consumer ${consumer.nom} (failed batches).`,
    );
    this.handler = new HandlerFunction(this, 'Handler', {
      entry: props.entry,
      description: `UMJ stream consumer ${consumer.nom} (${consumer.handler}): ${consumer.description}`,
      environment: { TABLE_NAME: props.table.tableName, ...props.environment, LOG_LEVEL: 'info' },
    });
    const grant = STREAM_CONSUMER_GRANTS[consumer.handler];
    if (!grant) throw new Error(`Aucun droit déclaré pour le consommateur de flux ${consumer.handler}`);
    // The API id as a named parameter of this nested stack, so the cdk-nag acknowledgement of the
    // connections grant can name it (as the handler families do).
    let webSocketApiId = props.webSocketApiId;
    if (Token.isUnresolved(webSocketApiId)) {
      webSocketApiId = new CfnParameter(this, 'WebSocketApiId', { type: 'String' }).valueAsString;
      this.setParameter('WebSocketApiId', props.webSocketApiId);
    }
    grant(this.handler, { ...props, webSocketApiId });
    this.handler.denyAuditRewrite(props.table, AUDIT_PARTITION_PREFIX);

    const fn = this.handler.fn;
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: consumer.tailleLot,
        maxBatchingWindow: Duration.seconds(consumer.fenetreSecondes),
        // The consumers answer `batchItemFailures`: the stream is read again from the first failed record.
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );
    this.handler.acknowledgeWildcard(
      'Action::dynamodb:ListStreams',
      'The event source mapping lists the streams of the table (CDK grant); no resource-level form.',
    );
    const anyOf = (alarmId: string, alarmDescription: string, metric: cloudwatch.IMetric, threshold = 1) =>
      alarmFrom(this, alarmId, alarmDescription, metric, threshold);
    const period = Duration.minutes(5);
    this.alarms = [
      anyOf(
        'DeadLettersAlarm',
        `Stream consumer ${consumer.nom}: a batch failed after its retries (message in the dead-letter queue)`,
        this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
      ),
      anyOf(
        'ErrorsAlarm',
        `Stream consumer ${consumer.nom}: the function failed (the batch is retried, split, then dead-lettered)`,
        fn.metricErrors({ period, statistic: 'Sum' }),
      ),
      anyOf(
        'IteratorAgeAlarm',
        `Stream consumer ${consumer.nom}: more than a minute behind the writes`,
        fn.metric('IteratorAge', { period, statistic: 'Maximum' }),
        STREAM_ITERATOR_AGE_ALARM_MS,
      ),
    ];
  }
}

export interface StreamConsumersProps extends StreamConsumerContext {
  entryFor: (handler: string) => string;
  environment: Record<string, string>;
  consumers?: readonly FluxConsommateur[];
}

/** One StreamConsumer per consumer of the list. */
export function streamConsumers(scope: Construct, props: StreamConsumersProps): StreamConsumer[] {
  return (props.consumers ?? fluxConsommateurs).map(
    (consumer) =>
      new StreamConsumer(scope, `Flux${consumer.nom}`, {
        ...props,
        consumer,
        entry: props.entryFor(consumer.handler),
      }),
  );
}
