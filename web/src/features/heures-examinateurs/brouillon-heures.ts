// Examiners' hours editor: the draft the user edits on the week grid (weekly pattern and dated
// exceptions), as pure functions. Ranges of one day are kept merged with the shared fusionnerPlages.
import type { DisponibiliteRv, ExceptionRv, Plage, PlageHebdomadaire } from '@umj/shared/disponibilites-rv';
import { fusionnerPlages } from '@umj/shared/disponibilites-rv';
import { isoDepuisJour, jourDepuisIso, jourIsoDeLaSemaine, jourParis, type Jour } from '@umj/shared/dates';

export interface Brouillon {
  semaine: PlageHebdomadaire[];
  exceptions: ExceptionRv[];
}

/**
 * The week the "semaine type" grid shows: any Monday-to-Sunday week; only its weekdays matter.
 * Choice: the week of Monday 1 January 2024.
 */
export const SEMAINE_TYPE_LUNDI = jourDepuisIso('2024-01-01') as Jour;

/** The day of the reference week showing an ISO weekday (1 = Monday). */
export const jourDeLaSemaineType = (jourSemaine: number): Jour => SEMAINE_TYPE_LUNDI + jourSemaine - 1;

/**
 * The period the editor reads: the server answers only the exceptions inside du..au and a PUT replaces
 * them all, so the editor reads every exception it keeps (the server drops those older than a year)
 * and far enough ahead.
 */
export function periodeEditeur(aujourdhui: Jour = jourParis(new Date())): { du: string; au: string } {
  return { du: isoDepuisJour(aujourdhui - 366), au: isoDepuisJour(aujourdhui + 3 * 366) };
}

export function depuisServeur(dispo: Pick<DisponibiliteRv, 'semaine' | 'exceptions'> | null): Brouillon {
  return { semaine: [...(dispo?.semaine ?? [])], exceptions: [...(dispo?.exceptions ?? [])] };
}

/** Weekly ranges of each weekday merged and sorted (a new range touching another joins it). */
export function normaliserSemaine(semaine: readonly PlageHebdomadaire[]): PlageHebdomadaire[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((jourSemaine) =>
    fusionnerPlages(semaine.filter((p) => p.jourSemaine === jourSemaine)).map((p) => ({ ...p, jourSemaine })),
  );
}

export function ajouterPlageSemaine(b: Brouillon, jour: Jour, plage: Plage): Brouillon {
  return {
    ...b,
    semaine: normaliserSemaine([...b.semaine, { ...plage, jourSemaine: jourIsoDeLaSemaine(jour) }]),
  };
}

export function retirerPlageSemaine(b: Brouillon, index: number): Brouillon {
  return { ...b, semaine: b.semaine.filter((_, i) => i !== index) };
}

export function changerPlageSemaine(b: Brouillon, index: number, jour: Jour, plage: Plage): Brouillon {
  const autres = b.semaine.filter((_, i) => i !== index);
  return {
    ...b,
    semaine: normaliserSemaine([...autres, { ...plage, jourSemaine: jourIsoDeLaSemaine(jour) }]),
  };
}

export function ajouterException(b: Brouillon, exception: ExceptionRv): Brouillon {
  return { ...b, exceptions: trierExceptions([...b.exceptions, exception]) };
}

export function changerException(b: Brouillon, index: number, exception: ExceptionRv | null): Brouillon {
  const autres = b.exceptions.filter((_, i) => i !== index);
  return { ...b, exceptions: trierExceptions(exception ? [...autres, exception] : autres) };
}

function trierExceptions(exceptions: ExceptionRv[]): ExceptionRv[] {
  return [...exceptions].sort((a, b) => a.jour - b.jour || a.debut - b.debut);
}

/** Same content (order of the weekly ranges and exceptions included, both are kept sorted). */
export function memeContenu(a: Brouillon, b: Brouillon): boolean {
  return (
    JSON.stringify(normaliserSemaine(a.semaine)) === JSON.stringify(normaliserSemaine(b.semaine)) &&
    JSON.stringify(trierExceptions(a.exceptions)) === JSON.stringify(trierExceptions(b.exceptions))
  );
}

/**
 * After a version conflict: the user's changes (what the draft added to and removed from the hours it
 * started from) applied to the hours stored meanwhile, so neither the user's typing nor the other
 * user's save is lost. Ranges and exceptions compare by value.
 */
export function reappliquer(base: Brouillon, mien: Brouillon, stocke: Brouillon): Brouillon {
  const appliquer = <T>(avant: readonly T[], apres: readonly T[], autre: readonly T[]): T[] => {
    const cle = (x: T) => JSON.stringify(x);
    const avantCles = new Set(avant.map(cle));
    const apresCles = new Set(apres.map(cle));
    const retires = new Set([...avantCles].filter((k) => !apresCles.has(k)));
    const gardes = autre.filter((x) => !retires.has(cle(x)));
    const gardesCles = new Set(gardes.map(cle));
    return [...gardes, ...apres.filter((x) => !avantCles.has(cle(x)) && !gardesCles.has(cle(x)))];
  };
  return {
    semaine: normaliserSemaine(
      appliquer(
        normaliserSemaine(base.semaine),
        normaliserSemaine(mien.semaine),
        normaliserSemaine(stocke.semaine),
      ),
    ),
    exceptions: trierExceptions(appliquer(base.exceptions, mien.exceptions, stocke.exceptions)),
  };
}
