// Statistics (`/secretariat/statistiques`, `/examinateur/statistiques`): the contract of
// GET /bureaux/{bureauId}/statistiques?du&au[&examinateur] and the pure counts behind it.
//
// Rules (docs/api.md "Statistiques"):
// - The files of the period are those whose appointment day (rendezVousDate, the day they are indexed
//   under: access patterns D2/D3) is in [du, au]. `statut` counts them all, Annulé included.
// - The activity tables (exam type, kind, police station, requester, examiner, month, weekday, time
//   bucket, calendar) count the files that are not cancelled (status other than Annulé).
// - The moment of a file is its examination day and hour (examenDate + examenHeure) once recorded,
//   else its appointment day and hour, read as Paris wall-clock time (the fields are Paris-local).
//   Time buckets: day 08:00–18:00, evening 18:00–22:00, night 22:00–08:00 (start included, end
//   excluded). Calendar flags are independent: a Sunday public holiday counts as week-end AND public
//   holiday; "jour ouvré" is a day that is neither. Public holidays are those of `joursFeries`.
// - ITT: acts (Examiné to Rapport validé) whose exam type is of the ITT family (`familleExamen`), by
//   the number of days of examenConclusion: 0, 1–8, 9 and more, or not entered.
// - Custody visits: visit requests (kind 30) whose visit was made, by `visiteDansLeDelai` of
//   demandes-visite.ts (3 hours, CPP art. 63-3): in time, late, or unknown (a date or hour missing).
import * as z from 'zod';
import { CHAMPS_PERIODE, avecPeriodeValide, estActeComptable } from './comptabilite.ts';
import {
  isoDepuisJour,
  jourDepuisDateFr,
  jourDepuisIso,
  jourIsoDeLaSemaine,
  minutesDepuisHeure,
  type Jour,
  type Minutes,
} from './dates.ts';
import { DELAI_LEGAL_VISITE_MINUTES, estDemandeDeVisite, visiteDansLeDelai } from './demandes-visite.ts';
import type { DossierPatient } from './dossier-patient.ts';
import { LIEUX } from './enums.ts';
import { joursFeries } from './periodes.ts';
import { STATUT, STATUTS_DOSSIER } from './statuts-dossier.ts';
import { familleExamen } from './types-examen.ts';

/** GET /bureaux/{bureauId}/statistiques query: `du`, `au` (YYYY-MM-DD), optional `examinateur` (user id). */
export const filtreStatistiquesSchema = avecPeriodeValide(
  z.object({
    ...CHAMPS_PERIODE,
    examinateur: z
      .string({ error: "Identifiant d'examinateur invalide" })
      .min(1, "Identifiant d'examinateur invalide")
      .max(100, "Identifiant d'examinateur invalide")
      .optional(),
  }),
);
export type FiltreStatistiques = z.infer<typeof filtreStatistiquesSchema>;

/** The tables of the statistics, in display order (one chart, one table and one XLSX sheet each). */
export const TABLES_STATISTIQUES = [
  'statut',
  'typeExamen',
  'lieu',
  'commissariat',
  'requerant',
  'examinateur',
  'mois',
  'jourSemaine',
  'tranche',
  'calendrier',
  'itt',
  'visitesGav',
] as const;
export type TableStatistique = (typeof TABLES_STATISTIQUES)[number];

/** Tables whose rows are the data's own values (sorted by count); the others have fixed rows. */
export const TABLES_PAR_VALEUR: readonly TableStatistique[] = [
  'typeExamen',
  'commissariat',
  'requerant',
  'examinateur',
];

export interface Compte {
  /** Row key: a status or kind id, an entity id, 'AAAA-MM', 1–7 (ISO weekday), a fixed code; '' = none. */
  cle: string;
  /** French name of the row (the screen translates fixed rows by key). */
  libelle: string;
  nombre: number;
}

export interface Statistiques {
  /** Files of the period, every status. */
  nombreDossiers: number;
  /** Files of the period that are not cancelled (the activity tables' population). */
  nombreActivite: number;
  tables: Record<TableStatistique, Compte[]>;
}

/** The answer of GET /bureaux/{bureauId}/statistiques. */
export interface ReponseStatistiques extends Statistiques {
  bureauId: string;
  du: string;
  au: string;
  /** Set when the figures are one examiner's only (an examiner always gets its own). */
  examinateurId: string | null;
}

