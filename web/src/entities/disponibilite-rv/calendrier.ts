// The time grid of the agendas and the examiners' hours: pure conversions between Paris wall-clock days
// and times and the FullCalendar grid (time zone Europe/Paris: a date-time without offset is a Paris
// wall-clock time), and the examiner's hours as shaded events (shared plagesDuJour, never restated here).
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { plagesDuJour } from '@umj/shared/disponibilites-rv';
import {
  formatHeure,
  isoDepuisJour,
  jourDepuisIso,
  MINUTES_PAR_JOUR,
  type Jour,
  type Minutes,
} from '@umj/shared/dates';
/** A Paris wall-clock date-time as FullCalendar reads it in a named time zone ('YYYY-MM-DDTHH:mm:00'). */
export function dateHeureParis(jour: Jour, minutes: Minutes): string {
  const j = jour + Math.floor(minutes / MINUTES_PAR_JOUR);
  return `${isoDepuisJour(j)}T${formatHeure(minutes)}:00`;
}

/** The Paris day and time of a FullCalendar date string ('YYYY-MM-DDTHH:mm…' in the calendar's zone). */
export function jourEtMinutes(dateStr: string): { jour: Jour; minutes: Minutes } | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?/.exec(dateStr);
  const jour = match ? jourDepuisIso(match[1] as string) : null;
  if (!match || jour === null) return null;
  return { jour, minutes: Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) };
}

/** The days FullCalendar shows: its range [start, end[ as YYYY-MM-DD bounds, both included. */
export function periodeAffichee(startStr: string, endStr: string): { du: string; au: string } | null {
  const debut = jourEtMinutes(startStr);
  const fin = jourEtMinutes(endStr);
  if (!debut || !fin) return null;
  const dernier = fin.minutes === 0 ? fin.jour - 1 : fin.jour;
  return { du: isoDepuisJour(debut.jour), au: isoDepuisJour(Math.max(debut.jour, dernier)) };
}

export function joursEntre(du: string, au: string): Jour[] {
  const a = jourDepuisIso(du);
  const b = jourDepuisIso(au);
  if (a === null || b === null) return [];
  return Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
}

export interface EvenementAgenda {
  id: string;
  title: string;
  start: string;
  end: string;
  /** Event colour and its text colour (FullCalendar 7 `color` / `contrastColor`). */
  color?: string;
  contrastColor?: string;
  display?: 'background' | 'auto';
  className?: string;
  editable?: boolean;
  extendedProps?: Record<string, unknown>;
}

/** The examiner's hours of each shown day, shaded (background events). */
export function evenementsHeures(
  dispo: Pick<DisponibiliteRv, 'semaine' | 'exceptions'> | null,
  jours: readonly Jour[],
  classe = 'umj-heures',
): EvenementAgenda[] {
  return jours.flatMap((jour) =>
    plagesDuJour(dispo, jour).map((p, i) => ({
      id: `${classe}-${jour}-${i}`,
      title: '',
      start: dateHeureParis(jour, p.debut),
      end: dateHeureParis(jour, p.fin),
      display: 'background' as const,
      className: classe,
    })),
  );
}
