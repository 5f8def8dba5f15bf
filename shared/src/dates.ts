// Dates (issue 2; spec §3): days since 1970-01-01 for calendar days, minutes in the day for times,
// Europe/Paris for instants, ISO conversion, display DD/MM/YYYY and HH:mm.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import * as z from 'zod';

export const FUSEAU_HORAIRE = 'Europe/Paris';
/** Spec §9: minutes in a day. */
export const MINUTES_PAR_JOUR = 1440;
const MS_PAR_JOUR = 86_400_000;

/** A calendar day as a number of days since 1970-01-01 (spec §3 rendezVousDate). */
export type Jour = number;
/** A time of day as minutes since midnight (spec §3 rendezVousHeure, slot hours). */
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

/** ISO weekday of a day number: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday). */
export function jourIsoDeLaSemaine(jour: Jour): number {
  return ((((jour + 3) % 7) + 7) % 7) + 1;
}

/** Day number -> 'DD/MM/YYYY' (spec §3 examenDate display). */
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

/**
 * The instant of a Paris day and time. A time inside the hour skipped on the spring-forward day
 * does not exist; the time zone library resolves it to a neighbouring instant.
 */
export function instantParis(jour: Jour, minutes: Minutes): Date {
  const d = new Date(jour * MS_PAR_JOUR);
  const paris = new TZDate(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    Math.floor(minutes / 60),
    minutes % 60,
    FUSEAU_HORAIRE,
  );
  return new Date(paris.getTime());
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

/** An instant displayed in Paris time as 'DD/MM/YYYY HH:mm'. */
export function formatInstantParis(instant: Date): string {
  return format(new TZDate(instant.getTime(), FUSEAU_HORAIRE), 'dd/MM/yyyy HH:mm');
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

/** A calendar day 'YYYY-MM-DD' that really exists, with the field's French message. */
export function dateIsoSchema(message: string) {
  return z.string({ error: message }).refine((v) => jourDepuisIso(v) !== null, message);
}