/** The fields of a file the statistics read. */
export type DossierStatistique = Pick<
  DossierPatient,
  | 'statut'
  | 'lieu'
  | 'rendezVousDate'
  | 'rendezVousHeure'
  | 'examenDate'
  | 'examenHeure'
  | 'examenType'
  | 'examenConclusion'
  | 'commissariat'
  | 'requerant'
  | 'examinateur'
  | 'gavVisiteEffectuée'
>;

export type TrancheHoraire = 'jour' | 'soir' | 'nuit';
export const DEBUT_JOUR: Minutes = 8 * 60;
export const DEBUT_SOIR: Minutes = 18 * 60;
export const DEBUT_NUIT: Minutes = 22 * 60;

/** Day 08:00–18:00, evening 18:00–22:00, night 22:00–08:00 (start included, end excluded). */
export function trancheHoraire(minutes: Minutes): TrancheHoraire {
  if (minutes >= DEBUT_JOUR && minutes < DEBUT_SOIR) return 'jour';
  if (minutes >= DEBUT_SOIR && minutes < DEBUT_NUIT) return 'soir';
  return 'nuit';
}

/** The file's moment: examination day and hour once recorded, else appointment day and hour. */
export function momentDuDossier(
  d: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure' | 'examenDate' | 'examenHeure'>,
): { jour: Jour | null; minutes: Minutes | null } {
  const jourExamen = d.examenDate === null ? null : jourDepuisDateFr(d.examenDate);
  const minutesExamen = d.examenHeure === null ? null : minutesDepuisHeure(d.examenHeure);
  if (jourExamen !== null && minutesExamen !== null) return { jour: jourExamen, minutes: minutesExamen };
  return { jour: d.rendezVousDate, minutes: d.rendezVousHeure };
}

const feriesParAnnee = new Map<number, Set<string>>();

/** Is the day a French public holiday (`joursFeries` of its year)? */
export function estJourFerie(jour: Jour): boolean {
  const iso = isoDepuisJour(jour);
  const annee = Number(iso.slice(0, 4));
  let feries = feriesParAnnee.get(annee);
  if (feries === undefined) {
    feries = new Set(joursFeries(annee).map((p) => p.dateDebut));
    feriesParAnnee.set(annee, feries);
  }
  return feries.has(iso);
}

export type ClasseItt = 'zero' | 'unAHuit' | 'neufEtPlus' | 'nonRenseigne';

/** The ITT class of an ITT act: 0 day, 1–8 days, 9 days and more, or not entered (not a number). */
export function classeItt(conclusion: string): ClasseItt {
  const texte = conclusion.trim();
  if (!/^(0|[1-9]\d*)$/.test(texte)) return 'nonRenseigne';
  const jours = Number(texte);
  if (jours === 0) return 'zero';
  return jours <= 8 ? 'unAHuit' : 'neufEtPlus';
}

const JOURS_SEMAINE = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/** Rows { cle, libelle } of a record key -> label, in its order. */
function lignesDe(libelles: Readonly<Record<string, string>>): { cle: string; libelle: string }[] {
  return Object.entries(libelles).map(([cle, libelle]) => ({ cle, libelle }));
}

/** Fixed rows of the tables that have them, in display order. */
export const LIGNES_FIXES = {
  tranche: lignesDe({ jour: 'Jour (08:00–18:00)', soir: 'Soirée (18:00–22:00)', nuit: 'Nuit (22:00–08:00)' }),
  calendrier: lignesDe({ jourOuvre: 'Jour ouvré', weekEnd: 'Week-end', jourFerie: 'Jour férié' }),
  itt: lignesDe({
    zero: '0 jour',
    unAHuit: '1 à 8 jours',
    neufEtPlus: '9 jours et plus',
    nonRenseigne: 'Non renseignée',
  }),
  visitesGav: lignesDe({
    dansLeDelai: 'Dans le délai de 3 heures',
    horsDelai: 'Hors délai',
    inconnu: 'Délai inconnu',
  }),
  statut: STATUTS_DOSSIER.filter((s) => s.id !== STATUT.aucun).map((s) => ({
    cle: String(s.id),
    libelle: s.nom,
  })),
  lieu: LIEUX.map((l) => ({ cle: String(l.id), libelle: l.nom })),
  jourSemaine: JOURS_SEMAINE.map((libelle, index) => ({ cle: String(index + 1), libelle })),
} satisfies Partial<Record<TableStatistique, readonly { cle: string; libelle: string }[]>>;

