// A local table written before the payment split by exam day (docs/local-runtime.md "Tables written
// before GSI3"): ensureTable adds GSI3 to it, and the one-off migration indexes its examined files
// and turns each split's inline history into version items; a second run reads one item only.
import '../helpers/test-env.ts';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoDepuisJour } from '@umj/shared/dates';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../src/local/dynamodb-local.ts';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import { dossier, JOUR } from '../helpers/dossiers-repartition.ts';

// Its own DynamoDB Local: on the one shared by every test file of the run, an index added to a table
// stayed CREATING for over a minute on the loaded 2-core machine (alone it is ready at once). The data
// modules read their endpoint when imported, so they are imported once the endpoint is set.
const TABLE = 'umj-test-migration-jour-examen';
let dynamo: DynamoDbLocal;
let client: DynamoDBClient;
let m: {
  dossiers: typeof import('../../src/data/dossiers.ts');
  client: typeof import('../../src/data/dynamodb-client.ts');
  keys: typeof import('../../src/data/keys.ts');
  migration: typeof import('../../src/data/migration-jour-examen.ts');
  repartitions: typeof import('../../src/data/repartitions.ts');
  table: typeof import('../../src/local/ensure-table.ts');
};

/** An item as written before GSI3: the same, without GSI3PK / GSI3SK. */
function ancien(item: Record<string, unknown>): Record<string, unknown> {
  const { GSI3PK: _pk, GSI3SK: _sk, ...reste } = item;
  return reste;
}

beforeAll(async () => {
  dynamo = await startDynamoDbLocal();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  vi.resetModules();
  m = {
    dossiers: await import('../../src/data/dossiers.ts'),
    client: await import('../../src/data/dynamodb-client.ts'),
    keys: await import('../../src/data/keys.ts'),
    migration: await import('../../src/data/migration-jour-examen.ts'),
    repartitions: await import('../../src/data/repartitions.ts'),
    table: await import('../../src/local/ensure-table.ts'),
  };
  client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: LOCAL_REGION,
    credentials: localCredentials,
  });
  const avantGsi3 = { ...m.table.createTableCommand(TABLE).input };
  avantGsi3.GlobalSecondaryIndexes = avantGsi3.GlobalSecondaryIndexes!.filter((i) => i.IndexName !== 'GSI3');
  avantGsi3.AttributeDefinitions = avantGsi3.AttributeDefinitions!.filter(
    (a) => !a.AttributeName!.startsWith('GSI3'),
  );
  await client.send(new CreateTableCommand(avantGsi3));
  process.env.TABLE_NAME = TABLE;
}, 120_000);

afterAll(async () => {
  client.destroy();
  await dynamo.stop();
});

describe('a table written before GSI3', () => {
  it('ensureTable adds GSI3; the migration indexes the examined files and detaches inline histories, once', async () => {
    const examine = dossier('argenteuil', { rendezVousDate: JOUR });
    const prevu = dossier('argenteuil', { statutId: 10, rendezVousDate: JOUR });
    const split = {
      ...m.keys.keys.repartition('argenteuil', JOUR),
      type: 'RepartitionPaiement',
      jour: JOUR,
      bureauId: 'argenteuil',
      date: isoDepuisJour(JOUR),
      version: 2,
      historique: [
        { version: 1, calculeLe: '2026-03-11T01:00:00.000Z', calculePar: { type: 'planification' } },
      ],
    };
    await m.table.ensureTable({ client, tableName: TABLE });
    const avant = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    expect(avant.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual([
      'GSI1',
      'GSI2',
      'GSI3',
      'GSI4',
      'GSI5',
    ]);
    for (const Item of [
      ancien(m.dossiers.itemDossier(examine)),
      ancien(m.dossiers.itemDossier(prevu)),
      split,
    ]) {
      await m.client.ddb.send(new PutCommand({ TableName: m.client.tableName(), Item }));
    }
    expect(await m.repartitions.listerActesDuJour('argenteuil', JOUR)).toEqual([]);

    expect(await m.migration.migrerJourExamen()).toEqual({ faite: true, dossiers: 1, repartitions: 1 });
    expect((await m.repartitions.listerActesDuJour('argenteuil', JOUR)).map((d) => d.id)).toEqual([
      examine.id,
    ]);
    const item = await m.client.ddb.send(
      new GetCommand({
        TableName: m.client.tableName(),
        Key: m.keys.keys.repartition('argenteuil', JOUR),
        ConsistentRead: true,
      }),
    );
    expect(item.Item).not.toHaveProperty('historique');
    expect(await m.repartitions.lireVersionRepartition('argenteuil', JOUR, 1)).toMatchObject({ version: 1 });
    expect(
      (await m.repartitions.lireRepartition('argenteuil', JOUR))?.historique.map((v) => v.version),
    ).toEqual([1]);

    expect(await m.migration.migrerJourExamen()).toEqual({ faite: false, dossiers: 0, repartitions: 0 });
  });
});
