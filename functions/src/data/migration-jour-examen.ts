// One-off, idempotent migration of a table written before the payment split by exam day
// (docs/local-runtime.md "Tables written before GSI3"): each file item gets the GSI3 attributes its
// status and exam day call for (P3), and each split item's inline `historique` becomes version items
// (P1). A marker item `MIGRATIONS` / `JOUR_EXAMEN` records that it ran: later starts read one item.
// The files are indexed by data/migration-index-liste.ts's `indexerDossier` (every index key of the file).
// A Scan (data/migrations.ts, the migrations' only one), once per table; an item rewritten meanwhile (its version moved) is
// skipped, since every write of a file item already sets GSI3 and a recompute writes version items.
// It takes its client (the local runtime passes one for its own DynamoDB Local, whose port changes
// from one start to the next in the same process).
import { TransactWriteCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Jour } from '@umj/shared/dates';
import type { VersionRepartition } from '@umj/shared/repartition-paiement';
import { siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { conditionVersion } from './ecriture-versionnee.ts';
import { indexerDossier } from './migration-index-liste.ts';
import { executerMigration, type CibleMigration } from './migrations.ts';
import { itemVersion } from './repartitions.ts';

type Item = Record<string, NativeAttributeValue>;

export const MIGRATION_JOUR_EXAMEN = 'JOUR_EXAMEN';

export interface BilanMigration {
  /** False when the marker was there (nothing read). */
  faite: boolean;
  dossiers: number;
  repartitions: number;
}

type Cible = CibleMigration;

/** A split item's inline history to version items, in one transaction; false when it has none. */
async function detacherHistorique({ client, table }: Cible, i: Item): Promise<boolean> {
  const historique = (i.historique as VersionRepartition[] | undefined) ?? [];
  if (historique.length === 0) return false;
  return siAccepte(
    client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { PK: i.PK, SK: i.SK },
              UpdateExpression: 'REMOVE historique',
              ...conditionVersion(i.version as number),
            },
          },
          ...historique.map((v) => ({
            Put: { TableName: table, Item: itemVersion(i.bureauId as string, i.jour as Jour, v) },
          })),
        ],
      }),
    ),
  );
}

export async function migrerJourExamen(
  cible: Cible = { client: ddb, table: tableName() },
): Promise<BilanMigration> {
  const bilan: BilanMigration = { faite: false, dossiers: 0, repartitions: 0 };
  bilan.faite = await executerMigration(
    cible,
    MIGRATION_JOUR_EXAMEN,
    ['DossierPatient', 'RepartitionPaiement'],
    async (i) => {
      if (i.type === 'DossierPatient' && (await indexerDossier(cible, i))) bilan.dossiers += 1;
      if (i.type === 'RepartitionPaiement' && (await detacherHistorique(cible, i))) bilan.repartitions += 1;
    },
  );
  return bilan;
}
