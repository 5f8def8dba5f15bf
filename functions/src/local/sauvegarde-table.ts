// The local stand-in of restoring the table (docs/operations.md#restore): DynamoDB Local has neither
// point-in-time recovery nor AWS Backup, so the procedure is tested as far as it allows:
//   npm run table:export -- --vers <fichier.jsonl> [--table <nom>]
//   npm run table:restaurer -- --depuis <fichier.jsonl> --table <nouveau nom>
// The export scans the table (consistent reads) into JSON lines in the format of DynamoDB's export to
// S3 (`{"Item": {...}}`, DynamoDB JSON, binaries in base64); the restore creates a FRESH table with the
// project's definition (ensure-table.ts: keys, indexes, stream, TTL), refuses an existing one, and
// loads every line (BatchWriteItem of 25, one at a time: DynamoDB Local writes no faster in parallel; unprocessed items retried). Where: the local data of `npm start`
// (its running DynamoDB Local, or one started for the command, local/with-local-runtime.ts), or the
// endpoint and table of DYNAMODB_ENDPOINT / TABLE_NAME when set.
import {
  BatchWriteItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ensureTable } from './ensure-table.ts';
import { lancerSiCommande, withLocalRuntime } from './with-local-runtime.ts';

type Item = Record<string, AttributeValue>;
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** An attribute value as DynamoDB's export writes it: binaries (B, BS) in base64. */
function versJson(value: AttributeValue): Json {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.M !== undefined) return { M: itemVersJson(value.M) };
  if (value.L !== undefined) return { L: value.L.map(versJson) };
  return value as unknown as Json;
}

function itemVersJson(item: Item): { [k: string]: Json } {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, versJson(v)]));
}

function depuisJson(value: Record<string, unknown>): AttributeValue {
  if (typeof value.B === 'string') return { B: Buffer.from(value.B, 'base64') };
  if (Array.isArray(value.BS)) return { BS: value.BS.map((b: string) => Buffer.from(b, 'base64')) };
  if (value.M !== undefined) return { M: itemDepuisJson(value.M as Record<string, Record<string, unknown>>) };
  if (Array.isArray(value.L)) return { L: value.L.map((v: Record<string, unknown>) => depuisJson(v)) };
  return value as unknown as AttributeValue;
}

function itemDepuisJson(item: Record<string, Record<string, unknown>>): Item {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, depuisJson(v)]));
}

/** Writes every item of `tableName` to `fichier`, one `{"Item": ...}` line each; the number of items. */
export async function exporterTable(
  client: DynamoDBClient,
  tableName: string,
  fichier: string,
): Promise<number> {
  const sortie = createWriteStream(fichier, { encoding: 'utf8', mode: 0o600 });
  let total = 0;
  try {
    let debut: Item | undefined;
    do {
      const page = await client.send(
        new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey: debut }),
      );
      for (const item of page.Items ?? []) {
        if (!sortie.write(`${JSON.stringify({ Item: itemVersJson(item) })}\n`)) await once(sortie, 'drain');
        total += 1;
      }
      debut = page.LastEvaluatedKey;
    } while (debut);
  } finally {
    sortie.end();
    await once(sortie, 'close');
  }
  return total;
}

async function tableExiste(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function ecrireLot(client: DynamoDBClient, tableName: string, lot: WriteRequest[]): Promise<void> {
  let restants = lot;
  for (let essai = 0; restants.length > 0; essai += 1) {
    if (essai === 10) throw new Error(`${restants.length} élément(s) non écrits après 10 essais`);
    if (essai > 0) await new Promise((fin) => setTimeout(fin, 50 * 2 ** essai));
    const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: restants } }));
    restants = out.UnprocessedItems?.[tableName] ?? [];
  }
}

/**
 * Creates `tableName` (it must not exist) with the project's definition and loads the lines of
 * `fichier` into it; the number of items. A malformed line stops the load with its number.
 */
export async function restaurerTable(
  client: DynamoDBClient,
  tableName: string,
  fichier: string,
): Promise<number> {
  if (await tableExiste(client, tableName)) {
    throw new Error(
      `--table : la table ${tableName} existe déjà ; la restauration se fait dans une table neuve`,
    );
  }
  await access(fichier, constants.R_OK); // a wrong path fails before the table is created
  await ensureTable({ client, tableName });
  // Opened once the table exists: lines read before the loop starts would be lost.
  const lignes = createInterface({ input: createReadStream(fichier, 'utf8'), crlfDelay: Infinity });
  let lot: WriteRequest[] = [];
  let total = 0;
  let numero = 0;
  for await (const ligne of lignes) {
    numero += 1;
    if (ligne.trim() === '') continue;
    let item: Item;
    try {
      const lu = JSON.parse(ligne) as { Item?: unknown };
      if (typeof lu.Item !== 'object' || lu.Item === null) throw new Error('pas de champ Item');
      item = itemDepuisJson(lu.Item as Record<string, Record<string, unknown>>);
    } catch (error) {
      throw new Error(
        `${fichier}, ligne ${numero} : ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    lot.push({ PutRequest: { Item: item } });
    total += 1;
    if (lot.length === 25) {
      await ecrireLot(client, tableName, lot);
      lot = [];
    }
  }
  if (lot.length > 0) await ecrireLot(client, tableName, lot);
  return total;
}

const USAGE =
  'Usage : table:export -- --vers <fichier> [--table <nom>] | table:restaurer -- --depuis <fichier> --table <nom>';

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const [verbe, ...reste] = argv;
  const { values } = parseArgs({
    args: reste,
    options: { vers: { type: 'string' }, depuis: { type: 'string' }, table: { type: 'string' } },
    strict: true,
  });
  if (verbe === 'export' && !values.vers) throw new Error(`--vers est obligatoire. ${USAGE}`);
  if (verbe === 'restaurer' && (!values.depuis || !values.table)) {
    throw new Error(`--depuis et --table sont obligatoires. ${USAGE}`);
  }
  if (verbe !== 'export' && verbe !== 'restaurer') throw new Error(USAGE);
  // Relative to where `npm run` was typed (npm runs the script in functions/).
  const chemin = (fichier: string) => resolve(process.env.INIT_CWD ?? process.cwd(), fichier);
  return withLocalRuntime({}, async () => {
    const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT });
    try {
      const debut = performance.now();
      const duree = () => `${((performance.now() - debut) / 1000).toFixed(1)} s`;
      if (verbe === 'export') {
        const table = values.table ?? process.env.TABLE_NAME!;
        const n = await exporterTable(client, table, chemin(values.vers!));
        console.log(`Export de la table ${table} : ${n} éléments dans ${values.vers} (${duree()})`);
        return n;
      }
      const n = await restaurerTable(client, values.table!, chemin(values.depuis!));
      console.log(
        `Restauration de ${values.depuis} : ${n} éléments dans la table neuve ${values.table} (${duree()})`,
      );
      return n;
    } finally {
      client.destroy();
    }
  });
}

lancerSiCommande(import.meta.url, main);
