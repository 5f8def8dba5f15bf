// The one BatchGetItem of the table: keys by 100 (the call's limit), strongly consistent, the keys left
// unprocessed sent again under the retry policy (data/retry.ts), never taken as absent. Only the
// `champs` when given. Returns the items found, in no particular order.
import { BatchGetCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb-client.ts';
import { untilProcessed } from './retry.ts';

type Item = Record<string, NativeAttributeValue>;

const CLES_PAR_APPEL = 100;

export async function batchGetAll(cles: readonly Item[], champs?: readonly string[]): Promise<Item[]> {
  const table = tableName();
  const projection = champs && {
    ProjectionExpression: champs.map((c) => `#${c}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(champs.map((c) => [`#${c}`, c])),
  };
  const lus: Item[] = [];
  for (let i = 0; i < cles.length; i += CLES_PAR_APPEL) {
    await untilProcessed(cles.slice(i, i + CLES_PAR_APPEL), async (lot) => {
      const out = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: lot, ConsistentRead: true, ...projection } },
        }),
      );
      lus.push(...(out.Responses?.[table] ?? []));
      return (out.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
    });
  }
  return lus;
}
