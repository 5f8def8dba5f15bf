// The one paginated Query of the table: follows LastEvaluatedKey until the last page and returns every
// item (collections read whole: offices, users, connections, an office's members…). Never a Scan.
import { QueryCommand, type NativeAttributeValue, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb-client.ts';

export type QueryAllInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

export async function queryAll(input: QueryAllInput): Promise<Record<string, NativeAttributeValue>[]> {
  const items: Record<string, NativeAttributeValue>[] = [];
  let startKey: Record<string, NativeAttributeValue> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}
