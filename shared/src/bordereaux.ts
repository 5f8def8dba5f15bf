// Issue 11 bordereaux (invoice slips; spec §2 /secretariat/bordereau/*, §3 bordereauNumero, §9 tariffs):
// the contract the handlers and the screens share (answers, bodies, queries), the billing rules (which
// file is billable, its line, the totals, the one-year billing limit), the printable document as a
// pdfmake definition made of pure data (the browser preview and the Lambda print the same) and the
// rows of the Chorus Pro export (grouped memo of court fees).
import * as z from 'zod';
import { formatEuros, montantsEnregistres, sommeCentimes, type Centimes } from './argent.ts';
import {
  dateIsoSchema,
  formatDateFr,
  isoDepuisJour,
  jourDepuisAnMoisJour,
  jourDepuisDateFr,
  jourDepuisIso,
  type Jour,
} from './dates.ts';
import type { DossierPatient } from './dossier-patient.ts';
import type { DossierPatientStocke } from './dossiers-api.ts';
import { typeRequerantLabel } from './listes.ts';
import type { PaireEnDouble } from './requisitions.ts';
import { STATUT } from './statuts-dossier.ts';
import { avecVersion } from './version.ts';

// ---------------------------------------------------------------------------------------------
// Contract

/**
 * Most files one bordereau bills. Its creation is ONE DynamoDB transaction (pattern O2: the number
 * counter, the bordereau, then one update per file) and a transaction holds at most 100 items: 98 files.
 * Above, the API answers 400 on `dossiers` with MESSAGE_TROP_DE_DOSSIERS (make several bordereaux).
 */
export const MAX_DOSSIERS_PAR_BORDEREAU = 98;
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
 * billable file (issue 11): report validated (status 50; so never Annulé), not on a bordereau yet, a
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

/** A court-fee memo must be presented within one year of the examination (billing limit). */
export const MOIS_LIMITE_FACTURATION = 12;
/** The warning starts one month before the limit. */
export const MOIS_ALERTE_FACTURATION = 11;
/**
 * Files past the limit stay in the alerts this many months more, then leave the list (still billable
 * if the requester accepts; they stay in the billable-files query). It bounds the alert query to
 * MOIS_LIMITE_FACTURATION - MOIS_ALERTE_FACTURATION + this = 4 months of D2 partitions.
 */
export const MOIS_ALERTE_APRES_LIMITE = 3;

/** Last day to bill a file examined on `examen` (day before examen + 12 months, 'AAAA-MM-JJ'). */
export function limiteFacturation(examen: Jour): Jour {
  return ajouterMois(examen, MOIS_LIMITE_FACTURATION) - 1;
}

/**
 * Billing-limit warning of a validated file without bordereau: 'proche' from 11 months after its
 * examination day, 'depassee' from 12 months (the limit's day past), null otherwise (not validated,
 * billed, no exam date, or too recent). A file without requisition is warned too: getting the
 * requisition is what the secretariat must do before the limit.
 */
export function alerteLimiteFacturation(
  dossier: Pick<DossierPatient, 'statut' | 'bordereauNumero' | 'examenDate'>,
  aujourdhui: Jour,
): EtatLimiteFacturation | null {
  if (dossier.statut?.id !== STATUT.rapportValide || dossier.bordereauNumero != null) return null;
  const examen = dossier.examenDate === null ? null : jourDepuisDateFr(dossier.examenDate);
  if (examen === null) return null;
  if (aujourdhui > limiteFacturation(examen)) return 'depassee';
  if (aujourdhui >= ajouterMois(examen, MOIS_ALERTE_FACTURATION)) return 'proche';
  return null;
}

/**
 * Appointment days the alert query reads (D2 is keyed by appointment day, which is on or before the
 * exam day): from the oldest exam day still listed (minus a month of margin for an exam later than
 * its appointment) to the most recent exam day already warned.
 */
export function periodeAlertes(aujourdhui: Jour): { du: Jour; au: Jour } {
  const plusAncien = ajouterMois(aujourdhui, -(MOIS_LIMITE_FACTURATION + MOIS_ALERTE_APRES_LIMITE));
  return { du: ajouterMois(plusAncien, -1), au: ajouterMois(aujourdhui, -MOIS_ALERTE_FACTURATION) };
}

/**
 * Whether an alert is still listed on `aujourdhui` (not past the limit by more than
 * MOIS_ALERTE_APRES_LIMITE months).
 */
export function alerteAffichee(dossier: Pick<DossierPatient, 'examenDate'>, aujourdhui: Jour): boolean {
  const examen = dossier.examenDate === null ? null : jourDepuisDateFr(dossier.examenDate);
  return (
    examen !== null &&
    examen >= ajouterMois(aujourdhui, -(MOIS_LIMITE_FACTURATION + MOIS_ALERTE_APRES_LIMITE))
  );
}

// ---------------------------------------------------------------------------------------------
// Printable document (pdfmake definition, pure data)

