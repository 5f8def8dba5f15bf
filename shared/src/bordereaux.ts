// Bordereaux (invoice slips of court fees, docs/api.md): the contract the handlers and the
// screens share (answers, bodies, queries), the bordereau numbers and the billing rules (which file is
// billable, its line, the totals). The one-year billing limit is in limite-facturation.ts, the printable
// document in bordereaux-pdf.ts and the Chorus Pro export in bordereaux-chorus.ts.
import * as z from 'zod';
import { montantsEnregistres, sommeCentimes, type Centimes } from './argent.ts';
import { dateIsoSchema, isoDepuisJour, jourDepuisDateFr, jourDepuisIso, type Jour } from './dates.ts';
import type { DossierPatient } from './dossier-patient.ts';
import type { DossierPatientStocke } from './dossiers-api.ts';
import type { PaireEnDouble } from './requisitions.ts';
import { STATUT } from './statuts-dossier.ts';
import { avecVersion } from './version.ts';

// ---------------------------------------------------------------------------------------------
// Contract

/**
 * Most files one bordereau bills. Its creation is ONE DynamoDB transaction (pattern O2: the number
 * counter, the bordereau, one update per file, and the request's audit entry) and a transaction holds at
 * most 100 items: 97 files.
 * Above, the API answers 400 on `dossiers` with MESSAGE_TROP_DE_DOSSIERS (make several bordereaux).
 */
export const MAX_DOSSIERS_PAR_BORDEREAU = 97;
export const MESSAGE_TROP_DE_DOSSIERS = `Un bordereau ne peut pas facturer plus de ${MAX_DOSSIERS_PAR_BORDEREAU} dossiers : faites plusieurs bordereaux`;

/** The requester billed, copied on the bordereau at its creation (its Chorus Pro identifiers). */
export interface RequerantBordereau {
  id: string;
  nom: string;
  /** TYPES_REQUERANT id ('tribunal-judiciaire', 'parquet', ...). */
  type: string;
  /** 14 digits, or '' when the requester list has none. */
  siret: string;
  /** Chorus Pro service code, '' when none. */
  codeService: string;
  adresse: string;
}

export interface PersonneBordereau {
  id: string;
  nomComplet: string;
}

/** One billed file, frozen at the bordereau's creation (later edits of the file do not change it). */
export interface LigneBordereau {
  dossierId: number;
  /** The file's version once billed (the version the bordereau wrote). */
  dossierVersion: number;
  /** Patient initials only, e.g. "D. M." (never the full name on an invoice). */
  nom: string;
  requisitionNumero: string;
  /** 'AAAA-MM-JJ' ('' if the file had none: not possible for a billable file). */
  requisitionDate: string;
  /** 'AAAA-MM-JJ' (converted from the file's 'JJ/MM/AAAA'), null when the file has none. */
  examenDate: string | null;
  examenType: { id: number; nom: string };
  montantHT: Centimes;
  montantTVA: Centimes;
  montantTTC: Centimes;
}

export type StatutBordereau = 'emis' | 'annule';

export interface Bordereau {
  bureauId: string;
  /** 'AAAA-NNNN': per office and year, consecutive from 0001, no gaps, never reused (even cancelled). */
  numero: string;
  annee: number;
  /** Day of issue 'AAAA-MM-JJ' (Paris day of `creeLe`). */
  date: string;
  requerant: RequerantBordereau;
  lignes: LigneBordereau[];
  totalHT: Centimes;
  totalTVA: Centimes;
  totalTTC: Centimes;
  statut: StatutBordereau;
  /** ISO instant (UTC). */
  creeLe: string;
  creePar: PersonneBordereau;
  annuleLe: string | null;
  annulePar: PersonneBordereau | null;
  version: number;
  /** What happened to the bordereau beyond its fields (docs/api.md#requisitions-en-double), oldest first. */
  historique?: EvenementBordereau[];
}

