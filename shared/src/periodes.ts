// docs/product-rules.md#entities (Period: id, type, nom, dateDebut, dateFin; duration derived) and docs/product-rules.md#constants (seeded public and
// school holidays). Public holidays are computed for any year; school holidays are editable seed data.
/// <reference path="./jours-feries.d.ts" />
import joursFeriesDeLAnnee from '@socialgouv/jours-feries';
import * as z from 'zod';
import { texteRequis } from './texte.ts';
import {
  dateIsoSchema,
  finApresDebut,
  isoDepuisJour,
  jourDepuisAnMoisJour,
  jourDepuisIso,
  type Jour,
} from './dates.ts';

export const TYPES_PERIODE = ['', 'Jour Férié', 'Vacances Scolaires'] as const;
export type TypePeriode = (typeof TYPES_PERIODE)[number];

/** Dates are calendar days 'YYYY-MM-DD', both ends included. */
export const periodeSchema = z
  .object({
    id: z.number({ error: "Veuillez entrer l'identifiant de la période" }).int().positive(),
    type: z.enum(TYPES_PERIODE, { error: 'Type de période invalide' }),
    nom: texteRequis('Veuillez entrer le nom de la période'),
    dateDebut: dateIsoSchema('Veuillez entrer une date de début'),
    dateFin: dateIsoSchema('Veuillez entrer une date de fin'),
  })
  .refine((p) => finApresDebut(p.dateDebut, p.dateFin), {
    message: 'La date de fin doit être postérieure ou égale à la date de début',
    path: ['dateFin'],
  });
export type Periode = z.infer<typeof periodeSchema>;
export type PeriodeSansId = Omit<Periode, 'id'>;

/** docs/product-rules.md#entities: duration in days, both ends included (a one-day holiday lasts 1 day). */
export function dureeEnJours(periode: Pick<Periode, 'dateDebut' | 'dateFin'>): number {
  return (jourDepuisIso(periode.dateFin) as Jour) - (jourDepuisIso(periode.dateDebut) as Jour) + 1;
}

/** Does the period cover this day? */
export function periodeContient(periode: Pick<Periode, 'dateDebut' | 'dateFin'>, jour: Jour): boolean {
  const iso = isoDepuisJour(jour);
  return periode.dateDebut <= iso && iso <= periode.dateFin;
}

/** The holidays that mark a day (public or school holidays covering it; a period without a type marks none). */
export function periodesMarquantLeJour<P extends Pick<Periode, 'type' | 'dateDebut' | 'dateFin'>>(
  periodes: readonly P[],
  jour: Jour,
): P[] {
  return periodes.filter((p) => p.type !== '' && periodeContient(p, jour));
}

/**
 * French public holidays of a year (metropolitan France, without the two Alsace-Moselle days),
 * computed by @socialgouv/jours-feries, Easter-based ones included. The library returns local
 * midnights; reading the local calendar day 12 hours later is immune to a daylight-saving shift.
 */
export function joursFeries(annee: number): PeriodeSansId[] {
  return Object.entries(joursFeriesDeLAnnee(annee))
    .map(([nom, date]) => {
      const midi = new Date(date.getTime() + 12 * 3_600_000);
      const iso = isoDepuisJour(
        jourDepuisAnMoisJour(midi.getFullYear(), midi.getMonth() + 1, midi.getDate()) as Jour,
      );
      return { type: 'Jour Férié' as const, nom, dateDebut: iso, dateFin: iso };
    })
    .sort((a, b) => a.dateDebut.localeCompare(b.dateDebut));
}

/**
 * School holidays of zone C (académies de Paris, Créteil, Versailles: the units' area), from the
 * national school calendars: first day without classes to the last one before classes resume.
 * Seed data, editable by an administrator in the configuration (périodesDeTemps). docs/product-rules.md#constants names
 * 2022 and 2023; the school years 2025-2026 and 2026-2027 are the current ones (classes resume on
 * 1 September 2026 and 2027).
 */
export const VACANCES_SCOLAIRES_ZONE_C: readonly PeriodeSansId[] = (
  [
    ["Vacances d'hiver 2022", '2022-02-19', '2022-03-06'],
    ['Vacances de printemps 2022', '2022-04-23', '2022-05-08'],
    ["Pont de l'Ascension 2022", '2022-05-26', '2022-05-29'],
    ["Vacances d'été 2022", '2022-07-08', '2022-08-31'],
    ['Vacances de la Toussaint 2022', '2022-10-22', '2022-11-06'],
    ['Vacances de Noël 2022', '2022-12-17', '2023-01-02'],
    ["Vacances d'hiver 2023", '2023-02-18', '2023-03-05'],
    ['Vacances de printemps 2023', '2023-04-22', '2023-05-08'],
    ["Pont de l'Ascension 2023", '2023-05-18', '2023-05-21'],
    ["Vacances d'été 2023", '2023-07-08', '2023-09-03'],
    ['Vacances de la Toussaint 2023', '2023-10-21', '2023-11-05'],
    ['Vacances de Noël 2023', '2023-12-23', '2024-01-07'],
    ['Vacances de la Toussaint 2025', '2025-10-18', '2025-11-02'],
    ['Vacances de Noël 2025', '2025-12-20', '2026-01-04'],
    ["Vacances d'hiver 2026", '2026-02-21', '2026-03-08'],
    ['Vacances de printemps 2026', '2026-04-18', '2026-05-03'],
    ["Pont de l'Ascension 2026", '2026-05-14', '2026-05-17'],
    ["Vacances d'été 2026", '2026-07-04', '2026-08-31'],
    ['Vacances de la Toussaint 2026', '2026-10-17', '2026-11-01'],
    ['Vacances de Noël 2026', '2026-12-19', '2027-01-03'],
    ["Vacances d'hiver 2027", '2027-02-06', '2027-02-21'],
    ['Vacances de printemps 2027', '2027-04-03', '2027-04-18'],
    ["Pont de l'Ascension 2027", '2027-05-06', '2027-05-09'],
    ["Vacances d'été 2027", '2027-07-03', '2027-08-31'],
  ] as const
).map(([nom, dateDebut, dateFin]) => ({ type: 'Vacances Scolaires' as const, nom, dateDebut, dateFin }));

/**
 * Default périodesDeTemps: the school-holiday seed plus the public holidays of the years it covers
 * (2022, 2023) and of the year before, of and after `today`; sorted by start then name, ids 1..n.
 */
export function periodesParDefaut(today: Jour): Periode[] {
  const annee = Number(isoDepuisJour(today).slice(0, 4));
  const annees = [...new Set([2022, 2023, annee - 1, annee, annee + 1])];
  return [...annees.flatMap(joursFeries), ...VACANCES_SCOLAIRES_ZONE_C]
    .sort((a, b) => a.dateDebut.localeCompare(b.dateDebut) || a.nom.localeCompare(b.nom))
    .map((p, index) => ({ id: index + 1, ...p }));
}
