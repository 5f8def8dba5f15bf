// One-off, idempotent migration of a table written before the payment split by exam day
// (docs/local-runtime.md "Tables written before GSI3"): each file item gets the GSI3 attributes its
// status and exam day call for (P3), and each split item's inline `historique` becomes version items
// (P1). A marker item `MIGRATIONS` / `JOUR_EXAMEN` records that it ran: later starts read one item.
// The only Scan of the code, once per table; an item rewritten meanwhile (its version moved) is
// skipped, since every write of a file item already sets GSI3 and a recompute writes version items.
// It takes its client (the local runtime passes one for its own DynamoDB Local, whose port changes
// from one start to the next in the same process).
import {
  GetCommand,
  PutCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import type { Jour } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { VersionRepartition } from '@umj/shared/repartition-paiement';
import { siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { conditionVersion } from './ecriture-versionnee.ts';
import { attributsJourExamen } from './jour-examen.ts';
import { keys } from './keys.ts';
import { itemVersion } from './repartitions.ts';

type Item = Record<string, NativeAttributeValue>;

export const MIGRATION_JOUR_EXAMEN = 'JOUR_EXAMEN';

export interface BilanMigration {
  /** False when the marker was there (nothing read). */
  faite: boolean;
  dossiers: number;
  repartitions: number;
}

interface Cible {
  client: DynamoDBDocumentClient;
  table: string;
}

/** Sets (or removes) GSI3 on a file item if it differs; false when nothing had to change. */
async function indexerDossier({ client, table }: Cible, i: Item): Promise<boolean> {
  const attendus = attributsJourExamen(i.bureauId as string, i as unknown as DossierPatientStocke);
  if (i.GSI3PK === attendus.GSI3PK && i.GSI3SK === attendus.GSI3SK) return false;
  const siVersion = conditionVersion(i.version as number);
  return siAccepte(
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: { PK: i.PK, SK: i.SK },
        UpdateExpression: attendus.GSI3PK ? 'SET GSI3PK = :pk, GSI3SK = :sk' : 'REMOVE GSI3PK, GSI3SK',
        // On the version read, left as it is: index attributes are no change of the file.
        ...siVersion,
        ExpressionAttributeValues: {
          ...siVersion.ExpressionAttributeValues,
          ...(attendus.GSI3PK ? { ':pk': attendus.GSI3PK, ':sk': attendus.GSI3SK } : {}),
        },
      }),
    ),
  );
}

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
  const { client, table } = cible;
  const marqueur = keys.migration(MIGRATION_JOUR_EXAMEN);
  const lu = await client.send(new GetCommand({ TableName: table, Key: marqueur, ConsistentRead: true }));
  if (lu.Item) return { faite: false, dossiers: 0, repartitions: 0 };
  const bilan: BilanMigration = { faite: true, dossiers: 0, repartitions: 0 };
  let depart: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#type IN (:dossier, :repartition)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':dossier': 'DossierPatient', ':repartition': 'RepartitionPaiement' },
        ExclusiveStartKey: depart,
      }),
    );
    for (const i of page.Items ?? []) {
      if (i.type === 'DossierPatient' && (await indexerDossier(cible, i))) bilan.dossiers += 1;
      if (i.type === 'RepartitionPaiement' && (await detacherHistorique(cible, i))) bilan.repartitions += 1;
    }
    depart = page.LastEvaluatedKey;
  } while (depart);
  await client.send(
    new PutCommand({
      TableName: table,
      Item: { ...marqueur, type: 'Migration', faiteLe: new Date().toISOString() },
    }),
  );
  return bilan;
}
