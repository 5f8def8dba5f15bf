// Payment split (docs/product-rules.md#entities: "Payment split: unique per office and date"; docs/product-rules.md#money default settings
// tauxDeParticipationAuxFrais 30, montantTVA 20). The rule, the stored shape and the API contract.
//
// The rule (docs/api.md "Payment split"): for an office and a date, the acts of that date are the files
// of that office whose examination date is that day and whose status is Examiné or above, Annulé
// excluded (Examiné 30, Rapport en cours 40, Rapport validé 50). Per examiner: the number of acts, the
// total HT (each file's montantHT), the office's share = HT x participation rate rounded half-up to the
// cent PER ACT, the examiner's share = HT - office share (per act, so each act's two shares add up to
// its HT), the VAT = the file's own montantTVA (the one VAT rule of argent.ts `montantsEnregistres`,
// computed at save, the same as bordereaux and accounting read). Line totals are
// sums of the acts' amounts and office totals are sums of the lines: they reconcile to the cent.
import * as z from 'zod';
import { centimes, montantsEnregistres, repartitionParticipationAuxFrais, type Centimes } from './argent.ts';
import { dateIsoSchema, jourDepuisDateFr, jourDepuisIso, type Jour } from './dates.ts';
import type { Reglages } from './reglages.ts';
import { STATUT } from './statuts-dossier.ts';
import { avecVersion } from './version.ts';

/** What the split reads of a patient file (docs/product-rules.md#entities fields). */
export interface DossierPourRepartition {
  id: number;
  statut: { id: number } | null;
  /** 'DD/MM/YYYY' (docs/product-rules.md#entities examenDate). */
  examenDate: string | null;
  /** Appointment day, the day the file is listed under (pattern D2). */
  rendezVousDate: number | null;
  examinateur: { id: string; nomComplet: string } | null;
  examenType: { tva: boolean } | null;
  montantHT: number | null;
  /** Computed at save (docs/api.md#montants-dun-dossier); empty counts as 0. */
  montantTVA: number | null;
}

/** The examiner of a line; files without examiner (imported data) share one line with id ''. */
export interface ExaminateurRepartition {
  id: string;
  nomComplet: string;
}

/** Amounts of a line or of the office, in integer cents. */
export interface MontantsRepartition {
  nombreActes: number;
  montantHT: Centimes;
  partBureau: Centimes;
  partExaminateur: Centimes;
  montantTVA: Centimes;
  montantTTC: Centimes;
}

export interface LigneRepartition extends MontantsRepartition {
  examinateur: ExaminateurRepartition;
  /** Ids of the files counted on this line, ascending (traceability of each euro). */
  dossiers: number[];
}

/** The rates a split was computed with (settings of the configuration at that time, docs/product-rules.md#settings). */
export interface TauxRepartition {
  tauxDeParticipationAuxFrais: number;
  montantTVA: number;
}

export interface CalculRepartition {
  taux: TauxRepartition;
  /** One line per examiner, by name then id. */
  lignes: LigneRepartition[];
  totaux: MontantsRepartition;
  /**
   * Files read with status Examiné or above whose examination date is ANOTHER day. Splits computed when
   * the files of the appointment day were read named those here; a split now reads the acts of its exam
   * day (docs/data-model.md#payment-split-by-exam-day), so this is empty for it.
   */
  dossiersExaminesUnAutreJour: number[];
}

/** Who computed a version: the daily schedule (or the CLI), or an administrator's recompute. */
export type AuteurCalcul =
  | { type: 'planification' }
  | { type: 'utilisateur'; id: string; nomComplet: string };

/** One computed version of a split (the current one, or one kept in the history). */
export interface VersionRepartition extends CalculRepartition {
  version: number;
  /** ISO instant of the computation. */
  calculeLe: string;
  calculePar: AuteurCalcul;
}

/** A payment split as stored and answered: unique per office and date (pattern P1). */
export interface RepartitionPaiement extends VersionRepartition {
  bureauId: string;
  /** The day, 'AAAA-MM-JJ'. */
  date: string;
  /** Previous versions, newest first (a recompute keeps the replaced one here). */
  historique: VersionRepartition[];
}

