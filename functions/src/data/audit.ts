// Audit trail (tamper-evident, docs/data-model.md A5–A7): immutable entries, each written once under a
// key of its own in one of AUDIT_SHARDS partitions of its UTC day (`AUDIT#<jour>#<shard>`, sort key
// `E#<instant>#<random>`), kept AUDIT_RETENTION_DAYS by TTL (a CDK context value, 365 by default) and
// never updated (IAM denies Update/Delete on `AUDIT#` items to every role). No read before a write,
// no retry, no hot partition; a change's entry goes in the change's transaction
// (data/audit-requete.ts). The digests of the closed 5-minute periods (data/audit-periodes.ts) make
// them tamper-evident.
import { randomBytes, randomInt } from 'node:crypto';
import { PutCommand, QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { env } from '../config/env.ts';
import type { ChampsAudit, ResultatAudit } from '@umj/shared/audit';
import {
  AUDIT_SHARDS,
  FORMAT_ENTREE,
  hashEntreeScellable,
  type EntreeScellableLue,
} from './audit-periodes.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export type AuditResultat = ResultatAudit;

/** One entry: who did what, when, with which outcome (its fields, all hashed). */
export type AuditEntry = ChampsAudit;

/** An entry as stored: its identity (sort key without `E#`) and its hash besides its fields. */
export type AuditEntryStockee = AuditEntry & { id: string; hash: string };

type Item = Record<string, NativeAttributeValue>;

const SHARDS = Array.from({ length: AUDIT_SHARDS }, (_, i) => i);

/** A5: the item of a new entry: a random shard of its day, a key of its own, its hash, its expiry. */
export function itemEntreeAudit(entry: AuditEntry): Item {
  const jour = entry.date.slice(0, 10);
  const cle = keys.entreeAudit(jour, randomInt(AUDIT_SHARDS), entry.date, randomBytes(6).toString('hex'));
  return {
    ...cle,
    type: 'Audit',
    format: FORMAT_ENTREE,
    ...entry,
    hash: hashEntreeScellable(cle.SK, entry),
    [TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(entry.date) / 1000) + env.auditRetentionDays * 86_400,
  };
}

function stockee(item: Item): AuditEntryStockee {
  const { PK: _pk, SK, type: _type, format: _format, [TABLE_TTL_ATTRIBUTE]: _ttl, ...entry } = item;
  return { ...(entry as AuditEntry & { hash: string }), id: String(SK).slice(prefixes.entreeAudit.length) };
}

/**
 * A5: writes one entry on its own (a read's, a refusal's, a failure's; a change's goes in the change's
 * transaction: data/audit-requete.ts). One Put under a new key: no read before, no retry.
 */
export async function putAuditEntry(entry: AuditEntry): Promise<AuditEntryStockee> {
  const item = itemEntreeAudit(entry);
  await ddb.send(new PutCommand(putNew(item)));
  return stockee(item);
}

/** What the list may filter on (exact values; `utilisateur`: part of the e-mail address or the id). */
export interface FiltreAudit {
  utilisateur?: string;
  bureauId?: string;
  action?: string;
  resultat?: string;
}

function filtreExpression(f: FiltreAudit) {
  const clauses: string[] = [];
  const noms: Record<string, string> = {};
  const valeurs: Item = {};
  for (const champ of ['bureauId', 'action', 'resultat'] as const) {
    if (f[champ] === undefined) continue;
    clauses.push(`#${champ} = :${champ}`);
    noms[`#${champ}`] = champ;
    valeurs[`:${champ}`] = f[champ];
  }
  if (f.utilisateur !== undefined) {
    clauses.push('(contains(#adresseEmail, :utilisateur) OR #utilisateurId = :utilisateur)');
    noms['#adresseEmail'] = 'adresseEmail';
    noms['#utilisateurId'] = 'utilisateurId';
    valeurs[':utilisateur'] = f.utilisateur;
  }
  return { clauses, noms, valeurs };
}

/** Up to `limite` matching entries of one shard, newest first, with a sort key below `avant`. */
async function pageShard(
  jour: string,
  shard: number,
  limite: number,
  avant: string | undefined,
  filtre: FiltreAudit,
): Promise<Item[]> {
  const f = filtreExpression(filtre);
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: avant
          ? 'PK = :pk AND SK BETWEEN :e AND :avant'
          : 'PK = :pk AND begins_with(SK, :e)',
        ...(f.clauses.length > 0
          ? { FilterExpression: f.clauses.join(' AND '), ExpressionAttributeNames: f.noms }
          : {}),
        ExpressionAttributeValues: {
          ':pk': keys.auditShard(jour, shard),
          ':e': prefixes.entreeAudit,
          ...(avant ? { ':avant': avant } : {}),
          ...f.valeurs,
        },
        ScanIndexForward: false,
        Limit: limite,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []).filter((i) => i.SK !== avant));
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length < limite);
  return items.slice(0, limite);
}

export interface AuditPage {
  entries: AuditEntryStockee[];
  /** The sort key after which the day's next page starts, undefined at the day's end. */
  suivant: string | undefined;
}

/**
 * A6: one page of a day's entries, newest first, across its shards (each shard's page merged by key):
 * AUDIT_SHARDS Queries per page; `avant` is the previous page's `suivant`.
 */
export async function listAuditByDay(
  jour: string,
  limite: number,
  avant?: string,
  filtre: FiltreAudit = {},
): Promise<AuditPage> {
  const pages = await Promise.all(SHARDS.map((s) => pageShard(jour, s, limite + 1, avant, filtre)));
  const tous = pages.flat().sort((a, b) => (a.SK < b.SK ? 1 : a.SK > b.SK ? -1 : 0));
  const page = tous.slice(0, limite);
  return {
    entries: page.map(stockee),
    suivant: tous.length > limite ? String(page[page.length - 1]!.SK) : undefined,
  };
}

/**
 * A7: every entry of a day's shards with a sort key between `de` and `a` (both included), as stored,
 * strongly consistent, for sealing and verification.
 */
export async function lireEntreesAudit(jour: string, de: string, a: string): Promise<EntreeScellableLue[]> {
  const parShard = await Promise.all(
    SHARDS.map((s) =>
      queryAll({
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :de AND :a',
        ExpressionAttributeValues: { ':pk': keys.auditShard(jour, s), ':de': de, ':a': a },
        ConsistentRead: true,
      }),
    ),
  );
  return parShard.flat().map((item) => ({ ...stockee(item), cle: String(item.SK) }) as EntreeScellableLue);
}
