// docs/product-rules.md#patient-file (dossier patient / appointment) and Attachment; docs/product-rules.md#statuses On save and On status change;
// docs/product-rules.md#access who may edit a record.
import * as z from 'zod';
import {
  calculerMontants,
  centimes,
  MESSAGE_MONTANT_HT_HORS_BORNES,
  montantSchema,
  type Montants,
} from './argent.ts';
import { bureauRefSchema, type BureauRef } from './bureau.ts';
import { MESSAGE_CONFIRMATION_REQUISITION, MESSAGE_DOSSIER_INCOMPLET } from './constantes.ts';
import { dateIsoSchema, formatDateFr, formatHeure, jourParis, minutesParis } from './dates.ts';
import { COMPATIBILITES, lieuSchema, MOTIFS_NON_VISITE, SEXES } from './enums.ts';
import type { Reglages } from './reglages.ts';
import { MESSAGES_RENDEZ_VOUS, reglesExamineActives, validerRendezVous } from './rendez-vous-form.ts';
import { inGroup, type Role } from './roles.ts';
import { STATUT, statutRef, statutRefSchema, type StatutId } from './statuts-dossier.ts';
import type { TypeExamen } from './types-examen.ts';

const texte = z.string().default('');
const instantIso = z.iso.datetime({ offset: true, error: 'Date invalide' }).nullable().default(null);
const dateIso = dateIsoSchema('Date invalide').nullable().default(null);
/** (input limits): a short text of the form, its maximum named in the message. */
const texteCourt = (libelle: string, max = 200) =>
  z.string().max(max, `${libelle} ne doit pas dépasser ${max} caractères`).default('');
/** docs/product-rules.md#attachment: an attachment's description, at most this many characters. */
export const LONGUEUR_MAX_DESCRIPTION_PIECE = 500;
/** An attachment's description: trimmed, bounded, its field named in the message. */
export const descriptionPieceSchema = z
  .string({ error: 'La description doit être un texte' })
  .trim()
  .max(
    LONGUEUR_MAX_DESCRIPTION_PIECE,
    `La description ne doit pas dépasser ${LONGUEUR_MAX_DESCRIPTION_PIECE} caractères`,
  );
const identifiant = z.string().max(100, 'Identifiant invalide');
const ref = z.object({
  id: identifiant,
  nom: z.string().max(200, 'Le nom ne doit pas dépasser 200 caractères'),
});

/** docs/product-rules.md#attachment (photo or document). */
export const pieceJointeSchema = z.object({
  nom: z.string(),
  description: descriptionPieceSchema.default(''),
  typeMime: z.string(),
  tailleEnOctets: z.number().int().nonnegative(),
  dateModification: z.iso.datetime({ offset: true }),
  originalUrl: z.string(),
  originalW: z.number().int().nonnegative().nullable().default(null),
  originalH: z.number().int().nonnegative().nullable().default(null),
  apercu320Url: z.string().nullable().default(null),
  apercu320W: z.number().int().nonnegative().nullable().default(null),
  apercu320H: z.number().int().nonnegative().nullable().default(null),
});
export type PieceJointe = z.infer<typeof pieceJointeSchema>;

/**
 * docs/product-rules.md#patient-file. Instants (dateRdvPris, dateArrivé, ...) are ISO 8601; rendezVousDate is a day
 * number and rendezVousHeure minutes in the day; examenDate 'DD/MM/YYYY' and examenHeure 'HH:mm' as
 * the spec fixes them; other calendar dates 'YYYY-MM-DD'; amounts in cents. `id` 0 = not yet saved.
 */
