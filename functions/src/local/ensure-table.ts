// Creates the single table from src/data/table-definition.ts when it is missing (PK/SK, the GSIs,
// on-demand billing), adds to a table created before the indexes it lacks (UpdateTable: GSI3 on an old
// .data table, docs/local-runtime.md), turns its stream on (NEW_AND_OLD_IMAGES, read by
// src/local/flux-local.ts; an older table gets it by UpdateTable) and turns TTL on. Idempotent: safe on every start and in every
// test run.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import {
  TABLE_INDEXES,
  TABLE_PARTITION_KEY,
  TABLE_SORT_KEY,
  TABLE_STREAM_VIEW_TYPE,
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

function indexSpec(index: (typeof TABLE_INDEXES)[number]) {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
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
    GlobalSecondaryIndexes: TABLE_INDEXES.map(indexSpec),
    StreamSpecification: STREAM,
  });
}

const STREAM = { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW_TYPE } as const;

/** The names of the table's indexes and whether its stream is on, or null when the table does not exist. */
async function existingTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<{ indexes: string[]; stream: boolean } | null> {
  try {
    const out = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const spec = out.Table?.StreamSpecification;
    return {
      indexes: (out.Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? ''),
      stream: spec?.StreamEnabled === true && spec.StreamViewType === TABLE_STREAM_VIEW_TYPE,
    };
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

/** Waits until the table and every index are ACTIVE (a new index is backfilled first), up to a minute. */
async function waitForActiveIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let essai = 0; essai < 600; essai += 1) {
    const out = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexes = out.Table?.GlobalSecondaryIndexes ?? [];
    if (out.Table?.TableStatus === 'ACTIVE' && indexes.every((i) => i.IndexStatus === 'ACTIVE')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Index de la table ${tableName} toujours en création`);
}

/** Adds the indexes of the definition a table created before lacks, one UpdateTable each. */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  present: string[],
): Promise<void> {
  for (const index of TABLE_INDEXES.filter((i) => !present.includes(i.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes(),
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
    await waitForActiveIndexes(client, tableName);
  }
}

/** A table created before the stream (or with another view type) gets it; a stream of another view is replaced. */
async function enableStream(client: DynamoDBClient, tableName: string): Promise<void> {
  const out = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (out.Table?.StreamSpecification?.StreamEnabled) {
    await client.send(
      new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }),
    );
  }
  try {
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
  } catch (error) {
    // Another process (a parallel test file on the same table) turned it on meanwhile.
    if (!(error instanceof Error && /already has an enabled stream/i.test(error.message))) throw error;
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
    const present = await existingTable(client, options.tableName);
    if (present === null) {
      try {
        await client.send(createTableCommand(options.tableName));
      } catch (error) {
        if (!(error instanceof ResourceInUseException)) throw error;
      }
      await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: options.tableName });
    } else {
      await addMissingIndexes(client, options.tableName, present.indexes);
      if (!present.stream) await enableStream(client, options.tableName);
    }
    await ensureTtl(client, options.tableName);
  } finally {
    if (!options.client) client.destroy();
  }
}
