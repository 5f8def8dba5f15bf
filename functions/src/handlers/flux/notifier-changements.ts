// The stream consumer that sends the change signals (docs/architecture.md#realtime): DynamoDB stream
// of the table (NEW_AND_OLD_IMAGES) -> this Lambda, in batches (functions/src/api/flux-consommateurs.ts;
// on AWS an event source mapping with bisect on error and a dead-letter queue, locally the runtime's
// stream poller, src/local/flux-local.ts). Each batch becomes its change signals (data/signaux-changement.ts),
// each change once, sent as office-scoped msgToClient frames (lib/adapters/notify-table-change.ts).
// A failed send is logged and never fails the batch; a failure to read the connections throws, so the
// batch is retried (then split, then dead-lettered: lib/lambda/stream-batch-handler.ts).
import { signauxDuLot } from '../../data/signaux-changement.ts';
import { envoyerSignaux } from '../../lib/adapters/notify-table-change.ts';
import { streamBatchHandler } from '../../lib/lambda/stream-batch-handler.ts';

export const handler = streamBatchHandler({ name: 'flux/notifier-changements' }, async (records) => {
  const signaux = signauxDuLot(records);
  await envoyerSignaux(signaux);
  return { summary: { signaux: signaux.length } };
});