/** The user confirmed billing files under the same requisition number (which pairs, who, when). */
export interface EvenementBordereau {
  action: 'confirmation-requisition';
  quand: string;
  qui: PersonneBordereau;
  paires: PaireEnDouble[];
}

/** An element of the list (O1): everything but the lines, with their count. */
export type ResumeBordereau = Omit<Bordereau, 'lignes'> & { nombreDossiers: number };

/** GET /bureaux/{id}/bordereaux?annee=AAAA: newest first. */
export interface ListeBordereaux {
  elements: ResumeBordereau[];
}

/** GET /bureaux/{id}/bordereaux/facturables: the billable files of the period (D2 order). */
export interface ListeFacturables {
  elements: DossierPatientStocke[];
}

/** A short-lived presigned link (GET .../pdf, GET .../export?format=csv). */
export interface FichierBordereau {
  url: string;
  /** Seconds the link stays valid. */
  expiresIn: number;
  nomFichier: string;
}

export type EtatLimiteFacturation = 'proche' | 'depassee';

/** GET /bureaux/{id}/bordereaux/alertes: one validated, unbilled file near or past the billing limit. */
export interface AlerteFacturation {
  dossier: Pick<
    DossierPatientStocke,
    | 'id'
    | 'nom'
    | 'examenDate'
    | 'rendezVousDate'
    | 'requerant'
    | 'requisitionFournie'
    | 'requisitionNumero'
    | 'examenType'
    | 'examinateur'
    | 'version'
  >;
  etat: EtatLimiteFacturation;
  /** Last day to bill 'AAAA-MM-JJ' (examination day + 12 months). */
  limite: string;
}

export interface ListeAlertesFacturation {
  elements: AlerteFacturation[];
}

const messageRequerant = 'Veuillez choisir un requérant';
const messageDossiers = 'Veuillez choisir au moins un dossier';
const messageDossier = 'Identifiant de dossier invalide';

/** POST /bureaux/{id}/bordereaux → 201 Bordereau (each file at the version read, else 409). */
export const creationBordereauSchema = z.strictObject({
  requerantId: z
    .string({ error: messageRequerant })
    .trim()
    .min(1, messageRequerant)
    .max(100, 'Identifiant de requérant invalide'),
  dossiers: z
    .array(
      z.strictObject({
        id: z.number({ error: messageDossier }).int(messageDossier).positive(messageDossier),
        ...avecVersion,
      }),
      { error: messageDossiers },
    )
    .min(1, messageDossiers)
    .max(MAX_DOSSIERS_PAR_BORDEREAU, MESSAGE_TROP_DE_DOSSIERS)
    .refine((ds) => new Set(ds.map((d) => d.id)).size === ds.length, {
      error: 'Un même dossier figure deux fois dans le bordereau',
    }),
  /** The user confirmed billing files with the same requester and requisition number (else 409). */
  confirmationRequisition: z.boolean().default(false),
});
export type CreationBordereau = z.infer<typeof creationBordereauSchema>;

/** POST /bureaux/{id}/bordereaux/{numero}/annulation → 200 Bordereau (statut 'annule'). */
export const annulationBordereauSchema = z.strictObject({ ...avecVersion });

/** Longest period of the billable-files query (one D2 Query per month). */
export const PERIODE_FACTURABLES_MAX_JOURS = 366;

/** Query of GET .../bordereaux/facturables: appointment days du..au, optional requester. */
export const filtreFacturablesSchema = z
  .object({
    requerant: z
      .string()
      .trim()
      .min(1, messageRequerant)
      .max(100, 'Identifiant de requérant invalide')
      .optional(),
    du: dateIsoSchema('Veuillez entrer la date de début'),
    au: dateIsoSchema('Veuillez entrer la date de fin'),
  })
  .refine((f) => f.du <= f.au, { path: ['au'], error: 'La date de fin doit suivre la date de début' })
  .refine(
    (f) => (jourDepuisIso(f.au) as Jour) - (jourDepuisIso(f.du) as Jour) < PERIODE_FACTURABLES_MAX_JOURS,
    { path: ['au'], error: `La période ne doit pas dépasser ${PERIODE_FACTURABLES_MAX_JOURS} jours` },
  );
