// Offices (docs/product-rules.md#office: id, nom, logo). Access patterns B1–B5 of docs/data-model.md. The office
// collection is one small partition (three offices in the product), so listings are strongly consistent.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { AlreadyExistsError } from '../errors.ts';
import { batchGetAll } from './batch-get.ts';
import { refusVersionne } from './conditional-errors.ts';
import { getItem } from './get-item.ts';
import {
  suppressionVersionnee,
  transact,
  transactVersioned,
  updateVersioned,
} from './ecriture-versionnee.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';

const BUREAU_INTROUVABLE = 'Bureau introuvable';

export interface BureauItem {
  id: string;
  nom: string;
  /** S3 key of the logo, or null. */
  logo: string | null;
  version: number;
  creeLe: string;
  modifieLe: string;
}

function toBureau(item: Record<string, NativeAttributeValue>): BureauItem {
  return {
    id: item.id as string,
    nom: item.nom as string,
    logo: (item.logo as string | null | undefined) ?? null,
    version: item.version as number,
    creeLe: item.creeLe as string,
    modifieLe: item.modifieLe as string,
  };
}

function bureauItem(b: BureauItem): Record<string, NativeAttributeValue> {
  return { ...keys.bureau(b.id), type: 'Bureau', ...b };
}

/** B1: every office, ordered by id. */
export async function listerBureaux(): Promise<BureauItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.bureauxCollection, ':sk': prefixes.bureau },
    ConsistentRead: true,
  });
  return items.map(toBureau);
}

/** B2: one office by id. */
export async function lireBureau(id: string): Promise<BureauItem | undefined> {
  return getItem(keys.bureau(id), toBureau);
}

/** B3: the offices of a user (BatchGet of its ids), in the order of `ids`; unknown ids are dropped. */
export async function lireBureaux(ids: readonly string[]): Promise<BureauItem[]> {
  const items = await batchGetAll([...new Set(ids)].map((id) => keys.bureau(id)));
  const found = new Map(items.map((item) => [item.id as string, toBureau(item)]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** B4: create an office (the generated id must be new). */
export function creerBureau(b: BureauItem): Promise<void> {
  return creerBureaux([b]);
}

/** B4: create offices in one transaction, all new or none (AlreadyExistsError). */
export async function creerBureaux(bureaux: readonly BureauItem[]): Promise<void> {
  if (bureaux.length === 0) return;
  await transact(
    bureaux.map((b) => ({ Put: putNew(bureauItem(b)) })),
    () => new AlreadyExistsError('Ce bureau existe déjà'),
  );
}

/** B4: versioned update of an office (404 when missing, 409 when the version moved on). */
export async function modifierBureau(
  id: string,
  expectedVersion: number,
  changes: { nom?: string; logo?: string | null },
  now: Date,
): Promise<BureauItem> {
  const item = await updateVersioned({
    key: keys.bureau(id),
    expectedVersion,
    changes: { ...changes, modifieLe: now.toISOString() },
    notFoundMessage: BUREAU_INTROUVABLE,
  });
  return toBureau(item);
}

/**
 * B5: delete several offices atomically, each only at the version the caller read: all are deleted, or
 * none (404 when one no longer exists, 409 when one changed meanwhile).
 */
export async function supprimerBureaux(items: readonly { id: string; version: number }[]): Promise<void> {
  await transactVersioned(
    items.map(({ id, version }) => ({ Delete: suppressionVersionnee(keys.bureau(id), version) })),
    refusVersionne(BUREAU_INTROUVABLE),
  );
}
