// Reference lists: police stations and requesters belong to an office, report types and
// blank documents are global. One generic module for the four lists; access patterns L1–L5 of
// docs/data-model.md. An office-scoped list has one partition per office (R2: the office is a key
// condition, never a filter), so the id of its entries carries the office: `<bureauId>~<suffix>`.
// An entry therefore never changes office (a PATCH that tries is refused by the handler).
import { QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { AlreadyExistsError, NotFoundError } from '../errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
import { deleteVersioned, transact, updateVersioned } from './ecriture-versionnee.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';

export interface Liste {
  /** Partition name: `LISTE#<nom>` or `BUREAU#<b>#LISTE#<nom>`. */
  nom: 'COMMISSARIAT' | 'REQUERANT' | 'DPRAPPORT' | 'DOCUMENT_VIERGE';
  /**
   * The item's `entite` attribute (other items of the table call it `type`, but a requester has a
   * domain field `type`: list items keep both apart).
   */
  entite: string;
  parBureau: boolean;
  /** French 404 message. */
  introuvable: string;
}

export const LISTES = {
  commissariats: {
    nom: 'COMMISSARIAT',
    entite: 'Commissariat',
    parBureau: true,
    introuvable: 'Commissariat introuvable',
  },
  requerants: {
    nom: 'REQUERANT',
    entite: 'Requerant',
    parBureau: true,
    introuvable: 'Requérant introuvable',
  },
  dprapports: {
    nom: 'DPRAPPORT',
    entite: 'DpRapport',
    parBureau: false,
    introuvable: 'Type de rapport introuvable',
  },
  documentsVierges: {
    nom: 'DOCUMENT_VIERGE',
    entite: 'DocumentVierge',
    parBureau: false,
    introuvable: 'Document introuvable',
  },
} as const satisfies Record<string, Liste>;

/** What every stored entry carries besides its own fields. */
export interface Entree {
  id: string;
  /** Every list entry has a name; lists are ordered by it. */
  nom: string;
  version: number;
  creeLe: string;
  modifieLe: string;
}

const SEPARATEUR_BUREAU = '~';

/** Id of an entry of an office-scoped list. */
export function idEntreeDuBureau(bureauId: string, suffixe: string): string {
  return `${bureauId}${SEPARATEUR_BUREAU}${suffixe}`;
}

/** The office an entry id belongs to (undefined for an id that names none). */
export function bureauDeLEntree(id: string): string | undefined {
  const i = id.lastIndexOf(SEPARATEUR_BUREAU);
  return i > 0 && i < id.length - 1 ? id.slice(0, i) : undefined;
}

function cleDeLEntree(liste: Liste, id: string): { PK: string; SK: string } | undefined {
  if (!liste.parBureau) return keys.entreeListe(liste.nom, id);
  const bureauId = bureauDeLEntree(id);
  return bureauId ? keys.entreeListe(liste.nom, id, bureauId) : undefined;
}

function versEntree<T extends Entree>(item: Record<string, NativeAttributeValue>): T {
  const { PK: _pk, SK: _sk, entite: _entite, ...entree } = item;
  return entree as T;
}

function itemDe<T extends Entree>(liste: Liste, entree: T): Record<string, NativeAttributeValue> {
  const cle = cleDeLEntree(liste, entree.id);
  if (!cle) throw new Error(`Identifiant d'entrée sans bureau : ${entree.id}`);
  return { ...cle, entite: liste.entite, ...entree };
}

const parNom = (a: Entree, b: Entree) => a.nom.localeCompare(b.nom, 'fr', { sensitivity: 'base' });

/** L1: every entry of a list (of one office for an office-scoped list), ordered by name. */
export async function listerEntrees<T extends Entree>(liste: Liste, bureauId?: string): Promise<T[]> {
  if (liste.parBureau !== (bureauId !== undefined)) throw new Error(`Liste ${liste.nom} : bureau attendu`);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.liste(liste.nom, bureauId), ':sk': prefixes.entreeListe },
    ConsistentRead: true,
  });
  return items.map((i) => versEntree<T>(i)).sort(parNom);
}

/** L1 (one item read at most): whether an office-scoped list still has entries in that office. */
export async function bureauAEntrees(liste: Liste, bureauId: string): Promise<boolean> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.liste(liste.nom, bureauId), ':sk': prefixes.entreeListe },
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).length > 0;
}

/** L1 over several offices: one Query per office (in parallel), merged and ordered by name. */
export async function listerEntreesDesBureaux<T extends Entree>(
  liste: Liste,
  bureauIds: readonly string[],
): Promise<T[]> {
  const parBureau = await Promise.all([...new Set(bureauIds)].map((b) => listerEntrees<T>(liste, b)));
  return parBureau.flat().sort(parNom);
}

/** L2: one entry by id (undefined when it does not exist or its id names no office). */
export async function lireEntree<T extends Entree>(liste: Liste, id: string): Promise<T | undefined> {
  const cle = cleDeLEntree(liste, id);
  if (!cle) return undefined;
  return getItem(cle, (item) => versEntree<T>(item));
}

/**
 * L3: create entries that must not exist yet, in transactions of up to 99 items (room for the request's
 * audit entry): all of a transaction or none (AlreadyExistsError). The seed writes its lists with it.
 */
export async function creerEntrees<T extends Entree>(liste: Liste, entrees: readonly T[]): Promise<void> {
  for (let i = 0; i < entrees.length; i += 99) {
    await transact(
      entrees.slice(i, i + 99).map((e) => ({ Put: putNew(itemDe(liste, e)) })),
      () => new AlreadyExistsError('Cette entrée existe déjà'),
    );
  }
}

/** L3: create one entry (its generated id must be new). */
export function creerEntree<T extends Entree>(liste: Liste, entree: T): Promise<void> {
  return creerEntrees(liste, [entree]);
}

/** L4: versioned update (404 when missing, 409 when the version moved on); answers the new entry. */
export async function modifierEntree<T extends Entree>(
  liste: Liste,
  id: string,
  version: number,
  changements: Record<string, NativeAttributeValue>,
  now: Date,
): Promise<T> {
  const cle = cleDeLEntree(liste, id);
  if (!cle) throw new NotFoundError(liste.introuvable);
  const item = await updateVersioned({
    key: cle,
    expectedVersion: version,
    changes: { ...changements, modifieLe: now.toISOString() },
    notFoundMessage: liste.introuvable,
  });
  return versEntree<T>(item);
}

/** L5: versioned delete (404 when missing, 409 when the version moved on); answers the deleted entry. */
export async function supprimerEntree<T extends Entree>(
  liste: Liste,
  id: string,
  version: number,
): Promise<T> {
  const cle = cleDeLEntree(liste, id);
  if (!cle) throw new NotFoundError(liste.introuvable);
  return versEntree<T>(await deleteVersioned(cle, version, liste.introuvable));
}
