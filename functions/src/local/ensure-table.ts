// Creates the single table from src/data/table-definition.ts when it is missing (PK/SK, the GSIs,
// on-demand billing) and turns TTL on. Idempotent: safe on every start and in every test run.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import {
  TABLE_INDEXES,
  TABLE_PARTITION_KEY,
  TABLE_SORT_KEY,
  TABLE_TTL_ATTRIBUTE,
} from '../data/table-definition.ts';
import { LOCAL_REGION, localCredentials } from './local-credentials.ts';

export interface EnsureTableOptions {
  endpoint?: string;
  tableName: string;
  /** An existing client; otherwise one is made for `endpoint` and destroyed afterwards. */
  client?: DynamoDBClient;
}

function keyAttributes(): AttributeDefinition[] {
  const names = [
    TABLE_PARTITION_KEY,
    TABLE_SORT_KEY,
    ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return [...new Set(names)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
}

export function createTableCommand(tableName: string): CreateTableCommand {
  return new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes(),
    KeySchema: [
      { AttributeName: TABLE_PARTITION_KEY, KeyType: 'HASH' },
      { AttributeName: TABLE_SORT_KEY, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  });
}

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function ensureTtl(client: DynamoDBClient, tableName: string): Promise<void> {
  const current = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const ttl = current.TimeToLiveDescription;
  if (ttl?.TimeToLiveStatus === 'ENABLED' && ttl.AttributeName === TABLE_TTL_ATTRIBUTE) return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
    }),
  );
}

export async function ensureTable(options: EnsureTableOptions): Promise<void> {
  const client =
    options.client ??
    new DynamoDBClient({ endpoint: options.endpoint, region: LOCAL_REGION, credentials: localCredentials });
  try {
    if (!(await tableExists(client, options.tableName))) {
      try {
        await client.send(createTableCommand(options.tableName));
      } catch (error) {
        if (!(error instanceof ResourceInUseException)) throw error;
      }
      await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: options.tableName });
    }
    await ensureTtl(client, options.tableName);
  } finally {
    if (!options.client) client.destroy();
  }
}
