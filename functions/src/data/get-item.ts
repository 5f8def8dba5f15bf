// The GetItem of one item by its key, strongly consistent (a read that a write may follow): the item as
// stored, or undefined when absent.
import { GetCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb-client.ts';

export async function getItem(key: {
  PK: string;
  SK: string;
}): Promise<Record<string, NativeAttributeValue> | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return out.Item;
}