/** The statuses whose files are acts of the split: Examiné, Rapport en cours, Rapport validé. */
export function statutFacturable(statut: number | null | undefined): boolean {
  return statut != null && statut >= STATUT.examine && statut <= STATUT.rapportValide;
}

/**
 * The examination day of a file: its examenDate; a file without one (not possible once Examiné through
 * the API, whose docs/product-rules.md#statuses rule sets it; possible in imported data) is taken on its appointment day.
 */
export function jourExamen(d: Pick<DossierPourRepartition, 'examenDate' | 'rendezVousDate'>): Jour | null {
  if (d.examenDate !== null) return jourDepuisDateFr(d.examenDate);
  return d.rendezVousDate;
}

/**
 * The day a file is paid on: its examination day (`jourExamen`) while it is an act (Examiné..Rapport
 * validé), null otherwise (before Examiné, Annulé). The server indexes a file under this day (GSI3,
 * docs/data-model.md#payment-split-by-exam-day), so each act is in exactly one day's split.
 */
export function jourDePaiement(
  d: Pick<DossierPourRepartition, 'statut' | 'examenDate' | 'rendezVousDate'>,
): Jour | null {
  return statutFacturable(d.statut?.id) ? jourExamen(d) : null;
}

/** Is the file an act of `jour` (status Examiné..Rapport validé, examined that day)? */
export function estActeDuJour(d: DossierPourRepartition, jour: Jour): boolean {
  return statutFacturable(d.statut?.id) && jourExamen(d) === jour;
}

const SANS_EXAMINATEUR: ExaminateurRepartition = { id: '', nomComplet: '' };

function montantsVides(): MontantsRepartition {
  return {
    nombreActes: 0,
    montantHT: centimes(0),
    partBureau: centimes(0),
    partExaminateur: centimes(0),
    montantTVA: centimes(0),
    montantTTC: centimes(0),
  };
}

function ajouter(a: MontantsRepartition, b: MontantsRepartition): MontantsRepartition {
  return {
    nombreActes: a.nombreActes + b.nombreActes,
    montantHT: centimes(a.montantHT + b.montantHT),
    partBureau: centimes(a.partBureau + b.partBureau),
    partExaminateur: centimes(a.partExaminateur + b.partExaminateur),
    montantTVA: centimes(a.montantTVA + b.montantTVA),
    montantTTC: centimes(a.montantTTC + b.montantTTC),
  };
}

/** The amounts of one act: its HT, the office's share rounded half-up, the rest, the VAT if any. */
export function montantsActe(d: DossierPourRepartition, taux: TauxRepartition): MontantsRepartition {
  // A file without amount (imported data; the docs/product-rules.md#validation rule requires one) counts as an act of 0. The VAT is
  // the one rule's (the file's stored TVA), not recomputed from `taux.montantTVA` (kept for the record).
  const { ht, tva, ttc } = montantsEnregistres(d);
  const parts = repartitionParticipationAuxFrais(ht, taux.tauxDeParticipationAuxFrais);
  return {
    nombreActes: 1,
    montantHT: ht,
    partBureau: parts.bureau,
    partExaminateur: parts.examinateur,
    montantTVA: tva,
    montantTTC: ttc,
  };
}

/**
 * The split of `jour` from the files read for it (an office's files listed on that day) and the
 * settings. Pure: the caller reads the files and the settings and stores the result.
 */