/** What `documentBordereau` returns: a pdfmake document definition (pass it to createPdf). */
export interface DocumentPdf {
  info: { title: string; author: string; subject: string };
  pageSize: 'A4';
  pageOrientation: 'landscape';
  pageMargins: [number, number, number, number];
  watermark?: { text: string; color: string; opacity: number; bold: boolean };
  content: unknown[];
  styles: Record<string, Record<string, unknown>>;
  defaultStyle: { font: 'Roboto'; fontSize: number };
}

/** Amounts on paper: '1 234,50 €' with plain no-break spaces (present in every embedded font). */
export function eurosImprimes(montant: Centimes): string {
  return formatEuros(montant).replace(/\u202f/g, '\u00a0');
}

function dateImprimee(iso: string | null): string {
  const jour = iso === null ? null : jourDepuisIso(iso);
  return jour === null ? '' : formatDateFr(jour);
}

function instantImprime(iso: string): string {
  return dateImprimee(iso.slice(0, 10));
}

export const TITRE_BORDEREAU = 'Bordereau de frais de justice';

/**
 * The printable bordereau: office header (logo as a data URL only: no URL nor file is ever fetched),
 * the requester with its identifiers, one row per file (requisition number and date, patient initials,
 * act, exam date, HT/TVA/TTC) and the totals. A cancelled bordereau is printed with an 'ANNULÉ'
 * watermark and its cancellation date. Fonts: 'Roboto' (embedded by pdfmake's virtual file system).
 */
export function documentBordereau(
  bordereau: Bordereau,
  bureau: { nom: string; logoDataUrl?: string | null },
): DocumentPdf {
  const r = bordereau.requerant;
  const logo =
    bureau.logoDataUrl && bureau.logoDataUrl.startsWith('data:image/')
      ? [{ image: bureau.logoDataUrl, fit: [110, 60], width: 120 }]
      : [];
  const identifiants = [
    r.type ? typeRequerantLabel(r.type) : '',
    r.siret ? `SIRET : ${r.siret}` : '',
    r.codeService ? `Code service : ${r.codeService}` : '',
    r.adresse,
  ].filter((t) => t !== '');
  const entete = [
    'N°',
    'Réquisition',
    'Date de réquisition',
    'Patient',
    'Acte',
    "Date d'examen",
    'HT',
    'TVA',
    'TTC',
  ];
  const lignes = bordereau.lignes.map((l, i) => [
    String(i + 1),
    l.requisitionNumero,
    dateImprimee(l.requisitionDate),
    l.nom,
    l.examenType.nom,
    dateImprimee(l.examenDate),
    { text: eurosImprimes(l.montantHT), alignment: 'right' },
    { text: eurosImprimes(l.montantTVA), alignment: 'right' },
    { text: eurosImprimes(l.montantTTC), alignment: 'right' },
  ]);
  const total = [
    { text: 'Totaux', colSpan: 6, style: 'total' },
    '',
    '',
    '',
    '',
    '',
    { text: eurosImprimes(bordereau.totalHT), alignment: 'right', style: 'total' },
    { text: eurosImprimes(bordereau.totalTVA), alignment: 'right', style: 'total' },
    { text: eurosImprimes(bordereau.totalTTC), alignment: 'right', style: 'total' },
  ];
  const annule = bordereau.statut === 'annule';
  return {
    info: {
      title: `${TITRE_BORDEREAU} n° ${bordereau.numero}`,
      author: bureau.nom,
      subject: `Requérant : ${r.nom}`,
    },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 36],
    ...(annule ? { watermark: { text: 'ANNULÉ', color: '#c00000', opacity: 0.15, bold: true } } : {}),
    content: [
      {
        columns: [
          ...logo,
          { width: '*', stack: [{ text: bureau.nom, style: 'bureau' }, 'Unité médico-judiciaire'] },
          {
            width: 'auto',
            stack: [
              { text: `${TITRE_BORDEREAU} n° ${bordereau.numero}`, style: 'titre' },
              `Date : ${dateImprimee(bordereau.date)}`,
              ...(annule && bordereau.annuleLe
                ? [{ text: `Annulé le ${instantImprime(bordereau.annuleLe)}`, style: 'annule' }]
                : []),
            ],
          },
        ],
        columnGap: 12,
      },
      { text: 'Requérant', style: 'section' },
      { text: r.nom, bold: true },
      ...identifiants.map((t) => ({ text: t })),
      { text: `Dossiers facturés : ${bordereau.lignes.length}`, style: 'section' },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [entete.map((t) => ({ text: t, style: 'entete' })), ...lignes, total],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: ['*', 'auto', 'auto'],
          body: [
            [
              { text: '' },
              { text: 'Total HT', style: 'total' },
              { text: eurosImprimes(bordereau.totalHT), alignment: 'right' },
            ],
            [
              { text: '' },
              { text: 'Total TVA', style: 'total' },
              { text: eurosImprimes(bordereau.totalTVA), alignment: 'right' },
            ],
            [
              { text: '' },
              { text: 'Total TTC', style: 'total' },
              { text: eurosImprimes(bordereau.totalTTC), alignment: 'right', style: 'total' },
            ],
          ],
        },
        layout: 'noBorders',
      },
      {
        text: `Émis le ${instantImprime(bordereau.creeLe)} par ${bordereau.creePar.nomComplet}`,
        style: 'pied',
      },
    ],
    styles: {
      bureau: { fontSize: 14, bold: true },
      titre: { fontSize: 13, bold: true },
      section: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      entete: { bold: true, fillColor: '#eeeeee' },
      total: { bold: true },
      annule: { color: '#c00000', bold: true },
      pied: { fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] },
    },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
  };
}

