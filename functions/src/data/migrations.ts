// What every one-off table migration does: read every item of some types (a Scan, never on a request
// path), rewrite what needs it, and leave a marker item `MIGRATIONS` / <name> so that later starts read
// one item instead of the table. The migrations: data/migration-index-liste.ts (the files' index keys)
// and data/migration-jour-examen.ts (the split's history items).
import {
  GetCommand,
  PutCommand,
  ScanCommand,
  type DynamoDBDocumentClient,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.ts';

type Item = Record<string, NativeAttributeValue>;

/** The table a migration writes, with its client (the local runtime passes its own). */
export interface CibleMigration {
  client: DynamoDBDocumentClient;
  table: string;
}

/** Every item of the given `type`s, page by page (a Scan: migrations only). */
export async function parcourirItems(
  { client, table }: CibleMigration,
  types: readonly string[],
  traiter: (item: Item) => Promise<void>,
): Promise<void> {
  let depart: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: `#type IN (${types.map((_, n) => `:t${n}`).join(', ')})`,
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: Object.fromEntries(types.map((t, n) => [`:t${n}`, t])),
        ExclusiveStartKey: depart,
      }),
    );
    for (const item of page.Items ?? []) await traiter(item);
    depart = page.LastEvaluatedKey;
  } while (depart);
}

/** Whether the migration `nom` ran on this table (one consistent GetItem). */
export async function migrationFaite({ client, table }: CibleMigration, nom: string): Promise<boolean> {
  const lu = await client.send(
    new GetCommand({ TableName: table, Key: keys.migration(nom), ConsistentRead: true }),
  );
  return lu.Item !== undefined;
}

/** Records that the migration `nom` ran. */
export async function marquerMigration({ client, table }: CibleMigration, nom: string): Promise<void> {
  await client.send(
    new PutCommand({
      TableName: table,
      Item: { ...keys.migration(nom), type: 'Migration', faiteLe: new Date().toISOString() },
    }),
  );
}

/**
 * Runs the migration `nom` on a table: `traiter` on every item of `types`, then the marker. Once per
 * table unless `toujours`; false when the marker was there (nothing read).
 */
export async function executerMigration(
  cible: CibleMigration,
  nom: string,
  types: readonly string[],
  traiter: (item: Item) => Promise<void>,
  options: { toujours?: boolean } = {},
): Promise<boolean> {
  if (!options.toujours && (await migrationFaite(cible, nom))) return false;
  await parcourirItems(cible, types, traiter);
  await marquerMigration(cible, nom);
  return true;
}