export type FiltreFacturables = z.infer<typeof filtreFacturablesSchema>;

/** Query of GET /bureaux/{id}/bordereaux: the year (default: the current one, the handler's). */
export const filtreBordereauxSchema = z.object({
  annee: z.coerce
    .number({ error: 'Année invalide' })
    .int('Année invalide')
    .min(2000, 'Année invalide')
    .max(2999, 'Année invalide')
    .optional(),
});

/** Query of GET .../{numero}/export. */
export const formatExportSchema = z.object({
  format: z.enum(['json', 'csv'], { error: "Format d'export invalide (csv ou json)" }).default('json'),
});

/**
 * One row of the Chorus Pro grouped memo of court fees: the requester (recipient: SIRET and service
 * code), the requisition (number, date), the act and its amounts. Amounts in cents (JSON); the CSV
 * writes them in euros with a decimal comma.
 */
export interface LigneExportChorus {
  numeroBordereau: string;
  dateBordereau: string;
  siretDestinataire: string;
  codeServiceDestinataire: string;
  nomDestinataire: string;
  numeroRequisition: string;
  dateRequisition: string;
  dateExamen: string;
  acte: string;
  montantHT: Centimes;
  montantTVA: Centimes;
  montantTTC: Centimes;
}

/** GET .../{numero}/export?format=json. */
export interface ExportChorus {
  numeroBordereau: string;
  dateBordereau: string;
  statut: StatutBordereau;
  devise: 'EUR';
  destinataire: { nom: string; type: string; siret: string; codeService: string; adresse: string };
  lignes: LigneExportChorus[];
  totalHT: Centimes;
  totalTVA: Centimes;
  totalTTC: Centimes;
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** 'AAAA-NNNN' (4 digits at least; the 10 000th of a year gets 5). */
export function formatNumeroBordereau(annee: number, rang: number): string {
  return `${annee}-${String(rang).padStart(4, '0')}`;
}

/** 'AAAA-NNNN' -> its year and rank, null when it is not a bordereau number. */
export function lireNumeroBordereau(numero: string): { annee: number; rang: number } | null {
  const match = /^(\d{4})-(\d{4,6})$/.exec(numero);
  if (match === null || Number(match[2]) === 0) return null;
  return { annee: Number(match[1]), rang: Number(match[2]) };
}

export const MESSAGE_NUMERO_INVALIDE = 'Numéro de bordereau invalide';
export const numeroBordereauSchema = z
  .string({ error: MESSAGE_NUMERO_INVALIDE })
  .refine((n) => lireNumeroBordereau(n) !== null, MESSAGE_NUMERO_INVALIDE);

// ---------------------------------------------------------------------------------------------
// Rules

type DossierFacturable = Pick<
  DossierPatient,
  | 'statut'
  | 'bordereauNumero'
  | 'requisitionFournie'
  | 'requisitionNumero'
  | 'requisitionDate'
  | 'requerant'
  | 'examenType'
  | 'montantHT'
>;

/**
 * Why a file cannot be billed (for the requester `requerantId` when given), or null when it can. A
 * billable file: report validated (status 50; so never Annulé), not on a bordereau yet, a
 * requisition provided with its number and date, a requester (the given one), an exam type and an
 * amount (a bordereau line needs both; they are prefilled from the exam type's tariff).
 */
export function raisonNonFacturable(dossier: DossierFacturable, requerantId?: string): string | null {
  if (dossier.statut?.id !== STATUT.rapportValide) return "Le rapport de ce dossier n'est pas validé";
  if (dossier.bordereauNumero != null) return `Dossier déjà facturé (bordereau ${dossier.bordereauNumero})`;
  if (!dossier.requisitionFournie || dossier.requisitionNumero.trim() === '' || !dossier.requisitionDate)
    return "Ce dossier n'a pas de réquisition complète";
  if (dossier.requerant === null) return "Ce dossier n'a pas de requérant";
  if (requerantId !== undefined && dossier.requerant.id !== requerantId)
    return "Ce dossier n'est pas de ce requérant";
  if (dossier.examenType === null || dossier.montantHT == null) return "Ce dossier n'a pas de montant";
  return null;
}

/** `raisonNonFacturable(...) === null`. */
export function estFacturable(dossier: DossierFacturable, requerantId?: string): boolean {
  return raisonNonFacturable(dossier, requerantId) === null;
}

/** Patient initials: 'DUPONT Marie' -> 'D. M.', 'Jean-Pierre Martin' -> 'J.-P. M.'; '' stays ''. */
export function initialesPatient(nom: string): string {
  return nom
    .trim()
    .split(/\s+/)
    .filter((mot) => mot !== '')
    .map((mot) =>
      mot
        .split('-')
        .filter((partie) => partie !== '')
        .map((partie) => `${partie.charAt(0).toLocaleUpperCase('fr-FR')}.`)
        .join('-'),
    )
    .join(' ');
}

/** A file's 'JJ/MM/AAAA' exam date as 'AAAA-MM-JJ' (null when absent or not a date). */
function examenIso(examenDate: string | null): string | null {
  const jour = examenDate === null ? null : jourDepuisDateFr(examenDate);
  return jour === null ? null : isoDepuisJour(jour);
}

/**
 * The bordereau line of a (billable) file: its amounts by the one VAT rule (argent.ts
 * `montantsEnregistres`: as stored on the file, bounds checked), TTC = HT + TVA.
 */
export function ligneDuDossier(
  dossier: Pick<
    DossierPatientStocke,
    | 'id'
    | 'version'
    | 'nom'
    | 'requisitionNumero'
    | 'requisitionDate'
    | 'examenDate'
    | 'examenType'
    | 'montantHT'
    | 'montantTVA'
  >,
): LigneBordereau {
  const { ht, tva, ttc } = montantsEnregistres(dossier);
  return {
    dossierId: dossier.id,
    dossierVersion: dossier.version,
    nom: initialesPatient(dossier.nom),
    requisitionNumero: dossier.requisitionNumero,
    requisitionDate: dossier.requisitionDate ?? '',
    examenDate: examenIso(dossier.examenDate),
    examenType: { id: dossier.examenType?.id ?? 0, nom: dossier.examenType?.nom ?? '' },
    montantHT: ht,
    montantTVA: tva,
    montantTTC: ttc,
  };
}

export interface TotauxBordereau {
  totalHT: Centimes;
  totalTVA: Centimes;
  totalTTC: Centimes;
}

/**
 * Totals of a bordereau: the sums of its lines (each line's VAT was rounded once, on the file), so the
 * totals reconcile to the cent with the lines and TTC = HT + TVA.
 */
export function totauxBordereau(
  lignes: readonly Pick<LigneBordereau, 'montantHT' | 'montantTVA'>[],
): TotauxBordereau {
  const totalHT = sommeCentimes(lignes.map((l) => l.montantHT));
  const totalTVA = sommeCentimes(
    lignes.map((l) => l.montantTVA),
    'montantTVA',
  );
  return { totalHT, totalTVA, totalTTC: sommeCentimes([totalHT, totalTVA]) };
}

/** File names of the downloads: 'bordereau-2026-0001.pdf', 'chorus-2026-0001.csv'. */
export function nomFichierBordereau(numero: string, genre: 'pdf' | 'csv'): string {
  return genre === 'pdf' ? `bordereau-${numero}.pdf` : `chorus-${numero}.csv`;
}