/** The months 'AAAA-MM' from the month of `du` to the month of `au` (both 'YYYY-MM-DD'). */
export function moisDeLaPeriode(du: string, au: string): string[] {
  const mois: string[] = [];
  let annee = Number(du.slice(0, 4));
  let m = Number(du.slice(5, 7));
  const fin = au.slice(0, 7);
  for (;;) {
    const courant = `${annee}-${String(m).padStart(2, '0')}`;
    if (courant > fin) return mois;
    mois.push(courant);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) annee += 1;
  }
}

class Compteur {
  private readonly lignes = new Map<string, Compte>();
  constructor(fixes: readonly { cle: string; libelle: string }[] = []) {
    for (const f of fixes) this.lignes.set(f.cle, { ...f, nombre: 0 });
  }
  ajouter(cle: string, libelle: string, nombre = 1): void {
    const ligne = this.lignes.get(cle);
    if (ligne) ligne.nombre += nombre;
    else this.lignes.set(cle, { cle, libelle, nombre });
  }
  valeurs(): Compte[] {
    return [...this.lignes.values()];
  }
}

/** The "none" row ('' key) sorts after the others. */
export function rangSansValeur(cle: string): number {
  return cle === '' ? 1 : 0;
}

/** Data-driven rows: most frequent first, then by name; the "none" row last. */
function parNombre(lignes: Compte[]): Compte[] {
  return lignes.sort(
    (a, b) =>
      rangSansValeur(a.cle) - rangSansValeur(b.cle) ||
      b.nombre - a.nombre ||
      a.libelle.localeCompare(b.libelle, 'fr') ||
      a.cle.localeCompare(b.cle),
  );
}

const SANS = {
  typeExamen: "Sans type d'examen",
  commissariat: 'Sans commissariat',
  requerant: 'Sans requérant',
  examinateur: 'Sans examinateur',
  mois: 'Sans date',
} as const;

function compteursVides(du: string, au: string): Record<TableStatistique, Compteur> {
  return {
    statut: new Compteur(LIGNES_FIXES.statut),
    typeExamen: new Compteur(),
    lieu: new Compteur(LIGNES_FIXES.lieu),
    commissariat: new Compteur(),
    requerant: new Compteur(),
    examinateur: new Compteur(),
    mois: new Compteur(moisDeLaPeriode(du, au).map((m) => ({ cle: m, libelle: m }))),
    jourSemaine: new Compteur(LIGNES_FIXES.jourSemaine),
    tranche: new Compteur(LIGNES_FIXES.tranche),
    calendrier: new Compteur(LIGNES_FIXES.calendrier),
    itt: new Compteur(LIGNES_FIXES.itt),
    visitesGav: new Compteur(LIGNES_FIXES.visitesGav),
  };
}

/** Months in date order, "no date" ('') last. */
function ordreMois(a: string, b: string): number {
  return rangSansValeur(a) - rangSansValeur(b) || a.localeCompare(b);
}

function tablesDepuis(compteurs: Record<TableStatistique, Compteur>): Record<TableStatistique, Compte[]> {
  const tables = {} as Record<TableStatistique, Compte[]>;
  for (const nom of TABLES_STATISTIQUES) {
    const lignes = compteurs[nom].valeurs();
    if (TABLES_PAR_VALEUR.includes(nom)) tables[nom] = parNombre(lignes);
    // Months found outside the period's (an exam recorded on another day) go in date order.
    else if (nom === 'mois') tables[nom] = lignes.sort((a, b) => ordreMois(a.cle, b.cle));
    else tables[nom] = lignes;
  }
  return tables;
}

function compterActivite(c: Record<TableStatistique, Compteur>, d: DossierStatistique): void {
  c.typeExamen.ajouter(d.examenType ? String(d.examenType.id) : '', d.examenType?.nom ?? SANS.typeExamen);
  const lieu = LIEUX.find((l) => l.id === d.lieu) ?? LIEUX[0];
  c.lieu.ajouter(String(lieu.id), lieu.nom);
  c.commissariat.ajouter(d.commissariat?.id ?? '', d.commissariat?.nom ?? SANS.commissariat);
  c.requerant.ajouter(d.requerant?.id ?? '', d.requerant?.nom ?? SANS.requerant);
  c.examinateur.ajouter(d.examinateur?.id ?? '', d.examinateur?.nomComplet ?? SANS.examinateur);
  const moment = momentDuDossier(d);
  if (moment.jour === null) {
    c.mois.ajouter('', SANS.mois);
  } else {
    const mois = isoDepuisJour(moment.jour).slice(0, 7);
    c.mois.ajouter(mois, mois);
    const jourSemaine = jourIsoDeLaSemaine(moment.jour);
    c.jourSemaine.ajouter(String(jourSemaine), JOURS_SEMAINE[jourSemaine - 1] as string);
    const weekEnd = jourSemaine >= 6;
    const ferie = estJourFerie(moment.jour);
    if (weekEnd) c.calendrier.ajouter('weekEnd', '');
    if (ferie) c.calendrier.ajouter('jourFerie', '');
    if (!weekEnd && !ferie) c.calendrier.ajouter('jourOuvre', '');
  }
  if (moment.minutes !== null) c.tranche.ajouter(trancheHoraire(moment.minutes), '');
}

