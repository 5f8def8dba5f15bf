// The values of the date and time fields (what the forms hold and the API receives: 'AAAA-MM-JJ' and
// 'HH:mm') and the Date objects of PrimeReact's Calendar, converted in local time only (a day stays the
// same day whatever the browser's time zone: no UTC step), and the text a user types read as French
// writes it (01/11/2026 or 01112026 is 1 November, 14:30 or 1430 is half past two in the afternoon),
// whatever the browser's language (pure). The years a date may have are shared's rule (ANNEE_MIN/MAX),
// the one the server's schemas apply.

import { ANNEE_MAX, ANNEE_MIN } from '@umj/shared/dates';

const deux = (n: number) => String(n).padStart(2, '0');

/** The local day (midnight) of year, month (1-12), day, or null when that day does not exist. */
function jourLocal(annee: number, mois: number, jour: number): Date | null {
  const date = new Date(annee, mois - 1, jour);
  const existe = date.getFullYear() === annee && date.getMonth() === mois - 1 && date.getDate() === jour;
  return existe ? date : null;
}

/** 'AAAA-MM-JJ' -> that local day; null for null or any other text. */
export function dateDepuisIso(iso: string | null): Date | null {
  const m = iso === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? jourLocal(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A Date -> its local day 'AAAA-MM-JJ'. */
export function isoDepuisDate(date: Date): string {
  return `${date.getFullYear()}-${deux(date.getMonth() + 1)}-${deux(date.getDate())}`;
}

/** 'HH:mm' -> a Date holding that local time (on a fixed day); null for null or any other text. */
export function dateDepuisHeure(heure: string | null): Date | null {
  const m = heure === null ? null : /^(\d{2}):(\d{2})$/.exec(heure);
  return m ? heureLocale(Number(m[1]), Number(m[2])) : null;
}

/** A Date -> its local time 'HH:mm'. */
export function heureDepuisDate(date: Date): string {
  return `${deux(date.getHours())}:${deux(date.getMinutes())}`;
}

function heureLocale(heures: number, minutes: number): Date | null {
  return heures <= 23 && minutes <= 59 ? new Date(2000, 0, 1, heures, minutes) : null;
}

/**
 * A typed date, day first: 'JJ/MM/AAAA' (one or two digits for day and month; '/', '.', '-' or a space
 * between them) or the eight digits 'JJMMAAAA'; null for anything else (an unfinished or impossible date).
 */
export function lireDateSaisie(texte: string): Date | null {
  const m =
    /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(texte.trim()) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(texte.trim());
  if (!m) return null;
  const annee = Number(m[3]);
  return annee < ANNEE_MIN || annee > ANNEE_MAX ? null : jourLocal(annee, Number(m[2]), Number(m[1]));
}

/** A typed 24-hour time: 'HH:mm', 'HHhmm' or 'HHmm' (one digit allowed for the hour but in 'HHmm'). */
export function lireHeureSaisie(texte: string): Date | null {
  const m = /^(\d{1,2})[:hH](\d{2})$/.exec(texte.trim()) ?? /^(\d{2})(\d{2})$/.exec(texte.trim());
  return m ? heureLocale(Number(m[1]), Number(m[2])) : null;
}

/**
 * The field's new value from what the Calendar reports: a Date (typed or picked) as text, an emptied
 * field as null, and undefined while the typed text is not a date yet (the value stays; leaving the
 * field shows it again).
 */
export function valeurSaisie(
  rapportee: unknown,
  versTexte: (date: Date) => string,
): string | null | undefined {
  if (rapportee instanceof Date) return versTexte(rapportee);
  if (rapportee === null || rapportee === undefined || rapportee === '') return null;
  return undefined;
}

/** The text the field shows for a value: 'AAAA-MM-JJ' as 'JJ/MM/AAAA', 'HH:mm' as is; '' for null. */
export function texteSaisie(valeur: string | null, heure: boolean): string {
  if (valeur === null || heure) return valeur ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valeur);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : valeur;
}
