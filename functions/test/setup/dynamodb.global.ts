// Vitest global setup: one in-memory DynamoDB Local for the whole run, on an ephemeral port, with the
// single table created. Tests read the endpoint with inject('dynamodbEndpoint') / inject('tableName'),
// and test/setup/dynamodb.env.ts copies them into DYNAMODB_ENDPOINT and TABLE_NAME for the handlers.
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../src/local/dynamodb-local.ts';
import { ensureTable } from '../../src/local/ensure-table.ts';

export const TEST_TABLE_NAME = 'umj-test';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    tableName: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal();
  await ensureTable({ endpoint: dynamo.endpoint, tableName: TEST_TABLE_NAME });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = TEST_TABLE_NAME;
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  project.provide('tableName', TEST_TABLE_NAME);
  return () => dynamo.stop();
}