/** A daylight-saving change moves a Paris wall-clock duration by one hour at most. */
const ECART_HEURE_ETE_MINUTES = 60;

/**
 * A made custody visit against the 3-hour limit, as `visiteDansLeDelai` (demandes-visite.ts) decides
 * it. The exact instants (Paris time zone) are computed only when the wall-clock gap between request
 * and visit is within an hour of the limit, where a daylight-saving change could matter; farther from
 * it the wall clock decides alone (a year's statistics count thousands of visits).
 */
export function classeVisite(d: DossierStatistique): 'dansLeDelai' | 'horsDelai' | 'inconnu' {
  const jourVisite = d.examenDate === null ? null : jourDepuisDateFr(d.examenDate);
  const minutesVisite = d.examenHeure === null ? null : minutesDepuisHeure(d.examenHeure);
  if (
    jourVisite !== null &&
    minutesVisite !== null &&
    d.rendezVousDate !== null &&
    d.rendezVousHeure !== null
  ) {
    const ecart = (jourVisite - d.rendezVousDate) * 1440 + minutesVisite - d.rendezVousHeure;
    if (ecart <= DELAI_LEGAL_VISITE_MINUTES - ECART_HEURE_ETE_MINUTES) return 'dansLeDelai';
    if (ecart > DELAI_LEGAL_VISITE_MINUTES + ECART_HEURE_ETE_MINUTES) return 'horsDelai';
  }
  const dansLeDelai = visiteDansLeDelai(d);
  if (dansLeDelai === null) return 'inconnu';
  return dansLeDelai ? 'dansLeDelai' : 'horsDelai';
}

/**
 * The statistics of a set of files (one office's period, or one examiner's). `du` and `au` give the
 * months listed even when empty.
 */
export function calculerStatistiques(
  dossiers: readonly DossierStatistique[],
  periode: { du: string; au: string },
): Statistiques {
  const c = compteursVides(periode.du, periode.au);
  let nombreActivite = 0;
  for (const d of dossiers) {
    const statut = d.statut?.id ?? STATUT.aucun;
    c.statut.ajouter(String(statut), d.statut?.nom ?? 'Aucun');
    if (statut === STATUT.annule) continue;
    nombreActivite += 1;
    compterActivite(c, d);
    if (estActeComptable(d) && familleExamen(d.examenType) === 'ITT') {
      c.itt.ajouter(classeItt(d.examenConclusion), '');
    }
    if (estDemandeDeVisite(d) && d.gavVisiteEffectuée === true && estActeComptable(d)) {
      c.visitesGav.ajouter(classeVisite(d), '');
    }
  }
  return { nombreDossiers: dossiers.length, nombreActivite, tables: tablesDepuis(c) };
}

/**
 * Several offices' statistics as one (the screen's office selection): rows of the same key are
 * added; `du`/`au` are the period asked of each.
 */
export function fusionnerStatistiques(
  parts: readonly Statistiques[],
  periode: { du: string; au: string },
): Statistiques {
  const c = compteursVides(periode.du, periode.au);
  let nombreDossiers = 0;
  let nombreActivite = 0;
  for (const part of parts) {
    nombreDossiers += part.nombreDossiers;
    nombreActivite += part.nombreActivite;
    for (const nom of TABLES_STATISTIQUES) {
      for (const ligne of part.tables[nom]) c[nom].ajouter(ligne.cle, ligne.libelle, ligne.nombre);
    }
  }
  return { nombreDossiers, nombreActivite, tables: tablesDepuis(c) };
}

/** The day numbers of a period given as 'YYYY-MM-DD' (the handler's reads). */
export function joursDeLaPeriode(periode: { du: string; au: string }): { du: Jour; au: Jour } {
  return { du: jourDepuisIso(periode.du) as Jour, au: jourDepuisIso(periode.au) as Jour };
}
