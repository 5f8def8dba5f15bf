import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TABLE_INDEXES, TABLE_TTL_ATTRIBUTE } from '../../src/data/table-definition.ts';
import { ensureTable } from '../../src/local/ensure-table.ts';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';

const endpoint = inject('dynamodbEndpoint');
const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
afterAll(() => client.destroy());

describe('ensureTable (Data: one table, PK/SK, GSIs, TTL)', () => {
  it('the global setup created the test table with both GSIs, on-demand billing and TTL on', async () => {
    const table = await client.send(new DescribeTableCommand({ TableName: inject('tableName') }));
    expect(table.Table?.KeySchema?.map((k) => k.AttributeName)).toEqual(['PK', 'SK']);
    expect(table.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      TABLE_INDEXES.map((i) => i.indexName).sort(),
    );
    expect(table.Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: inject('tableName') }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: TABLE_TTL_ATTRIBUTE,
      TimeToLiveStatus: 'ENABLED',
    });
  });

  it('is idempotent: a second and third call on the same table succeed', async () => {
    await ensureTable({ client, tableName: 'umj-idempotence' });
    await ensureTable({ client, tableName: 'umj-idempotence' });
    await ensureTable({ endpoint, tableName: 'umj-idempotence' });
    const table = await client.send(new DescribeTableCommand({ TableName: 'umj-idempotence' }));
    expect(table.Table?.TableStatus).toBe('ACTIVE');
  });
});
