// Dates (docs/product-rules.md#entities): days since 1970-01-01 for calendar days, minutes in the day for times,
// Europe/Paris for instants, ISO conversion, display DD/MM/YYYY and HH:mm.
//
// Appointment hours and the DST changes. An appointment (rendezVousDate, rendezVousHeure),
// an examiner's hours and a slot are a Paris WALL-CLOCK time: (day number, minutes in the day). That
// pair is what is stored, sorted, compared and shown, unchanged, whatever the DST; it is never stored
// as an instant. Only `instantParis` turns it into an instant, with the rule of RFC 5545 section 3.3.5,
// java.time and Temporal's 'compatible' disambiguation:
// - skipped hour (last Sunday of March, 02:00-02:59 does not exist): the time is read with the offset
//   in force before the change (+01:00), i.e. the instant one hour later on the clock: 02:30 -> 03:30
//   CEST. Two times then share one instant (02:30 and 03:30), and 02:30 falls after 03:00: order
//   appointments by (day, minutes), never by instant.
// - repeated hour (last Sunday of October, 02:00-02:59 happens twice): the FIRST occurrence, still in
//   summer time (+02:00): 02:30 -> 00:30Z. An instant of the second occurrence (01:30Z) reads back
//   through `jourParis`/`minutesParis` as the same 02:30.
// `natureHeureParis` tells which case a day and time is in. The results depend on neither the process
// time zone (Lambda: UTC; browsers: the user's) nor the library's own disambiguation: the offsets come
// from the time zone database through `tzOffset`.
import { TZDate, tzOffset } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import * as z from 'zod';

export const FUSEAU_HORAIRE = 'Europe/Paris';
/** docs/product-rules.md#constants: minutes in a day. */
export const MINUTES_PAR_JOUR = 1440;
const MS_PAR_JOUR = 86_400_000;
const MS_PAR_MINUTE = 60_000;

/** A calendar day as a number of days since 1970-01-01 (docs/product-rules.md#entities rendezVousDate). */
export type Jour = number;
/** A time of day as minutes since midnight (docs/product-rules.md#entities rendezVousHeure, slot hours). */
export type Minutes = number;

/** 'YYYY-MM-DD' -> day number; null when not a real calendar date. */
export function jourDepuisIso(iso: string): Jour | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (match === null) return null;
  return jourDepuisAnMoisJour(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Year, month (1-12), day -> day number; null when the date does not exist (e.g. 31/02). */
export function jourDepuisAnMoisJour(annee: number, mois: number, jourDuMois: number): Jour | null {
  const ms = Date.UTC(annee, mois - 1, jourDuMois);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== annee || d.getUTCMonth() !== mois - 1 || d.getUTCDate() !== jourDuMois)
    return null;
  return ms / MS_PAR_JOUR;
}

/** Day number -> 'YYYY-MM-DD'. */
export function isoDepuisJour(jour: Jour): string {
  return new Date(jour * MS_PAR_JOUR).toISOString().slice(0, 10);
}

/** `jour` + `mois` calendar months; the day of month is clamped (31/01 + 1 month = 28 or 29/02). */
export function ajouterMois(jour: Jour, mois: number): Jour {
  const [a, m, j] = isoDepuisJour(jour).split('-').map(Number) as [number, number, number];
  const index = a * 12 + (m - 1) + mois;
  const annee = Math.floor(index / 12);
  const moisCible = (index % 12) + 1;
  for (let d = j; ; d -= 1) {
    const resultat = jourDepuisAnMoisJour(annee, moisCible, d);
    if (resultat !== null) return resultat;
  }
}

/** ISO weekday of a day number: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday). */
export function jourIsoDeLaSemaine(jour: Jour): number {
  return ((((jour + 3) % 7) + 7) % 7) + 1;
}

/** Day number -> 'DD/MM/YYYY' (docs/product-rules.md#entities examenDate display). */
export function formatDateFr(jour: Jour): string {
  const [annee, mois, j] = isoDepuisJour(jour).split('-');
  return `${j}/${mois}/${annee}`;
}

