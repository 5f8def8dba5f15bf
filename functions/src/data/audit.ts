// Audit trail (Audit trail, tamper-evident): its own key space, one partition per UTC
// day, kept AUDIT_RETENTION_DAYS by TTL (a CDK context value, 365 by default), written only by
// appending and never updated (IAM denies Update/Delete on `AUDIT#` items to every role). Each day's
// entries form one hash chain ordered by sequence (data/audit-chaine.ts). Patterns A1–A3 of
// docs/data-model.md.
import { PutCommand, QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { env } from '../config/env.ts';
import {
  hashEntree,
  ORIGINE_CHAINE,
  type ChampsChaines,
  type EntreeLue,
  type MaillonChaine,
} from './audit-chaine.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { RETRY_AUDIT_APPEND, withRetry } from './retry.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export type { AuditResultat } from './audit-chaine.ts';

/** One entry: who did what, when, with which outcome (its fields, all hashed: data/audit-chaine.ts). */
export type AuditEntry = ChampsChaines;

/** An entry as stored: its place in the day's chain. */
export type AuditEntryChainee = MaillonChaine;

/** The day's last entry (strongly consistent: the chain's head), or undefined for an empty day. */
async function derniereEntree(jour: string): Promise<{ sequence: number; hash: string } | undefined> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :seq)',
      ExpressionAttributeValues: { ':pk': keys.auditJour(jour), ':seq': prefixes.sequenceAudit },
      ProjectionExpression: '#sequence, #hash',
      ExpressionAttributeNames: { '#sequence': 'sequence', '#hash': 'hash' },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = out.Items?.[0];
  return item ? { sequence: item.sequence as number, hash: item.hash as string } : undefined;
}

/**
 * A1: appends one entry at the end of its day's chain. The sort key is the sequence number and the
 * Put is conditional on its absence, so two concurrent appends cannot take the same place: the loser
 * reads the new head and tries again (RETRY_AUDIT_APPEND, data/retry.ts; beyond its attempts the append
 * fails, and so does the request that caused it). Returns the stored entry.
 */
export async function putAuditEntry(entry: AuditEntry): Promise<AuditEntryChainee> {
  const jour = entry.date.slice(0, 10);
  const expiresAt = Math.floor(Date.parse(entry.date) / 1000) + env.auditRetentionDays * 86_400;
  return withRetry(RETRY_AUDIT_APPEND, async () => {
    const tete = await derniereEntree(jour);
    const sequence = (tete?.sequence ?? 0) + 1;
    const hashPrecedent = tete?.hash ?? ORIGINE_CHAINE;
    const chainee: AuditEntryChainee = {
      ...entry,
      sequence,
      hashPrecedent,
      hash: hashEntree(jour, sequence, entry, hashPrecedent),
    };
    await ddb.send(
      new PutCommand(
        putNew({
          ...keys.auditEntree(jour, sequence),
          type: 'Audit',
          ...chainee,
          [TABLE_TTL_ATTRIBUTE]: expiresAt,
        }),
      ),
    );
    return chainee;
  });
}

export interface AuditPage {
  entries: AuditEntryChainee[];
  lastKey: Record<string, NativeAttributeValue> | undefined;
}

function sansCles(item: Record<string, NativeAttributeValue>): AuditEntryChainee {
  const { PK: _pk, SK: _sk, type: _type, [TABLE_TTL_ATTRIBUTE]: _ttl, ...entry } = item;
  return entry as AuditEntryChainee;
}

/** A2: one page of a day's entries, newest (highest sequence) first. */
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
  return { entries: (out.Items ?? []).map(sansCles), lastKey: out.LastEvaluatedKey };
}

/**
 * A3: every item of a day's partition, as stored, for the chain's verification (pages of
 * 1 MB until the end, strongly consistent). Items outside the chain are returned too (sort key kept).
 */
export async function lireJourneeAudit(jour: string): Promise<EntreeLue[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditJour(jour) },
    ConsistentRead: true,
  });
  return items.map((item) => ({ ...sansCles(item), cleTri: String(item.SK) }));
}

/** A4: the head of a day's chain, for its digest (count = last sequence, last hash). */
export async function teteJourneeAudit(jour: string): Promise<{ nombre: number; dernierHash: string }> {
  const tete = await derniereEntree(jour);
  return { nombre: tete?.sequence ?? 0, dernierHash: tete?.hash ?? ORIGINE_CHAINE };
}
