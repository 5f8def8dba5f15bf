// The operator tool `npm run reindexer-dossiers` (docs/operations.md#adding-an-index-after-the-first-release):
// every patient file's index keys rewritten from the file itself. Each file item gets the index attributes
// `itemDossier` computes for it (the one function that knows them: GSI1–GSI5 today); attributes it should
// not have are removed. For the day an index is added to a deployed table: its files written before it
// get their keys. Idempotent: a file already right is not written. A Scan, never on a request path; a
// file rewritten meanwhile (its version moved) is skipped: its write set its keys.
import {
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { siAccepte } from './conditional-errors.ts';
import { CHAMPS_INDEX_DOSSIER, creeLeDeItem, dossierDepuisItem, itemDossier } from './dossiers.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { conditionVersion } from './ecriture-versionnee.ts';

type Item = Record<string, NativeAttributeValue>;

/** The table reindexed, with its client. */
export interface TableAReindexer {
  client: DynamoDBDocumentClient;
  table: string;
}

/** Sets (and removes) the index attributes of a file item that differ from `itemDossier`'s; false when none did. */
export async function indexerDossier({ client, table }: TableAReindexer, i: Item): Promise<boolean> {
  const attendu = itemDossier({
    ...dossierDepuisItem(i),
    bureauId: i.bureauId as string,
    creeLe: creeLeDeItem(i),
  });
  const poser = CHAMPS_INDEX_DOSSIER.filter((a) => attendu[a] !== undefined && attendu[a] !== i[a]);
  const retirer = CHAMPS_INDEX_DOSSIER.filter((a) => attendu[a] === undefined && i[a] !== undefined);
  if (poser.length === 0 && retirer.length === 0) return false;
  // On the version read, left as it is: index attributes are no change of the file.
  const siVersion = conditionVersion(i.version as number);
  return siAccepte(
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: { PK: i.PK, SK: i.SK },
        UpdateExpression: [
          poser.length > 0 ? `SET ${poser.map((a) => `${a} = :${a}`).join(', ')}` : '',
          retirer.length > 0 ? `REMOVE ${retirer.join(', ')}` : '',
        ].join(' '),
        ...siVersion,
        ExpressionAttributeValues: {
          ...siVersion.ExpressionAttributeValues,
          ...Object.fromEntries(poser.map((a) => [`:${a}`, attendu[a]])),
        },
      }),
    ),
  );
}

export interface BilanReindexation {
  /** File items read. */
  lus: number;
  /** File items whose index keys were rewritten. */
  reindexes: number;
}

/** Rewrites the index keys of every file that needs it (every file item read, page by page). */
export async function reindexerDossiers(
  cible: TableAReindexer = { client: ddb, table: tableName() },
): Promise<BilanReindexation> {
  const bilan: BilanReindexation = { lus: 0, reindexes: 0 };
  let depart: Item | undefined;
  do {
    const page = await cible.client.send(
      new ScanCommand({
        TableName: cible.table,
        FilterExpression: '#type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'DossierPatient' },
        ExclusiveStartKey: depart,
      }),
    );
    for (const item of page.Items ?? []) {
      bilan.lus += 1;
      if (await indexerDossier(cible, item)) bilan.reindexes += 1;
    }
    depart = page.LastEvaluatedKey;
  } while (depart);
  return bilan;
}
