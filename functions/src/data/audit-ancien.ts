// Audit trail, the former format (docs/data-model.md A1–A4): until the immutable entries
// (data/audit.ts), each UTC day's entries formed one hash chain in the partition `AUDIT#<jour>`,
// sealed by a daily digest. Nothing writes that format any more; its days stay verifiable until their
// entries expire (GET /audit/verification, data/audit-chaine.ts), and a day not sealed yet is sealed by
// the sealing run (handlers/audit/sceller-journees-audit.ts).
import { QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { ORIGINE_CHAINE, type EntreeLue } from './audit-chaine.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys, prefixes } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

function sansCles(item: Record<string, NativeAttributeValue>): EntreeLue {
  const { PK: _pk, SK, type: _type, [TABLE_TTL_ATTRIBUTE]: _ttl, ...entry } = item;
  return { ...entry, cleTri: String(SK) };
}

/**
 * A3: every item of a day's chain partition, as stored, for the chain's verification (strongly
 * consistent). Items outside the chain are returned too (sort key kept).
 */
export async function lireJourneeAudit(jour: string): Promise<EntreeLue[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditJour(jour) },
    ConsistentRead: true,
  });
  return items.map(sansCles);
}

/** A4: the head of a day's chain, for its digest (count = last sequence, last hash). */
export async function teteJourneeAudit(jour: string): Promise<{ nombre: number; dernierHash: string }> {
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
  return {
    nombre: (item?.sequence as number | undefined) ?? 0,
    dernierHash: (item?.hash as string | undefined) ?? ORIGINE_CHAINE,
  };
}
