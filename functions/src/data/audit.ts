// Audit trail (issue 3 Audit trail): its own key space, one partition per UTC day, kept one year by
// TTL, written only by the audit middleware and never updated. Access patterns A1–A2 of docs/data-model.md.
import { PutCommand, QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export const AUDIT_RETENTION_DAYS = 365;

export type AuditResultat = 'succès' | 'refusé' | 'échec';

export interface AuditEntry {
  /** UTC ISO instant. */
  date: string;
  /** Who: user id, or null when unknown (failed sign-in with an unknown e-mail, missing token). */
  utilisateurId: string | null;
  adresseEmail: string | null;
  role: string | null;
  /** Which office the action concerns (or the actor's working office), null when none. */
  bureauId: string | null;
  /** What: the action (handler name, e.g. 'bureaux/update-bureau'), the HTTP call and the target. */
  action: string;
  methode: string;
  chemin: string;
  cible: string | null;
  /** Names of the fields a write changed, when the handler tells them (issue 9). */
  champs?: string[];
  resultat: AuditResultat;
  statusCode: number;
  /** Stable error code of a refusal or failure. */
  code: string | null;
  ip: string | null;
}

/** A1: append one entry (condition: never overwrite; ids are random). */
export async function putAuditEntry(entry: AuditEntry): Promise<void> {
  const jour = entry.date.slice(0, 10);
  const expiresAt = Math.floor(Date.parse(entry.date) / 1000) + AUDIT_RETENTION_DAYS * 86_400;
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: keys.auditJour(jour),
        SK: `${entry.date}#${randomUUID()}`,
        type: 'Audit',
        ...entry,
        [TABLE_TTL_ATTRIBUTE]: expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export interface AuditPage {
  entries: AuditEntry[];
  lastKey: Record<string, NativeAttributeValue> | undefined;
}

/** A2: one page of a day's entries, newest first. */
export async function listAuditByDay(
  jour: string,
  limit: number,
  startKey: Record<string, NativeAttributeValue> | undefined,
): Promise<AuditPage> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditJour(jour) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const entries = (out.Items ?? []).map((item) => {
    const { PK: _pk, SK: _sk, type: _type, [TABLE_TTL_ATTRIBUTE]: _ttl, ...entry } = item;
    return entry as AuditEntry;
  });
  return { entries, lastKey: out.LastEvaluatedKey };
}
