// Issue 9 agendas: pure conversions between the patient files / examiners' hours and the FullCalendar
// time grid (time zone Europe/Paris: a date-time without offset is a Paris wall-clock time). The rules
// themselves are the shared ones: the day's hours (plagesDuJour), the suggested slots
// (creneauxSuggeres) and the 8-minute rule (suggererHeures), never restated here.
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { creneauxSuggeres, plagesDuJour } from '@umj/shared/disponibilites-rv';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { PAS_GRILLE_MINUTES } from '@umj/shared/constantes';
import {
  formatHeure,
  isoDepuisJour,
  jourDepuisIso,
  MINUTES_PAR_JOUR,
  type Jour,
  type Minutes,
} from '@umj/shared/dates';
import { STATUT, statutDossier, type StatutId } from '@umj/shared/statuts-dossier';
import { suggererHeures } from '@umj/shared/suggestions-creneaux';

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

const HEX: Readonly<Record<string, string>> = {
  black: '#000000',
  darkgoldenrod: '#b8860b',
  blue: '#0000ff',
  blueviolet: '#8a2be2',
  green: '#008000',
  red: '#ff0000',
};

function luminance(hex: string): number {
  const canal = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contraste(a: string, b: string): number {
  const [claire, foncee] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (claire + 0.05) / (foncee + 0.05);
}

/** The spec §4 status colour of a file and the text colour (black or white) that reads best on it. */
export function couleursStatut(statutId: StatutId | null | undefined): { fond: string; texte: string } {
  const fond = HEX[statutDossier(statutId ?? STATUT.aucun).couleur] ?? '#000000';
  const texte = contraste(fond, '#ffffff') >= contraste(fond, '#000000') ? '#ffffff' : '#000000';
  return { fond, texte };
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

/** Files with a day and a time become 15-minute events coloured by status. */
export function evenementsRendezVous(
  dossiers: readonly DossierPatientStocke[],
  titre: (d: DossierPatientStocke) => string,
  deplacable: boolean,
): EvenementAgenda[] {
  return dossiers
    .filter((d) => d.rendezVousDate !== null && d.rendezVousHeure !== null)
    .map((d) => {
      const jour = d.rendezVousDate as number;
      const heure = d.rendezVousHeure as number;
      const { fond, texte } = couleursStatut(d.statut?.id);
      return {
        id: String(d.id),
        title: titre(d),
        start: dateHeureParis(jour, heure),
        end: dateHeureParis(jour, heure + PAS_GRILLE_MINUTES),
        color: fond,
        contrastColor: texte,
        // A cancelled appointment stays visible but is not moved.
        editable: deplacable && d.statut?.id !== STATUT.annule,
        className: `umj-rdv umj-rdv-statut-${d.statut?.id ?? 0}`,
        extendedProps: { dossierId: d.id },
      };
    });
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

/** The appointments of one day (for the shared slot rules). */
export const duJour = (dossiers: readonly DossierPatientStocke[], jour: Jour) =>
  dossiers.filter((d) => d.rendezVousDate === jour);

/** Spec §9 / issue 9: the suggested slots of the examiner on that day (the shared rule). */
export function heuresSuggerees(
  dispo: Pick<DisponibiliteRv, 'semaine' | 'exceptions'> | null,
  jour: Jour,
  dossiers: readonly DossierPatientStocke[],
): number[] {
  return creneauxSuggeres(dispo, jour, duJour(dossiers, jour));
}

/**
 * The non-cancelled appointments of that day less than 8 minutes from `minutes` (the shared spec §9
 * rule: the time would not be suggested because of each of them), the file being moved excepted.
 */
export function rendezVousTropProches(
  dossiers: readonly DossierPatientStocke[],
  jour: Jour,
  minutes: Minutes,
  exclureId?: number,
): DossierPatientStocke[] {
  return duJour(dossiers, jour).filter(
    (d) =>
      d.id !== exclureId &&
      d.rendezVousHeure !== null &&
      suggererHeures([d], { debut: minutes, fin: minutes + 1, exclureId }).length === 0,
  );
}
