// A local table written before the payment split by exam day (docs/local-runtime.md "Tables written
// before GSI3"): ensureTable adds GSI3 to it, and the one-off migration indexes its examined files
// and turns each split's inline history into version items; a second run reads one item only.
import '../helpers/test-env.ts';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isoDepuisJour } from '@umj/shared/dates';
import { itemDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { migrerJourExamen } from '../../src/data/migration-jour-examen.ts';
import { listerActesDuJour, lireRepartition, lireVersionRepartition } from '../../src/data/repartitions.ts';
import { createTableCommand, ensureTable } from '../../src/local/ensure-table.ts';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import { dossier, JOUR } from '../helpers/dossiers-repartition.ts';

const TABLE = 'umj-test-migration-jour-examen';
const client = new DynamoDBClient({
  endpoint: inject('dynamodbEndpoint'),
  region: LOCAL_REGION,
  credentials: localCredentials,
});
afterAll(() => client.destroy());

/** An item as written before GSI3: the same, without GSI3PK / GSI3SK. */
function ancien(item: Record<string, unknown>): Record<string, unknown> {
  const { GSI3PK: _pk, GSI3SK: _sk, ...reste } = item;
  return reste;
}

beforeAll(async () => {
  const avantGsi3 = { ...createTableCommand(TABLE).input };
  avantGsi3.GlobalSecondaryIndexes = avantGsi3.GlobalSecondaryIndexes!.filter((i) => i.IndexName !== 'GSI3');
  avantGsi3.AttributeDefinitions = avantGsi3.AttributeDefinitions!.filter(
    (a) => !a.AttributeName!.startsWith('GSI3'),
  );
  await client.send(new CreateTableCommand(avantGsi3));
  process.env.TABLE_NAME = TABLE;
});

describe('a table written before GSI3', () => {
  it('ensureTable adds GSI3; the migration indexes the examined files and detaches inline histories, once', async () => {
    const examine = dossier('argenteuil', { rendezVousDate: JOUR });
    const prevu = dossier('argenteuil', { statutId: 10, rendezVousDate: JOUR });
    const split = {
      ...keys.repartition('argenteuil', JOUR),
      type: 'RepartitionPaiement',
      jour: JOUR,
      bureauId: 'argenteuil',
      date: isoDepuisJour(JOUR),
      version: 2,
      historique: [
        { version: 1, calculeLe: '2026-03-11T01:00:00.000Z', calculePar: { type: 'planification' } },
      ],
    };
    await ensureTable({ client, tableName: TABLE });
    const avant = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    expect(avant.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual([
      'GSI1',
      'GSI2',
      'GSI3',
    ]);
    for (const Item of [ancien(itemDossier(examine)), ancien(itemDossier(prevu)), split]) {
      await ddb.send(new PutCommand({ TableName: tableName(), Item }));
    }
    expect(await listerActesDuJour('argenteuil', JOUR)).toEqual([]);

    expect(await migrerJourExamen()).toEqual({ faite: true, dossiers: 1, repartitions: 1 });
    expect((await listerActesDuJour('argenteuil', JOUR)).map((d) => d.id)).toEqual([examine.id]);
    const item = await ddb.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.repartition('argenteuil', JOUR),
        ConsistentRead: true,
      }),
    );
    expect(item.Item).not.toHaveProperty('historique');
    expect(await lireVersionRepartition('argenteuil', JOUR, 1)).toMatchObject({ version: 1 });
    expect((await lireRepartition('argenteuil', JOUR))?.historique.map((v) => v.version)).toEqual([1]);

    expect(await migrerJourExamen()).toEqual({ faite: false, dossiers: 0, repartitions: 0 });
    // A ceiling, not a timed assertion: DynamoDB Local builds the new index while the other test files
    // of the run use it (30 s was exceeded once on the loaded 2-core machine).
  }, 180_000);
});