export function calculerRepartition(
  dossiers: readonly DossierPourRepartition[],
  jour: Jour,
  reglages: Pick<Reglages, 'tauxDeParticipationAuxFrais' | 'montantTVA'>,
): CalculRepartition {
  const taux: TauxRepartition = {
    tauxDeParticipationAuxFrais: reglages.tauxDeParticipationAuxFrais,
    montantTVA: reglages.montantTVA,
  };
  const parExaminateur = new Map<string, LigneRepartition>();
  const autreJour: number[] = [];
  for (const d of dossiers) {
    if (!estActeDuJour(d, jour)) {
      if (statutFacturable(d.statut?.id)) autreJour.push(d.id);
      continue;
    }
    const examinateur = d.examinateur ?? SANS_EXAMINATEUR;
    const ligne = parExaminateur.get(examinateur.id) ?? {
      examinateur: { id: examinateur.id, nomComplet: examinateur.nomComplet },
      dossiers: [],
      ...montantsVides(),
    };
    parExaminateur.set(examinateur.id, {
      ...ligne,
      ...ajouter(ligne, montantsActe(d, taux)),
      dossiers: [...ligne.dossiers, d.id],
    });
  }
  const lignes = [...parExaminateur.values()]
    .map((l) => ({ ...l, dossiers: [...l.dossiers].sort((a, b) => a - b) }))
    .sort(
      (a, b) =>
        a.examinateur.nomComplet.localeCompare(b.examinateur.nomComplet, 'fr') ||
        a.examinateur.id.localeCompare(b.examinateur.id),
    );
  const totaux = lignes.reduce<MontantsRepartition>((t, l) => ajouter(t, l), montantsVides());
  return { taux, lignes, totaux, dossiersExaminesUnAutreJour: autreJour.sort((a, b) => a - b) };
}

/** Do two computations give the same split (same rates, lines and files)? */
export function memeCalcul(a: CalculRepartition, b: CalculRepartition): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A split replaced by a new computation: version + 1, the replaced version first in the history. */
export function nouvelleVersion(
  actuelle: RepartitionPaiement,
  calcul: CalculRepartition,
  calculeLe: Date,
  calculePar: AuteurCalcul,
): RepartitionPaiement {
  const { bureauId, date, historique, ...precedente } = actuelle;
  return {
    bureauId,
    date,
    ...calcul,
    version: actuelle.version + 1,
    calculeLe: calculeLe.toISOString(),
    calculePar,
    historique: [precedente, ...historique],
  };
}

/** The totals of several splits (the screen's period total): sums of their totals. */
export function totauxDesRepartitions(repartitions: readonly RepartitionPaiement[]): MontantsRepartition {
  return repartitions.reduce<MontantsRepartition>((t, r) => ajouter(t, r.totaux), montantsVides());
}

// ---------------------------------------------------------------------------------------------
// API contract.

/** Longest period one list call covers (one Query of one partition: P2). */
export const PERIODE_REPARTITIONS_MAX_JOURS = 366;

/** GET /bureaux/{id}/repartitions-paiement?du=&au= (AAAA-MM-JJ, both included). */
export const filtreRepartitionsSchema = z
  .object({
    du: dateIsoSchema('Veuillez entrer la date de début'),
    au: dateIsoSchema('Veuillez entrer la date de fin'),
  })
  .refine((f) => f.du <= f.au, { path: ['au'], error: 'La date de fin doit suivre la date de début' })
  .refine(
    (f) =>
      (jourDepuisIso(f.au) as Jour) - (jourDepuisIso(f.du) as Jour) + 1 <= PERIODE_REPARTITIONS_MAX_JOURS,
    { path: ['au'], error: `La période ne doit pas dépasser ${PERIODE_REPARTITIONS_MAX_JOURS} jours` },
  );
export type FiltreRepartitions = z.infer<typeof filtreRepartitionsSchema>;

/** Path of the recompute: the office and the day 'AAAA-MM-JJ'. */
export const jourRepartitionSchema = dateIsoSchema('Veuillez entrer une date');

/** POST /bureaux/{id}/repartitions-paiement/{jour}/recalcul { version } (administrator only). */
export const recalculRepartitionSchema = z.object({ ...avecVersion });
export type RecalculRepartition = z.infer<typeof recalculRepartitionSchema>;

/** 404 message of a day without split. */
export const MESSAGE_REPARTITION_INTROUVABLE = 'Aucune répartition des paiements pour ce jour';
/** 400 message of a recompute of a day not yet over (Europe/Paris). */
export const MESSAGE_JOUR_NON_TERMINE = 'La répartition d’un jour se calcule une fois ce jour terminé';

/** Can a split of `jour` be computed at `today` (Paris day)? Only once the day is over. */
export function jourTermine(jour: Jour, aujourdhui: Jour): boolean {
  return jour < aujourdhui;
}