// ---------------------------------------------------------------------------------------------
// Chorus Pro export

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

export function lignesExportChorus(bordereau: Bordereau): LigneExportChorus[] {
  return bordereau.lignes.map((l) => ({
    numeroBordereau: bordereau.numero,
    dateBordereau: bordereau.date,
    siretDestinataire: bordereau.requerant.siret,
    codeServiceDestinataire: bordereau.requerant.codeService,
    nomDestinataire: bordereau.requerant.nom,
    numeroRequisition: l.requisitionNumero,
    dateRequisition: l.requisitionDate,
    dateExamen: l.examenDate ?? '',
    acte: l.examenType.nom,
    montantHT: l.montantHT,
    montantTVA: l.montantTVA,
    montantTTC: l.montantTTC,
  }));
}

export function exportChorus(bordereau: Bordereau): ExportChorus {
  const r = bordereau.requerant;
  return {
    numeroBordereau: bordereau.numero,
    dateBordereau: bordereau.date,
    statut: bordereau.statut,
    devise: 'EUR',
    destinataire: {
      nom: r.nom,
      type: r.type,
      siret: r.siret,
      codeService: r.codeService,
      adresse: r.adresse,
    },
    lignes: lignesExportChorus(bordereau),
    totalHT: bordereau.totalHT,
    totalTVA: bordereau.totalTVA,
    totalTTC: bordereau.totalTTC,
  };
}

/** Columns of the CSV export, in order (French headers). */
export const COLONNES_CSV_CHORUS: readonly { cle: keyof LigneExportChorus; titre: string }[] = [
  { cle: 'numeroBordereau', titre: 'Numéro de bordereau' },
  { cle: 'dateBordereau', titre: 'Date du bordereau' },
  { cle: 'siretDestinataire', titre: 'SIRET du destinataire' },
  { cle: 'codeServiceDestinataire', titre: 'Code service' },
  { cle: 'nomDestinataire', titre: 'Destinataire' },
  { cle: 'numeroRequisition', titre: 'Numéro de réquisition' },
  { cle: 'dateRequisition', titre: 'Date de réquisition' },
  { cle: 'dateExamen', titre: "Date d'examen" },
  { cle: 'acte', titre: 'Acte' },
  { cle: 'montantHT', titre: 'Montant HT' },
  { cle: 'montantTVA', titre: 'Montant TVA' },
  { cle: 'montantTTC', titre: 'Montant TTC' },
];

/** Cents as '1234,50' (CSV: decimal comma, no grouping, no currency sign). */
export function montantCsv(montant: Centimes): string {
  const valeur = Math.abs(montant);
  return `${montant < 0 ? '-' : ''}${Math.floor(valeur / 100)},${String(valeur % 100).padStart(2, '0')}`;
}

/**
 * One CSV field: quoted when it holds ';', '"' or a line break; a text starting with '=', '+', '-',
 * '@', a tab or a carriage return gets a leading apostrophe (no formula runs when opened in a sheet).
 */
export function champCsv(valeur: string): string {
  const sur = /^[=+\-@\t\r]/.test(valeur) ? `'${valeur}` : valeur;
  return /[;"\r\n]/.test(sur) ? `"${sur.replace(/"/g, '""')}"` : sur;
}

/** The CSV export: UTF-8 BOM, ';' separator, CRLF, French headers, amounts in euros. */
export function csvExportChorus(bordereau: Bordereau): string {
  const lignes = lignesExportChorus(bordereau).map((l) =>
    COLONNES_CSV_CHORUS.map(({ cle }) => {
      const v = l[cle];
      return typeof v === 'number' ? montantCsv(v) : champCsv(v);
    }).join(';'),
  );
  return `\ufeff${[COLONNES_CSV_CHORUS.map((c) => champCsv(c.titre)).join(';'), ...lignes].join('\r\n')}\r\n`;
}

/** File names of the downloads: 'bordereau-2026-0001.pdf', 'chorus-2026-0001.csv'. */
export function nomFichierBordereau(numero: string, genre: 'pdf' | 'csv'): string {
  return genre === 'pdf' ? `bordereau-${numero}.pdf` : `chorus-${numero}.csv`;
}
