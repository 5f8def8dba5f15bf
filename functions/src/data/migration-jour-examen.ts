// One-off, idempotent migration of a table written before the payment split by exam day
// (docs/local-runtime.md "Tables written before GSI3"): each file item gets the GSI3 attributes its
// status and exam day call for (P3), and each split item's inline `historique` becomes version items
// (P1). A marker item `MIGRATIONS` / `JOUR_EXAMEN` records that it ran: later starts read one item.
// The only Scan of the code, once per table; a file rewritten meanwhile (its version moved) is skipped,
// since every write of a file item already sets GSI3.
import {
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { attributsJourExamen } from './jour-examen.ts';
import { keys } from './keys.ts';
import { detacherHistoriqueEnLigne } from './repartitions.ts';

type Item = Record<string, NativeAttributeValue>;

export const MIGRATION_JOUR_EXAMEN = 'JOUR_EXAMEN';

export interface BilanMigration {
  /** False when the marker was there (nothing read). */
  faite: boolean;
  dossiers: number;
  repartitions: number;
}

/** Sets (or removes) GSI3 on a file item if it differs; false when nothing had to change. */
async function indexerDossier(i: Item): Promise<boolean> {
  const attendus = attributsJourExamen(i.bureauId as string, i as unknown as DossierPatientStocke);
  if (i.GSI3PK === attendus.GSI3PK && i.GSI3SK === attendus.GSI3SK) return false;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: i.PK, SK: i.SK },
        UpdateExpression: attendus.GSI3PK ? 'SET GSI3PK = :pk, GSI3SK = :sk' : 'REMOVE GSI3PK, GSI3SK',
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: {
          ':v': i.version,
          ...(attendus.GSI3PK ? { ':pk': attendus.GSI3PK, ':sk': attendus.GSI3SK } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function migrerJourExamen(): Promise<BilanMigration> {
  const marqueur = keys.migration(MIGRATION_JOUR_EXAMEN);
  const lu = await ddb.send(new GetCommand({ TableName: tableName(), Key: marqueur, ConsistentRead: true }));
  if (lu.Item) return { faite: false, dossiers: 0, repartitions: 0 };
  const bilan: BilanMigration = { faite: true, dossiers: 0, repartitions: 0 };
  let depart: Item | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type IN (:dossier, :repartition)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':dossier': 'DossierPatient', ':repartition': 'RepartitionPaiement' },
        ExclusiveStartKey: depart,
      }),
    );
    for (const i of page.Items ?? []) {
      if (i.type === 'DossierPatient' && (await indexerDossier(i))) bilan.dossiers += 1;
      if (i.type === 'RepartitionPaiement' && (await detacherHistoriqueEnLigne(i))) bilan.repartitions += 1;
    }
    depart = page.LastEvaluatedKey;
  } while (depart);
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marqueur, type: 'Migration', faiteLe: new Date().toISOString() },
    }),
  );
  return bilan;
}
