// The one way to write a consumer of the table's DynamoDB stream (functions/src/api/flux-consommateurs.ts):
// `export const handler = streamBatchHandler({ name }, work)`. Each invocation runs as every Lambda's
// does (invocation.ts: logger with the Lambda context, AWS calls recorded, cold start, unexpected errors
// logged), and its batch goes through Powertools' batch processor, which answers Lambda the partial-batch
// response (`batchItemFailures`, the event source mapping's ReportBatchItemFailures:
// infra/lib/stateless/stream-consumers.ts):
// - `work` reads the batch ONCE, whole (a consumer deduplicates across its records: one signal per
//   change, one recomputation per day), and names the records it could not process, if any;
// - those records are the failures Lambda retries from (the stream is read again from the first of
//   them, bisected, then dead-lettered); the others are done;
// - `work` throwing fails every record: the processor throws, the invocation fails and Lambda retries
//   the batch (bisect on error), as a consumer that throws always did.
// One line per batch says what it did (`summary`) and how many records failed.
import {
  BatchProcessor,
  EventType,
  FullBatchFailureError,
  processPartialResponse,
} from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../adapters/logger.ts';
import { markWrapped, reportUnexpectedError, runInvocation } from './invocation.ts';

/** What the work did with one batch. */
export interface BatchOutcome {
  /** Counts for the batch's log line (signals sent, days recomputed...). */
  summary: Record<string, number>;
  /** The records it could not process, each with its error: retried by Lambda. */
  failed?: ReadonlyMap<DynamoDBRecord, unknown>;
}

export interface StreamBatchOptions {
  /** The consumer's handler name in flux-consommateurs.ts, e.g. 'flux/notifier-changements'. */
  name: string;
}

export type StreamBatchLambda = (
  event: DynamoDBStreamEvent,
  context?: Context,
) => Promise<DynamoDBBatchResponse>;

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export function streamBatchHandler(
  options: StreamBatchOptions,
  work: (records: readonly DynamoDBRecord[]) => Promise<BatchOutcome>,
): StreamBatchLambda {
  const handler: StreamBatchLambda = (event, context) =>
    runInvocation({ name: options.name, context }, async () => {
      let outcome: Promise<BatchOutcome> | undefined;
      // The processor asks record by record, in order; the batch's work runs at the first record.
      const record = async (r: DynamoDBRecord): Promise<void> => {
        outcome ??= work(event.Records);
        const { failed } = await outcome;
        if (failed?.has(r)) throw asError(failed.get(r));
      };
      try {
        // A processor per invocation: the local runtime runs a function's invocations side by side.
        const processor = new BatchProcessor(EventType.DynamoDBStreams);
        const response = await processPartialResponse(event, record, processor, {
          ...(context ? { context } : {}),
          processInParallel: false,
        });
        logger.info('lot traité', {
          route: options.name,
          enregistrements: event.Records.length,
          echecs: response.batchItemFailures.length,
          ...(outcome ? (await outcome).summary : {}),
        });
        return response;
      } catch (error) {
        // Every record failed: the work's own error (the first one) fails the invocation.
        const cause = error instanceof FullBatchFailureError ? (error.recordErrors[0] ?? error) : error;
        reportUnexpectedError(cause, options.name);
        throw cause;
      }
    });
  return markWrapped(handler, { kind: 'stream', name: options.name });
}
