// What a staff member's screen refetches when a change signal arrives: the SPA's policy, in ONE function
// (web/src/lib/realtime/rafraichissement-cible.ts and application-element.ts). A frame names the table,
// and the office, the month (or day) and the item (`bureauId`, `mois` 'yyyy-mm' or `jour` 'yyyy-mm-dd',
// `id`, `version`) when it has them: the screen ignores what it does not show, an item it already holds
// at that version (its own save), and a list fetches the one changed item instead of its whole month; a
// frame without them falls back to "refetch the screen's table".

/** What a staff member's screen shows, as the SPA's query keys name it (`[table, bureauId, ...]`). */
export interface Ecran {
  vue: 'liste' | 'dossier' | 'facturables' | 'statistiques' | 'grille';
  /** The table the screen's queries start with (web/src/lib/query-keys.ts). */
  table: string;
  bureauId: string;
  /** The months shown ('yyyy-mm'), when the screen shows a period. */
  mois?: readonly string[];
  /** The file shown by the file screen. */
  dossierId?: number;
}

export type Rafraichissement =
  | { quoi: 'rien' }
  /** Fetch the one changed item (GET of the file) and put it in place. */
  | { quoi: 'element'; id: string }
  /** Refetch what the screen shows (its list, figures or grid). */
  | { quoi: 'ecran' };

function texte(valeur: unknown): string | undefined {
  if (typeof valeur === 'string' && valeur !== '') return valeur;
  if (typeof valeur === 'number') return String(valeur);
  return undefined;
}

/** The month a frame names: `mois` ('yyyy-mm') or the month of `jour` ('yyyy-mm-dd'). */
function moisDeLaTrame(trame: Record<string, unknown>): string | undefined {
  return texte(trame.mois)?.slice(0, 7) ?? texte(trame.jour)?.slice(0, 7);
}

/**
 * The SPA's refetch policy for one ModificationTable message (the parsed `data` of msgToClient).
 * `versionConnue`: the version of an item the screen already holds (react-query's cache: the list's
 * rows, the open file, this person's own save); a frame whose version is not newer fetches nothing.
 * A REMOVE takes the item out without a fetch.
 */
export function rafraichissementPour(
  ecran: Ecran,
  trame: Record<string, unknown>,
  versionConnue: (id: string) => number | undefined = () => undefined,
): Rafraichissement {
  if (trame.table !== ecran.table) return { quoi: 'rien' };
  const bureauId = texte(trame.bureauId);
  if (bureauId !== undefined && bureauId !== ecran.bureauId) return { quoi: 'rien' };
  const id = texte(trame.id);
  const tient = ecran.vue === 'liste' || ecran.vue === 'dossier';
  const connue = id === undefined || !tient ? undefined : versionConnue(id);
  if (typeof trame.version === 'number' && connue !== undefined && connue >= trame.version) {
    return { quoi: 'rien' };
  }
  if (ecran.vue === 'dossier' && id !== undefined) {
    return id === String(ecran.dossierId) ? { quoi: 'element', id } : { quoi: 'rien' };
  }
  const mois = moisDeLaTrame(trame);
  if (mois !== undefined && ecran.mois !== undefined && !ecran.mois.includes(mois)) return { quoi: 'rien' };
  // A list applies one changed item by fetching it (a deleted one without a fetch); figures and grids
  // are recomputed as a whole.
  if (ecran.vue === 'liste' && id !== undefined) {
    return trame.operation === 'REMOVE' ? { quoi: 'rien' } : { quoi: 'element', id };
  }
  return { quoi: 'ecran' };
}