/** 'DD/MM/YYYY' -> day number; null when not a real date. */
export function jourDepuisDateFr(texte: string): Jour | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texte.trim());
  if (match === null) return null;
  return jourDepuisAnMoisJour(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Minutes in the day -> 'HH:mm' (values of 1440 and more, i.e. after midnight, wrap). */
export function formatHeure(minutes: Minutes): string {
  const m = ((minutes % MINUTES_PAR_JOUR) + MINUTES_PAR_JOUR) % MINUTES_PAR_JOUR;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 'HH:mm' -> minutes in the day; null when not a valid time. */
export function minutesDepuisHeure(texte: string): Minutes | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(texte.trim());
  if (match === null) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The UTC calendar day of an instant (the audit trail's days: its keys and `GET /audit?du&au`). */
export function jourUtc(instant: Date): Jour {
  return Math.floor(instant.getTime() / MS_PAR_JOUR);
}

/** The Paris calendar day of an instant. */
export function jourParis(instant: Date): Jour {
  const paris = new TZDate(instant.getTime(), FUSEAU_HORAIRE);
  return jourDepuisAnMoisJour(paris.getFullYear(), paris.getMonth() + 1, paris.getDate()) as Jour;
}

/** The Paris time of day of an instant, in minutes. */
export function minutesParis(instant: Date): Minutes {
  const paris = new TZDate(instant.getTime(), FUSEAU_HORAIRE);
  return paris.getHours() * 60 + paris.getMinutes();
}

/** A Paris day and time: an ordinary one, one of the skipped hour, or one of the repeated hour. */
export type NatureHeureParis = 'normale' | 'inexistante' | 'repetee';

/** Paris offset (minutes east of UTC) of an instant, from the time zone database. */
function decalageParis(ms: number): number {
  return tzOffset(FUSEAU_HORAIRE, new Date(ms));
}

/**
 * The Paris wall clock of a day and time read as if it were UTC, the offsets in force a day before and
 * a day after (they differ only around a DST change), and the instants that really show this wall
 * clock in Paris, earliest first: none in the skipped hour, two in the repeated hour, one otherwise.
 */
function lectureHeureParis(jour: Jour, minutes: Minutes) {
  const murale = (jour * MINUTES_PAR_JOUR + minutes) * MS_PAR_MINUTE;
  const avant = decalageParis(murale - MS_PAR_JOUR);
  const apres = decalageParis(murale + MS_PAR_JOUR);
  const instants = [...new Set([avant, apres])]
    .map((decalage) => murale - decalage * MS_PAR_MINUTE)
    .filter((ms) => murale - decalageParis(ms) * MS_PAR_MINUTE === ms)
    .sort((a, b) => a - b);
  return { murale, avant, instants };
}

/**
 * Whether a Paris day and time exists once ('normale'), not at all ('inexistante': 02:00-02:59 on the
 * last Sunday of March) or twice ('repetee': 02:00-02:59 on the last Sunday of October).
 */
export function natureHeureParis(jour: Jour, minutes: Minutes): NatureHeureParis {
  const { instants } = lectureHeureParis(jour, minutes);
  if (instants.length === 0) return 'inexistante';
  return instants.length > 1 ? 'repetee' : 'normale';
}

/**
 * The instant of a Paris day and time (minutes of 1440 and more run into the next days), whatever the
 * process time zone. DST rule (see the top of this file): a time of the skipped hour gives
 * the instant one hour later on the clock (02:30 -> 03:30 CEST, read with the winter offset); a time
 * of the repeated hour gives its first occurrence (02:30 CEST, 00:30Z).
 */
export function instantParis(jour: Jour, minutes: Minutes): Date {
  const { murale, avant, instants } = lectureHeureParis(jour, minutes);
  return new Date(instants[0] ?? murale - avant * MS_PAR_MINUTE);
}

/** An instant as an ISO 8601 string in UTC (what the API stores for dateRdvPris, dateArrivé...). */
export function versIso(instant: Date): string {
  return instant.toISOString();
}

/** An ISO 8601 string (with offset or Z) -> instant; null when not parseable. */
export function depuisIso(texte: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(texte)) return null;
  // Date would roll 30/02 over to 02/03: the calendar part must be a real date.
  if (jourDepuisIso(texte.slice(0, 10)) === null) return null;
  const d = new Date(texte);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant displayed in Paris time as 'DD/MM/YYYY HH:mm' ('DD/MM/YYYY HH:mm:ss' with `secondes`). */
export function formatInstantParis(instant: Date, secondes = false): string {
  return lightFormat(
    new TZDate(instant.getTime(), FUSEAU_HORAIRE),
    secondes ? 'dd/MM/yyyy HH:mm:ss' : 'dd/MM/yyyy HH:mm',
  );
}

/**
 * For a refinement on two 'YYYY-MM-DD' fields: false only when both are real dates and the end is
 * before the start (a missing or malformed date is reported by its own field).
 */
export function finApresDebut(debut: string | null | undefined, fin: string | null | undefined): boolean {
  const a = jourDepuisIso(String(debut));
  const b = jourDepuisIso(String(fin));
  return a === null || b === null || b >= a;
}

/** Years a date of the product may have (a typo such as 0226 or 20266 is refused rather than stored). */
export const ANNEE_MIN = 1900;
export const ANNEE_MAX = 2199;

/** A 'YYYY-MM-DD' that really exists (no 31/02) with a year from ANNEE_MIN to ANNEE_MAX. */
export function estDateValide(iso: string): boolean {
  const annee = Number(iso.slice(0, 4));
  return jourDepuisIso(iso) !== null && annee >= ANNEE_MIN && annee <= ANNEE_MAX;
}

/** A calendar day 'YYYY-MM-DD' that really exists, years 1900 to 2199, with the field's French message. */
export function dateIsoSchema(message: string) {
  return z.string({ error: message }).refine(estDateValide, message);
}
