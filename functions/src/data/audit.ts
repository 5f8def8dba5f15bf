// Audit trail (tamper-evident, docs/data-model.md A5–A8): immutable entries, each written once under a
// key of its own in one of AUDIT_SHARDS partitions of its UTC day (`AUDIT#<jour>#<shard>`, sort key
// `E#<instant>#<random>`; an entry naming an office is also indexed under that office and day, A8),
// kept AUDIT_RETENTION_DAYS by TTL (a CDK context value, 365 by default) and never updated (IAM denies Update/Delete on `AUDIT#` items to every role). No read before a write,
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

/**
 * A5: the item of a new entry: a random shard of its day, a key of its own, its hash, its expiry; an
 * entry naming an office is also indexed under its office and day (A8: GSI1PK, its sort key as GSI1SK).
 */
export function itemEntreeAudit(entry: AuditEntry): Item {
  const jour = entry.date.slice(0, 10);
  const cle = keys.entreeAudit(jour, randomInt(AUDIT_SHARDS), entry.date, randomBytes(6).toString('hex'));
  return {
    ...cle,
    ...(entry.bureauId ? { GSI1PK: keys.auditBureau(entry.bureauId, jour), GSI1SK: cle.SK } : {}),
    type: 'Audit',
    format: FORMAT_ENTREE,
    ...entry,
    hash: hashEntreeScellable(cle.SK, entry),
    [TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(entry.date) / 1000) + env.auditRetentionDays * 86_400,
  };
}

function stockee(item: Item): AuditEntryStockee {
  const {
    PK: _pk,
    SK,
    GSI1PK: _index,
    GSI1SK: _indexTri,
    type: _type,
    format: _format,
    [TABLE_TTL_ATTRIBUTE]: _ttl,
    ...entry
  } = item;
  return { ...(entry as AuditEntry & { hash: string }), id: String(SK).slice(prefixes.entreeAudit.length) };
}

/**
 * A5: writes one entry on its own (a read's, a refusal's, a failure's; a change's goes in the change's
 * transaction: data/audit-requete.ts). One Put under a new key: no read before, no retry.
 */
export async function ecrireEntreeAudit(entry: AuditEntry): Promise<AuditEntryStockee> {
  const item = itemEntreeAudit(entry);
  await ddb.send(new PutCommand(putNew(item)));
  return stockee(item);
}

/**
 * Whose entries a list reads: every entry ('tous': the AUDIT_SHARDS partitions of each day), or those
 * of some offices only (their office partitions, A8: an entry of another office or of none is never
 * read).
 */
export type PorteeAudit = 'tous' | { bureaux: readonly string[] };

/** What the list may filter on besides the offices (exact values; `utilisateur`: part of the e-mail or the id). */
export interface FiltreAudit {
  utilisateur?: string;
  action?: string;
  resultat?: string;
}

function filtreExpression(f: FiltreAudit) {
  const clauses: string[] = [];
  const noms: Record<string, string> = {};
  const valeurs: Item = {};
  for (const champ of ['action', 'resultat'] as const) {
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

/** One partition of a day's entries: a shard of the table, or an office's in GSI1. */
interface Source {
  index?: 'GSI1';
  pk: string;
}

function sourcesDuJour(jour: string, portee: PorteeAudit): Source[] {
  return portee === 'tous'
    ? SHARDS.map((s) => ({ pk: keys.auditShard(jour, s) }))
    : portee.bureaux.map((b) => ({ index: 'GSI1', pk: keys.auditBureau(b, jour) }));
}

/** The sort-key range a page reads (both included; `avant`, the previous page's last key, left out). */
export interface BornesPage {
  de: string;
  a: string;
  avant?: string;
}

/** Every entry of a UTC day's partitions. */
const JOUR_ENTIER: BornesPage = { de: prefixes.entreeAudit, a: `${prefixes.entreeAudit}~` };

/** Up to `limite` matching entries of one partition, newest first, within `bornes`. */
async function pageSource(source: Source, limite: number, bornes: BornesPage, filtre: FiltreAudit) {
  const f = filtreExpression(filtre);
  const [pk, sk] = source.index ? ['GSI1PK', 'GSI1SK'] : ['PK', 'SK'];
  const haut = bornes.avant !== undefined && bornes.avant < bornes.a ? bornes.avant : bornes.a;
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        ...(source.index ? { IndexName: source.index } : {}),
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :de AND :a',
        ...(f.clauses.length > 0 ? { FilterExpression: f.clauses.join(' AND ') } : {}),
        ExpressionAttributeNames: { '#pk': pk, '#sk': sk, ...f.noms },
        ExpressionAttributeValues: { ':pk': source.pk, ':de': bornes.de, ':a': haut, ...f.valeurs },
        ScanIndexForward: false,
        Limit: limite,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []).filter((i) => i.SK !== bornes.avant));
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
 * A6 / A8: one page of a UTC day's entries within `bornes`, newest first, across the partitions of
 * `portee` (each one's page merged by key): AUDIT_SHARDS Queries per page for every entry, one per
 * office otherwise; `bornes.avant` is the previous page's `suivant`.
 */
export async function listerEntreesAuditDuJour(
  jour: string,
  limite: number,
  bornes: BornesPage = JOUR_ENTIER,
  portee: PorteeAudit = 'tous',
  filtre: FiltreAudit = {},
): Promise<AuditPage> {
  const pages = await Promise.all(
    sourcesDuJour(jour, portee).map((s) => pageSource(s, limite + 1, bornes, filtre)),
  );
  const tous = pages
    .flat()
    // An office's partition holds that office's entries only (A8); a moved index would be a break
    // of the verification, and is not shown meanwhile.
    .filter((i) => portee === 'tous' || portee.bureaux.includes(i.bureauId as string))
    .sort((a, b) => (a.SK < b.SK ? 1 : a.SK > b.SK ? -1 : 0));
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
  return parShard.flat().map(
    (item) =>
      ({
        ...stockee(item),
        cle: String(item.SK),
        ...(item.GSI1PK !== undefined ? { indexBureau: item.GSI1PK as string } : {}),
      }) as EntreeScellableLue,
  );
}