export const dossierPatientSchema = z.object({
  id: z.number().int().nonnegative().default(0),
  lieu: lieuSchema.default(0),
  dateRdvPris: instantIso,
  dateArrivé: instantIso,
  dateAnnulé: instantIso,
  dateMail: instantIso,
  dateRemis: instantIso,
  statut: statutRefSchema.nullable().default(null),
  nom: texteCourt('Le nom'),
  profession: texteCourt('La profession'),
  dateDeNaissance: dateIso,
  sexe: z.enum(SEXES).default(''),
  commissariat: ref.nullable().default(null),
  regie: texteCourt('La régie'),
  rendezVousDate: z.number().int().nullable().default(null),
  rendezVousHeure: z.number().int().min(0).max(1439).nullable().default(null),
  examinateur: z
    .object({
      id: identifiant,
      nomComplet: z.string().max(200, "Le nom de l'examinateur ne doit pas dépasser 200 caractères"),
    })
    .nullable()
    .default(null),
  examenType: z
    .object({ id: z.number().int(), nom: z.string(), tarif: z.number().int(), tva: z.boolean() })
    .nullable()
    .default(null),
  examenConclusion: texte,
  examenDate: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Veuillez entrer une date')
    .nullable()
    .default(null),
  examenHeure: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Veuillez entrer une heure')
    .nullable()
    .default(null),
  gavHeureProlongation: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure de prolongation invalide')
    .nullable()
    .default(null),
  gavVisiteEffectuée: z.boolean().nullable().default(null),
  gavMotifNonVisite: z.enum(MOTIFS_NON_VISITE).default(''),
  requerant: ref.nullable().default(null),
  requisitionFournie: z.boolean().default(false),
  requisitionDate: dateIso,
  requisitionNumero: texteCourt('Le numéro de réquisition', 100),
  attestationFournie: z.boolean().default(false),
  /**
   * Integer cents in [0, 10,000 €] (docs/api.md#montants-dun-dossier); negative or an empty text: the
   * form's « Veuillez entrer un montant » (docs/product-rules.md#appointment-form).
   */
  montantHT: montantSchema(MESSAGE_MONTANT_HT_HORS_BORNES, MESSAGES_RENDEZ_VOUS.montantHT)
    .nullable()
    .default(null),
  /** Computed by the server at save; a typed value is ignored. */
  montantTVA: z.number().int().nullable().default(null),
  bordereauNumero: z.string().nullable().default(null),
  dateModification: instantIso,
  photos: z.array(pieceJointeSchema).default([]),
  documents: z.array(pieceJointeSchema).default([]),
  affaireDate: dateIso,
  affaireNature: texteCourt("La nature de l'affaire"),
  affaireNom: texteCourt("Le nom de l'affaire"),
  notes: texte,
  retourExaminateur: texte,
  bureau: bureauRefSchema.nullable().default(null),
});
export type DossierPatient = z.infer<typeof dossierPatientSchema>;

/** Values a GaV conclusion may take (docs/product-rules.md#entities Compatibility, without the empty choice). */
export const CONCLUSIONS_GAV = COMPATIBILITES.filter((c) => c !== '');

/** docs/product-rules.md#on-save. `now` is the current instant, `bureauCourant` the user's working office. */
export function preparerEnregistrement(
  dossier: DossierPatient,
  now: Date,
  bureauCourant: BureauRef | null,
): DossierPatient {
  let next = { ...dossier };
  if (next.nom.trim() !== '' && (next.statut === null || next.statut.id === STATUT.aucun)) {
    next = { ...next, statut: statutRef(STATUT.rdvPris) };
  }
  if (next.statut !== null && next.statut.id >= STATUT.rdvPris && next.dateRdvPris === null) {
    next = { ...next, dateRdvPris: now.toISOString() };
  }
  if ((next.id <= 0 || next.bureau === null) && bureauCourant !== null) {
    next = { ...next, bureau: bureauCourant };
  }
  return next;
}

// The two texts of the status change live with the constants (no schema): the SPA's French texts
// import them without loading this module's schemas.
export { MESSAGE_CONFIRMATION_REQUISITION, MESSAGE_DOSSIER_INCOMPLET };

export type DecisionStatut =
  | { kind: 'unchanged' }
  | { kind: 'refused'; message: string }
  | { kind: 'confirm'; message: string; then: DossierPatient }
  | { kind: 'apply'; record: DossierPatient };

/** docs/product-rules.md#statuses: a record is saved when it has an id above 0, a status (Aucun is none) and a name. */
export function estEnregistre(dossier: DossierPatient): boolean {
  return dossier.id > 0 && (dossier.statut?.id ?? STATUT.aucun) !== STATUT.aucun && dossier.nom.trim() !== '';
}

/**
 * The statuses reached only with the examination data, whatever status the file comes from: the report
 * statuses (Rapport en cours, Rapport validé), so skipping statuses cannot bypass them
 * (docs/product-rules.md#on-status-change). Examiné is not one of them: the move to Examiné records the
 * visit (the secretariat marks it when the doctor leaves the room) with the rules that apply before it,
 * and the examination data are required from the next save of the file at Examiné or above.
 */
export function statutExigeExamen(cible: StatutId): boolean {
  return cible === STATUT.rapportEnCours || cible === STATUT.rapportValide;
}

/** Examiné or a report status (Annulé excluded): where a forward move stamps the exam date and hour. */
function statutDateExamen(cible: StatutId): boolean {
  return reglesExamineActives(cible, cible);
}

/**
 * The previous status the form rules are checked with when a file moves from `actuel` to `cible`: the
 * target itself when it needs the examination data, the current status otherwise (the screen shows the
 * same problems as the server's refusal). From below Examiné (or from Annulé) to Examiné, the current
 * status: the from-Examiné rules stay off for that move.
 */
export function statutPrecedentPourCible(cible: StatutId, actuel: number | null): number | null {
  return statutExigeExamen(cible) ? cible : actuel;
}

