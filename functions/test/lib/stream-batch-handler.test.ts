// The stream consumers' wrapper (lib/lambda/stream-batch-handler.ts) over Powertools' batch processor:
// the batch's work runs once per invocation; the records it names as failed are answered as partial-batch
// failures (their sequence numbers), the others are done; work that throws fails the invocation with
// its own error (Lambda retries and bisects the batch).
import '../helpers/test-env.ts';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { streamBatchHandler } from '../../src/lib/lambda/stream-batch-handler.ts';

const record = (n: number): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: String(100 + n), Keys: { PK: { S: `K#${n}` }, SK: { S: 'x' } } },
});

describe('streamBatchHandler: partial-batch failures through the batch processor', () => {
  it('reads the batch once and answers the records the work could not process as batchItemFailures', async () => {
    const lots: number[] = [];
    const handler = streamBatchHandler({ name: 'flux/essai' }, async (records) => {
      lots.push(records.length);
      return { summary: {}, failed: new Map([[records[1]!, new Error('bureau en échec')]]) };
    });
    const reponse = await handler({ Records: [record(1), record(2), record(3)] });
    expect(reponse).toEqual({ batchItemFailures: [{ itemIdentifier: '102' }] });
    expect(lots).toEqual([3]);
  });

  it('a work that throws fails the invocation with its own error, every record with it', async () => {
    const handler = streamBatchHandler({ name: 'flux/essai' }, () =>
      Promise.reject(new Error('table indisponible')),
    );
    await expect(handler({ Records: [record(1), record(2)] })).rejects.toThrow('table indisponible');
  });

  it('a batch fully processed answers no failure', async () => {
    const handler = streamBatchHandler({ name: 'flux/essai' }, async () => ({ summary: { n: 1 } }));
    expect(await handler({ Records: [record(1)] })).toEqual({ batchItemFailures: [] });
  });
});
