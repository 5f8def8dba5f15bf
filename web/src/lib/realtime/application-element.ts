// One changed item applied to the cached lists (docs/architecture.md#realtime): a list query that can
// take a single item declares it in its `meta` (`metaElement`: its office, how to fetch one item of it
// — the GET of one — whether an item belongs in it, its order). A signal naming an item of such a list
// then fetches that item once (whatever the number of lists and signals naming it) and puts it in
// place in every concerned list: inserted, replaced, or removed when it left the list's period, office
// or filters, was deleted (REMOVE) or is no longer visible (404). Lists without it refetch as before.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ModificationTable } from '@umj/shared/realtime';
import { ApiError } from '../api-error.ts';

/** An item of a list, as the API answers it. */
export interface ElementListe {
  id: number | string;
  version?: number;
}

/** What a list query says of itself so that a signal can patch it (in its `meta`). */
export interface SourceElement<T extends ElementListe = ElementListe> {
  /** The office whose items the list holds. */
  bureauId: string;
  /**
   * The GET of one item; null when it is gone or no longer visible to this user (404). `version`: the
   * signal's, so that a copy of the item already cached at that version is used without a fetch.
   */
  lire(id: string, contexte: { queryClient: QueryClient; version?: number }): Promise<T | null>;
  /** Whether the item belongs in this list; undefined when the screen cannot tell (the list then refetches). */
  garde(item: T): boolean | undefined;
  /** The list's order after an insertion or a change (default: unchanged positions, new items last). */
  ordonner?(items: T[]): T[];
}

const META = 'elementParSignal';

/** The `meta` of a list query that takes single items (`queryOptions({ ..., meta: metaElement(...) })`). */
export function metaElement<T extends ElementListe>(source: SourceElement<T>): Record<string, unknown> {
  return { [META]: source };
}

/** The source a query declared, if any. */
export function sourceDe(query: Query): SourceElement | undefined {
  const source = query.meta?.[META] as SourceElement | undefined;
  return typeof source?.lire === 'function' ? source : undefined;
}

/** `lire` of a source from a GET of one: a 404 (deleted, other office, not examined by this user) is null. */
export async function nullSiIntrouvable<T>(lecture: Promise<T>): Promise<T | null> {
  try {
    return await lecture;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One item to apply: its last signal and the lists it concerns. */
export interface ElementAAppliquer {
  signal: ModificationTable & { id: string };
  source: SourceElement;
  requetes: Set<Query>;
}

const memeId = (e: unknown, id: string) =>
  typeof e === 'object' && e !== null && String((e as ElementListe).id) === id;

/** The list with `item` in place of the element `id` (inserted when absent), or without it (`item` null). */
export function remplacerDansListe(
  liste: readonly ElementListe[],
  id: string,
  item: ElementListe | null,
  ordonner?: (items: ElementListe[]) => ElementListe[],
): ElementListe[] {
  const position = liste.findIndex((e) => memeId(e, id));
  const ancien = position >= 0 ? liste[position] : undefined;
  // A list refetched meanwhile may already hold a later version: it stays.
  if (item && ancien?.version !== undefined && (item.version ?? 0) < ancien.version) return [...liste];
  if (item === null) return liste.filter((_, i) => i !== position);
  const suite = position >= 0 ? liste.map((e, i) => (i === position ? item : e)) : [...liste, item];
  return ordonner ? ordonner(suite) : suite;
}

/**
 * Whether a cached list can take one item in place now: it holds a list, and no fetch is in flight. A
 * fetch's answer, read before the change, would overwrite the patch when it comes (react-query's
 * setQueryData does not cancel it): such a list is fetched again instead, the new fetch cancelling it.
 */
function prendUnElement(q: Query): boolean {
  return Array.isArray(q.state.data) && q.state.fetchStatus !== 'fetching';
}

/**
 * Fetches the item once (none for a REMOVE) and patches every list it concerns; answers the lists
 * that must refetch instead (the item's place unknown to the screen, the fetch failed, or the list is
 * being fetched).
 */
export async function appliquerElement(queryClient: QueryClient, e: ElementAAppliquer): Promise<Query[]> {
  let item: ElementListe | null;
  try {
    item =
      e.signal.operation === 'REMOVE'
        ? null
        : await e.source.lire(e.signal.id, { queryClient, version: e.signal.version });
  } catch {
    return [...e.requetes];
  }
  const aRelire: Query[] = [];
  for (const q of e.requetes) {
    const source = sourceDe(q) ?? e.source;
    const garde = item === null ? false : source.garde(item);
    if (garde === undefined || !prendUnElement(q)) {
      aRelire.push(q);
      continue;
    }
    queryClient.setQueryData(q.queryKey, (liste: unknown) =>
      Array.isArray(liste)
        ? remplacerDansListe(liste as ElementListe[], e.signal.id, garde ? item : null, source.ordonner)
        : liste,
    );
  }
  return aRelire;
}

/**
 * After a write of this client: the stored item goes in place in every list of `prefixe` that takes
 * single items (no fetch). Answers the lists patched, so that the caller refetches only the others.
 */
export function placerElement<T extends ElementListe>(
  queryClient: QueryClient,
  prefixe: readonly unknown[],
  item: T,
): Set<Query> {
  const places = new Set<Query>();
  for (const q of queryClient.getQueryCache().findAll({ queryKey: prefixe })) {
    const source = sourceDe(q);
    const garde = source?.garde(item);
    if (!source || garde === undefined || !prendUnElement(q)) continue;
    queryClient.setQueryData(q.queryKey, (liste: ElementListe[]) =>
      remplacerDansListe(liste, String(item.id), garde ? item : null, source.ordonner),
    );
    places.add(q);
  }
  return places;
}
