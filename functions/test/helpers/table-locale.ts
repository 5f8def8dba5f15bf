// A DocumentClient on a local runtime's DynamoDB Local and table, for the tests that read or write its
// items directly (persistence, data version), destroyed after `fn`.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';

export type TableLocale = Pick<LocalRuntime, 'dynamodbEndpoint' | 'tableName'>;

export async function avecTable<T>(
  runtime: TableLocale,
  fn: (doc: DynamoDBDocumentClient) => Promise<T>,
): Promise<T> {
  const client = new DynamoDBClient({
    endpoint: runtime.dynamodbEndpoint,
    region: LOCAL_REGION,
    credentials: localCredentials,
  });
  try {
    return await fn(DynamoDBDocumentClient.from(client));
  } finally {
    client.destroy();
  }
}
