// Targeted refetch of docs/architecture.md#realtime: a change signal (table, office, month or day, item
// id, version) refetches only the queries it concerns — same table (key[0]), same office (a key naming
// another known office is left alone), the period shown (a key's `{ du, au }` filter must contain the
// day or overlap the month), the item shown (a key `[table, office, 'dossier'|'historique'|'pieces'|
// 'bordereau', id]` names one item) — and not those whose cached data already holds the item at that
// version (this session's own write). A list that takes single items gets the changed item fetched
// (GET of one) and patched in, instead of refetching its whole period (application-element.ts).
// Bursts coalesce (`creerCoalesceur`, shared/src/coalescence.ts): signals are applied together after
// COALESCENCE_MS of quiet, at most DEBOUNCE_MS after the first. The figures (statistics, accounting:
// any file of their period changes them) wait the whole DEBOUNCE_MS: once per 7 s at most.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ModificationTable } from '@umj/shared/realtime';
import { appliquerElement, sourceDe, type ElementAAppliquer } from './application-element.ts';

/** Key words after which a key names one item by its id. */
const GENRES_ELEMENT = new Set(['dossier', 'historique', 'pieces', 'bordereau']);

const estObjet = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every string of a key, nested ones included. */
function textes(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(textes);
  return estObjet(v) ? Object.values(v).flatMap(textes) : [];
}

/** The `{ du, au }` periods (ISO days) a key's filters name. */
function periodes(v: unknown): { du: string; au: string }[] {
  if (Array.isArray(v)) return v.flatMap(periodes);
  if (!estObjet(v)) return [];
  const ici = typeof v.du === 'string' && typeof v.au === 'string' ? [{ du: v.du, au: v.au }] : [];
  return [...ici, ...Object.values(v).flatMap(periodes)];
}

function dansLaPeriode(signal: ModificationTable, p: { du: string; au: string }): boolean {
  if (signal.jour) return p.du <= signal.jour && signal.jour <= p.au;
  if (signal.mois) return p.du.slice(0, 7) <= signal.mois && signal.mois <= p.au.slice(0, 7);
  return true;
}

/** Whether a query key shows what the signal changed (`bureauxConnus`: the ids of the known offices). */
export function cleConcernee(
  key: readonly unknown[],
  signal: ModificationTable,
  bureauxConnus: ReadonlySet<string>,
): boolean {
  if (key[0] !== signal.table) return false;
  const mots = textes(key.slice(1));
  if (signal.bureauId && !mots.includes(signal.bureauId) && mots.some((m) => bureauxConnus.has(m)))
    return false;
  const p = periodes(key.slice(1));
  if (p.length > 0 && !p.some((x) => dansLaPeriode(signal, x))) return false;
  const genre = key.findIndex((k) => typeof k === 'string' && GENRES_ELEMENT.has(k));
  if (signal.id && genre > 0 && key.length > genre + 1) return String(key[genre + 1]) === signal.id;
  return true;
}

/** The cached data already holds the item at the signal's version (or later). */
export function dejaAJour(data: unknown, signal: ModificationTable): boolean {
  if (!signal.id || signal.version === undefined || signal.operation === 'REMOVE') return false;
  const courant = (e: unknown) =>
    estObjet(e) &&
    String(e.id) === signal.id &&
    typeof e.version === 'number' &&
    e.version >= signal.version!;
  return Array.isArray(data) ? data.some(courant) : courant(data);
}

function bureauxConnus(queryClient: QueryClient): Set<string> {
  const liste = queryClient.getQueryData(['Bureau', 'liste']);
  return new Set(Array.isArray(liste) ? liste.flatMap((b) => (estObjet(b) ? [String(b.id)] : [])) : []);
}

/** Key words of the figures (statistics, accounting): recomputed over a whole period on the server. */
const GENRES_CHIFFRES = new Set(['statistiques', 'comptabilite']);

/**
 * Whether a query key is a screen's figures: they change with any file of their period, so they are
 * refetched at most once per DEBOUNCE_MS (the figures coalescer), not after every quiet half-second.
 */
export function cleDeChiffres(key: readonly unknown[]): boolean {
  return key.some((k) => typeof k === 'string' && GENRES_CHIFFRES.has(k));
}

/** More distinct items than this in one burst: their lists refetch once instead of one GET per item. */
export const SEUIL_ELEMENTS = 20;

/**
 * Applies a burst of signals: a list that takes single items (application-element.ts) gets each
 * changed item fetched once and put in place; every other concerned query refetches, once. Nothing
 * for queries already holding the item at the signal's version; a burst naming more than
 * SEUIL_ELEMENTS items refetches their lists instead.
 */
export async function appliquerSignaux(
  queryClient: QueryClient,
  signaux: readonly ModificationTable[],
  /** The queries this coalescer looks after (the figures' or the others'); all by default. */
  garder: (key: readonly unknown[]) => boolean = () => true,
): Promise<void> {
  const connus = bureauxConnus(queryClient);
  const aRelire = new Set<Query>();
  const elements = new Map<string, ElementAAppliquer>();
  for (const signal of signaux) {
    for (const q of queryClient.getQueryCache().findAll({ queryKey: [signal.table] })) {
      if (!garder(q.queryKey)) continue;
      if (!cleConcernee(q.queryKey, signal, connus) || dejaAJour(q.state.data, signal)) continue;
      const source = sourceDe(q);
      if (!source || signal.id === undefined || !Array.isArray(q.state.data)) {
        aRelire.add(q);
        continue;
      }
      if (signal.bureauId !== undefined && signal.bureauId !== source.bureauId) continue;
      const cle = JSON.stringify([signal.table, source.bureauId, signal.id]);
      const element = elements.get(cle) ?? {
        signal: { ...signal, id: signal.id },
        source,
        requetes: new Set(),
      };
      // The item's last signal decides (a REMOVE after a MODIFY removes it).
      element.signal = { ...signal, id: signal.id };
      element.requetes.add(q);
      elements.set(cle, element);
    }
  }
  let aAppliquer = [...elements.values()];
  if (aAppliquer.length > SEUIL_ELEMENTS) {
    for (const e of aAppliquer) e.requetes.forEach((q) => aRelire.add(q));
    aAppliquer = [];
  }
  for (const e of aAppliquer) for (const q of aRelire) e.requetes.delete(q);
  const relire = (requetes: Iterable<Query>) => {
    const ensemble = new Set(requetes);
    return ensemble.size === 0
      ? undefined
      : queryClient.invalidateQueries({ predicate: (q) => ensemble.has(q) });
  };
  await Promise.all([
    relire(aRelire),
    ...aAppliquer
      .filter((e) => e.requetes.size > 0)
      .map(async (e) => relire(await appliquerElement(queryClient, e))),
  ]);
}
