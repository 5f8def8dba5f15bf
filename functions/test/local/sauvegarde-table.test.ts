// The local restore procedure (docs/operations.md#restore): export a table to JSON lines, restore it
// into a fresh table made with the project's definition, and get the same items back.
import {
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TABLE_INDEXES } from '../../src/data/table-definition.ts';
import { ensureTable } from '../../src/local/ensure-table.ts';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import { exporterTable, restaurerTable } from '../../src/local/sauvegarde-table.ts';

const client = new DynamoDBClient({
  endpoint: inject('dynamodbEndpoint'),
  region: LOCAL_REGION,
  credentials: localCredentials,
});
const dossier = mkdtempSync(join(tmpdir(), 'umj-sauvegarde-'));
afterAll(() => {
  client.destroy();
  rmSync(dossier, { recursive: true, force: true });
});

const suffixe = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function toutLire(tableName: string): Promise<Record<string, AttributeValue>[]> {
  const items: Record<string, AttributeValue>[] = [];
  let debut: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: debut }));
    items.push(...(page.Items ?? []));
    debut = page.LastEvaluatedKey;
  } while (debut);
  const cle = (i: Record<string, AttributeValue>) => `${i.PK?.S}|${i.SK?.S}`;
  return items.sort((a, b) => cle(a).localeCompare(cle(b)));
}

describe('table export and restore (local stand-in of the point-in-time restore)', () => {
  it('export then restore into a fresh table gives the same items, every attribute type kept', async () => {
    const source = `umj-source-${suffixe}`;
    await ensureTable({ client, tableName: source });
    // More than one BatchWriteItem of 25, and every DynamoDB type (binaries travel as base64).
    for (let i = 0; i < 60; i++) {
      await client.send(
        new PutItemCommand({
          TableName: source,
          Item: {
            PK: { S: `DOSSIER#${i}` },
            SK: { S: 'METADATA' },
            numero: { N: String(i) },
            actif: { BOOL: i % 2 === 0 },
            vide: { NULL: true },
            etiquettes: { SS: ['a', `b${i}`] },
            montants: { NS: ['1.5', String(i + 2)] },
            empreinte: { B: Uint8Array.from([i, 255, 0]) },
            empreintes: { BS: [Uint8Array.from([1]), Uint8Array.from([2, i])] },
            detail: {
              M: {
                nom: { S: `Nom ${i}` },
                liste: { L: [{ N: '1' }, { M: { b: { B: Uint8Array.from([7]) } } }] },
              },
            },
          },
        }),
      );
    }
    const fichier = join(dossier, 'export.jsonl');
    expect(await exporterTable(client, source, fichier)).toBe(60);
    expect(readFileSync(fichier, 'utf8').trim().split('\n')).toHaveLength(60);

    const restauree = `umj-restauree-${suffixe}`;
    expect(await restaurerTable(client, restauree, fichier)).toBe(60);
    expect(await toutLire(restauree)).toEqual(await toutLire(source));
    const table = await client.send(new DescribeTableCommand({ TableName: restauree }));
    expect(table.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      TABLE_INDEXES.map((i) => i.indexName).sort(),
    );
    expect(table.Table?.StreamSpecification?.StreamEnabled).toBe(true);
  });

  it('the restore refuses an existing table and changes nothing in it', async () => {
    const existante = `umj-existante-${suffixe}`;
    await ensureTable({ client, tableName: existante });
    const fichier = join(dossier, 'une-ligne.jsonl');
    writeFileSync(fichier, `${JSON.stringify({ Item: { PK: { S: 'X' }, SK: { S: 'Y' } } })}\n`);
    await expect(restaurerTable(client, existante, fichier)).rejects.toThrow(
      `--table : la table ${existante} existe déjà ; la restauration se fait dans une table neuve`,
    );
    expect(await toutLire(existante)).toEqual([]);
  });

  it('a file that cannot be read stops the restore before any table is created', async () => {
    const absente = `umj-sans-fichier-${suffixe}`;
    await expect(restaurerTable(client, absente, join(dossier, 'absent.jsonl'))).rejects.toThrow(/ENOENT/);
    await expect(client.send(new DescribeTableCommand({ TableName: absente }))).rejects.toThrow(
      /not found|non-existent/i,
    );
  });

  it('a malformed line stops the restore, naming the file and the line', async () => {
    const fichier = join(dossier, 'abimee.jsonl');
    writeFileSync(fichier, `${JSON.stringify({ Item: { PK: { S: 'X' }, SK: { S: 'Y' } } })}\n{"Item": \n`);
    await expect(restaurerTable(client, `umj-abimee-${suffixe}`, fichier)).rejects.toThrow(
      `${fichier}, ligne 2 :`,
    );
  });
});
