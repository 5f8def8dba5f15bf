// Requisition index (docs/data-model.md, access pattern R1): one item per patient file that has a
// requester and a requisition number, PK `REQUISITION#<requerantId>#<normalised number>`, SK
// `BUREAU#<bureauId>#DOSSIER#<id>`, written in the file's own transaction (never a GSI). R1 is ONE
// Query on that partition: the files under the same requisition, every office (the handler keeps the
// offices the caller sees). A file under a key shared with another file carries `requisitionEnDouble`.
import type { NativeAttributeValue, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  cleRequisition,
  memeRequisition,
  type CleRequisition,
  type DossierMemeRequisition,
} from '@umj/shared/requisitions';
import type { DossierAEcrire } from './dossiers.ts';
import { tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query-all.ts';

type Item = Record<string, NativeAttributeValue>;

/** Most other files one save re-flags (a transaction holds 100 items; a requisition rarely covers 10). */
const AUTRES_MAX = 40;

/** The index item of a file (null when the file has no requester or no number); the seed writes it too. */
export function itemRequisition(d: DossierAEcrire): Item | null {
  const cle = cleRequisition(d);
  if (cle === null) return null;
  return {
    ...keys.indexRequisition(cle, d.bureauId, d.id),
    type: 'RequisitionDossier',
    dossierId: d.id,
    bureauId: d.bureauId,
    bureauNom: d.bureau?.nom ?? '',
    nom: d.nom,
    requisitionNumero: d.requisitionNumero,
  };
}

/** R1: every file indexed under a requisition key (one Query, consistent, all offices). */
export async function lireMemeRequisition(cle: CleRequisition): Promise<DossierMemeRequisition[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.requisition(cle) },
    ConsistentRead: true,
  });
  return items.map((i) => ({
    dossierId: Number(i.dossierId),
    bureauId: String(i.bureauId),
    bureauNom: String(i.bureauNom ?? ''),
    nom: String(i.nom ?? ''),
    requisitionNumero: String(i.requisitionNumero ?? ''),
  }));
}

/**
 * What a save of a file knows of the index: the key the stored file had (`avant`, null for a new file),
 * the files under its new key (`candidats`, R1; undefined: not read, the file keeps its flag) and, when
 * the key changed, the files left under the old one (`restants`).
 */
export interface PlanRequisition {
  avant: CleRequisition | null;
  candidats?: DossierMemeRequisition[];
  restants?: DossierMemeRequisition[];
}

const estLui = (d: { id: number; bureauId: string }) => (c: DossierMemeRequisition) =>
  c.dossierId === d.id && c.bureauId === d.bureauId;

/** The reads of a save: R1 on the new key, and on the old one when the key changes (else none). */
export async function preparerRequisition(
  d: Pick<DossierAEcrire, 'requerant' | 'requisitionNumero'>,
  avant: CleRequisition | null,
): Promise<PlanRequisition> {
  const apres = cleRequisition(d);
  const [candidats, restants] = await Promise.all([
    apres === null ? [] : lireMemeRequisition(apres),
    avant === null || memeRequisition(avant, apres) ? [] : lireMemeRequisition(avant),
  ]);
  return { avant, candidats, restants };
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The file with its flag and the transaction items keeping the index in step: the file's index item
 * (put), the old one (deleted when the key changed), the other files of the new key flagged, and the
 * one file left alone under the old key unflagged.
 */
export function ecrituresRequisition(
  d: DossierAEcrire,
  plan: PlanRequisition,
): { dossier: DossierAEcrire; items: TransactItem[] } {
  const apres = cleRequisition(d);
  const items: TransactItem[] = [];
  const index = itemRequisition(d);
  if (index !== null) items.push({ Put: { TableName: tableName(), Item: index } });
  const change = plan.avant !== null && !memeRequisition(plan.avant, apres);
  if (plan.avant !== null && change) {
    items.push({
      Delete: { TableName: tableName(), Key: keys.indexRequisition(plan.avant, d.bureauId, d.id) },
    });
    const restants = (plan.restants ?? []).filter((c) => !estLui(d)(c));
    if (restants.length === 1) items.push(drapeau(restants[0]!, false));
  }
  const { requisitionEnDouble: ancien, ...sansDrapeau } = d;
  if (plan.candidats === undefined) return { dossier: change ? sansDrapeau : d, items };
  const autres = plan.candidats.filter((c) => !estLui(d)(c));
  if (change || plan.avant === null || ancien !== true) {
    items.push(...autres.slice(0, AUTRES_MAX).map((c) => drapeau(c, true)));
  }
  return {
    dossier:
      apres !== null && autres.length > 0 ? { ...sansDrapeau, requisitionEnDouble: true } : sansDrapeau,
    items,
  };
}

/** Sets or removes another file's flag (the file must exist: an index item never outlives its file). */
function drapeau(c: DossierMemeRequisition, enDouble: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.dossier(c.bureauId, c.dossierId),
      UpdateExpression: enDouble ? 'SET requisitionEnDouble = :vrai' : 'REMOVE requisitionEnDouble',
      ConditionExpression: 'attribute_exists(PK)',
      ...(enDouble ? { ExpressionAttributeValues: { ':vrai': true } } : {}),
    },
  };
}
