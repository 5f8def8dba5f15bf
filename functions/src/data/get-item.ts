// The GetItem of one item by its key, strongly consistent (a read that a write may follow): the item as
// stored, or what `map` makes of it, or undefined when absent.
import { GetCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb-client.ts';

type Item = Record<string, NativeAttributeValue>;

export async function getItem(key: { PK: string; SK: string }): Promise<Item | undefined>;
export async function getItem<T>(
  key: { PK: string; SK: string },
  map: (item: Item) => T,
): Promise<T | undefined>;
export async function getItem<T>(
  key: { PK: string; SK: string },
  map?: (item: Item) => T,
): Promise<Item | T | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return out.Item && map ? map(out.Item) : out.Item;
}
