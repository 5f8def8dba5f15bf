// A period of days ('AAAA-MM-JJ' from `du` to `au`, both included), as the accounting, statistics and
// payment split screens read it from the URL (?du&au), check it and write it in their exports (pure).
import { isoDepuisJour } from '@umj/shared/dates';

export interface Periode {
  du: string;
  au: string;
}

/** True for a date written 'AAAA-MM-JJ' (what the date fields of components/champ-date hold). */
export const estDateIso = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** 'AAAA-MM-JJ' -> 'JJ/MM/AAAA'. */
export const dateFr = (iso: string) => iso.split('-').reverse().join('/');

/** The period as the exports' filters write it: '01/03/2026 – 31/03/2026'. */
export const libellePeriode = (p: Periode) => `${dateFr(p.du)} – ${dateFr(p.au)}`;

/** A period is valid when it does not end before it starts (the screens ask nothing otherwise). */
export const periodeValide = (p: Periode) => p.du <= p.au;

/** From the first day of the month (or of the year) of `jusquAu` up to `jusquAu` (days since 1970-01-01). */
export function depuisLeDebutDu(unite: 'mois' | 'annee', jusquAu: number): Periode {
  const au = isoDepuisJour(jusquAu);
  return { du: unite === 'mois' ? `${au.slice(0, 8)}01` : `${au.slice(0, 4)}-01-01`, au };
}

/** The URL's ?du&au; a bound missing or not written 'AAAA-MM-JJ' takes the default's. */
export function lirePeriode(params: URLSearchParams, defaut: Periode): Periode {
  const du = params.get('du');
  const au = params.get('au');
  return { du: estDateIso(du) ? du : defaut.du, au: estDateIso(au) ? au : defaut.au };
}

/** The month 'AAAA-MM' as the screen's language writes it ('mars 2026'). */
export function libelleMois(cle: string, langue: string): string {
  const [annee, mois] = cle.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(annee, mois - 1, 15)).toLocaleDateString(langue, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
