// The index keys of every patient file rewritten from the file itself (docs/local-runtime.md "Tables
// written before the list indexes", docs/operations.md): each file item gets the GSI1–GSI5 attributes
// `itemDossier` computes for it (the list indexes GSI4/GSI5 of data/index-liste.ts on files written
// before them, GSI3 on files written before the payment split by exam day); attributes it should not
// have are removed. Idempotent: a file already right is not written. A marker item `MIGRATIONS` /
// `INDEX_LISTE` records that it ran, so the local start reads one item afterwards; the command
// (`npm run reindexer-dossiers`) runs it again whatever the marker says. A Scan, once per table, never
// on a request path; a file rewritten meanwhile (its version moved) is skipped: its write set its keys.
import { UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { siAccepte } from './conditional-errors.ts';
import { creeLeDeItem, dossierDepuisItem, itemDossier } from './dossiers.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { conditionVersion } from './ecriture-versionnee.ts';
import { ATTRIBUTS_INDEX_LISTE } from './index-liste.ts';
import { ATTRIBUTS_JOUR_EXAMEN } from './jour-examen.ts';
import { executerMigration, type CibleMigration } from './migrations.ts';

type Item = Record<string, NativeAttributeValue>;

export const MIGRATION_INDEX_LISTE = 'INDEX_LISTE';

const ATTRIBUTS_INDEX = [
  ...['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'],
  ...ATTRIBUTS_JOUR_EXAMEN,
  ...ATTRIBUTS_INDEX_LISTE,
] as const;

/** Sets (and removes) the index attributes of a file item that differ from `itemDossier`'s; false when none did. */
export async function indexerDossier({ client, table }: CibleMigration, i: Item): Promise<boolean> {
  const attendu = itemDossier({
    ...dossierDepuisItem(i),
    bureauId: i.bureauId as string,
    creeLe: creeLeDeItem(i),
  });
  const poser = ATTRIBUTS_INDEX.filter((a) => attendu[a] !== undefined && attendu[a] !== i[a]);
  const retirer = ATTRIBUTS_INDEX.filter((a) => attendu[a] === undefined && i[a] !== undefined);
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
  /** False when the marker was there and `toujours` was not asked (nothing read). */
  faite: boolean;
  /** File items read. */
  lus: number;
  /** File items whose index keys were rewritten. */
  reindexes: number;
}

/** Rewrites the index keys of every file that needs it (once per table unless `toujours`). */
export async function reindexerDossiers(
  cible: CibleMigration = { client: ddb, table: tableName() },
  options: { toujours?: boolean } = {},
): Promise<BilanReindexation> {
  const bilan: BilanReindexation = { faite: false, lus: 0, reindexes: 0 };
  bilan.faite = await executerMigration(
    cible,
    MIGRATION_INDEX_LISTE,
    ['DossierPatient'],
    async (i) => {
      bilan.lus += 1;
      if (await indexerDossier(cible, i)) bilan.reindexes += 1;
    },
    options,
  );
  return bilan;
}
