// The header's quick search over patient files ("Header search"; docs/product-rules.md#search). Pure
// choices of this screen:
// - what is suggested: the files whose patient name starts with the text, compared normalised (server
//   `nom`, served by the name index: each keystroke reads only the matching files, never a month,
//   docs/data-model.md#list-indexes). The search on every field (`q`: exam type, police station,
//   examiner, status, notes) is the full list's, one Enter away.
// - periods: the appointment days around today matter most. Two calls per selected office: the near
//   period (30 days back, 90 days ahead) and the rest of the last twelve months (365 to 31 days back);
//   older files are found through the full list's period.
// - each call asks for at most RESULTATS_PAR_APPEL files; the RESULTATS_MAX nearest to today are shown.
// - where the choice leads: the role's patient-file list opening that file (`?dossier=<bureauId>~<id>`),
//   or, with Enter and no choice, that list filtered by the text (`?q=`).
import { normaliserNom } from '@umj/shared/recherche';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';

/** Spec-silent choice: the text needs 2 characters before a search runs. */
export const LONGUEUR_MIN = 2;
/** Pause after the last key before searching. */
export const DELAI_SAISIE_MS = 300;
export const RESULTATS_PAR_APPEL = 10;
export const RESULTATS_MAX = 8;

export interface PeriodeRecherche {
  du: string;
  au: string;
}

/** The two periods searched, nearest first (see the header comment). */
export function periodesRecherche(aujourdhui: Jour): PeriodeRecherche[] {
  return [
    { du: isoDepuisJour(aujourdhui - 30), au: isoDepuisJour(aujourdhui + 90) },
    { du: isoDepuisJour(aujourdhui - 365), au: isoDepuisJour(aujourdhui - 31) },
  ];
}

/** The text worth sending: trimmed, at least LONGUEUR_MIN characters that count in a name, else null. */
export function texteCherche(texte: string): string | null {
  const t = texte.trim();
  return normaliserNom(t).length >= LONGUEUR_MIN ? t : null;
}

export type Resultat = DossierPatientStocke & { bureauId: string };

/** The results of every call nearest to today first (then by id), each file once. */
export function meilleursResultats(
  resultats: readonly Resultat[],
  aujourdhui: Jour,
  max = RESULTATS_MAX,
): Resultat[] {
  const vus = new Set<string>();
  const uniques = resultats.filter((d) => {
    const cle = `${d.bureauId}~${d.id}`;
    if (vus.has(cle)) return false;
    vus.add(cle);
    return true;
  });
  const ecart = (d: Resultat) =>
    d.rendezVousDate === null ? Number.MAX_SAFE_INTEGER : Math.abs(d.rendezVousDate - aujourdhui);
  return uniques
    .map((d) => ({ d, ecart: ecart(d) }))
    .sort((a, b) => a.ecart - b.ecart || a.d.id - b.d.id)
    .slice(0, max)
    .map((x) => x.d);
}