/**
 * What makes a file "complete" is not shown. Choice: a file is complete for a target status when it
 * passes the appointment form's own rules (docs/product-rules.md#validation) at that status, the previous status being the
 * current one: the same rules the secretariat sees when editing, so an alert never contradicts the form.
 * So a move to Examiné from RDV pris, Arrivé or Annulé needs the rules before Examiné only (name,
 * appointment day and hour, examiner, amount, the requisition fields when ticked), while a file already
 * at Examiné or above needs the from-Examiné rules too. A status that needs the examination data
 * (statutExigeExamen) checks the from-Examiné rules (birth date, sex, origin, régie, exam type, exam date
 * and hour, the ITT or GaV conclusion) even when the file comes from below Examiné.
 */
export function estComplet(dossier: DossierPatient, cible: StatutId): boolean {
  const valeurs = { ...dossier, statut: { id: cible } };
  const statutPrecedent = statutPrecedentPourCible(cible, dossier.statut?.id ?? null);
  return validerRendezVous(valeurs, { modeAnticipe: false, statutPrecedent }).length === 0;
}

/** Dates cleared going backward and set going forward (docs/product-rules.md#on-status-change). */
function appliquerDates(dossier: DossierPatient, cible: StatutId, now: Date): DossierPatient {
  const actuel = (dossier.statut as { id: number }).id;
  const next = { ...dossier, statut: statutRef(cible) };
  if (cible < actuel) {
    if (cible < STATUT.arrive) next.dateArrivé = null;
    if (cible < STATUT.examine) Object.assign(next, { examenDate: null, examenHeure: null });
    // Going backward the target is always below Annulé (the highest status): the cancellation date goes.
    next.dateAnnulé = null;
  }
  if (cible === STATUT.annule) {
    next.dateAnnulé ??= now.toISOString();
  } else {
    // Choice: "at Arrivé or later" is read along the chain Arrivé..Rapport validé; cancelling a file
    // does not give it an arrival or exam date it never had.
    if (cible >= STATUT.arrive) next.dateArrivé ??= now.toISOString();
    return avecDatesExamen(next, cible, now);
  }
  return next;
}

/**
 * The exam date and hour a move to `cible` sets when they are empty (Examiné and the report statuses):
 * the values the move is checked with, on the server and in the form before it asks for the move.
 */
export function avecDatesExamen<T extends Pick<DossierPatient, 'examenDate' | 'examenHeure'>>(
  valeurs: T,
  cible: StatutId,
  now: Date,
): T {
  if (!statutDateExamen(cible)) return valeurs;
  return {
    ...valeurs,
    examenDate: valeurs.examenDate ?? formatDateFr(jourParis(now)),
    examenHeure: valeurs.examenHeure ?? formatHeure(minutesParis(now)),
  };
}

/** docs/product-rules.md#on-status-change: a decision, never an alert. */
export function changerStatut(dossier: DossierPatient, cible: StatutId, now: Date): DecisionStatut {
  if (!estEnregistre(dossier) || dossier.statut?.id === cible) return { kind: 'unchanged' };
  const record = appliquerDates(dossier, cible, now);
  if (cible !== STATUT.annule && !estComplet({ ...record, statut: dossier.statut }, cible)) {
    return { kind: 'refused', message: MESSAGE_DOSSIER_INCOMPLET };
  }
  if (cible === STATUT.rapportValide && !dossier.requisitionFournie) {
    return { kind: 'confirm', message: MESSAGE_CONFIRMATION_REQUISITION, then: record };
  }
  return { kind: 'apply', record };
}

/**
 * docs/product-rules.md#access "Editing a patient-file record" is partly unclear (read literally it lets any non-secretariat
 * user edit). Choice, as a forensic unit works: the secretariat (admin, secretariat, external
 * secretariat) manages every file of its offices (office scoping is checked by the server); an examiner
 * (doctor or psychologist, who both own appointments) may create a new file (a visit request or an
 * appointment it books) and edit the files it is the examiner of; a user without role edits nothing.
 */
export function peutModifierDossier(
  utilisateur: { id: string; role: Role },
  dossier: Pick<DossierPatient, 'id' | 'examinateur'>,
): boolean {
  if (inGroup(utilisateur.role, 'anySecretariat')) return true;
  if (!inGroup(utilisateur.role, 'examiner')) return false;
  if (dossier.id <= 0) return true;
  return dossier.examinateur?.id === utilisateur.id;
}

/**
 * Amounts of a file for its exam type: HT is the type's tariff, TVA at the settings' rate when the
 * type has VAT (docs/product-rules.md#money).
 */
export function montantsDuType(
  type: Pick<TypeExamen, 'tva'> & { tarif: number },
  reglages: Pick<Reglages, 'montantTVA'>,
): Montants {
  return calculerMontants(centimes(type.tarif), type.tva, reglages.montantTVA);
}
