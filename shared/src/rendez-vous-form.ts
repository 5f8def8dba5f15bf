// docs/product-rules.md#appointment-form: every rule and message, the early mode, the from-Examiné rules with their
// previous-status condition, ITT and GaV rules, requisition rules and montantHT.
import * as z from 'zod';
import { estMontantValide, MESSAGE_MONTANT_HT_HORS_BORNES } from './argent.ts';
import { COMPATIBILITES, LIEU } from './enums.ts';
import { STATUT } from './statuts-dossier.ts';
import { familleExamen } from './types-examen.ts';

export const MESSAGES_RENDEZ_VOUS = {
  rendezVousDate: 'Veuillez entrer une date',
  rendezVousHeure: 'Veuillez entrer une heure',
  examinateur: "Veuillez choisir l'examinateur",
  nom: 'Veuillez entrer le nom du patient',
  dateDeNaissance: 'Veuillez entrer une date de naissance',
  sexe: 'Veuillez choisir un sexe',
  commissariat: 'Veuillez choisir une origine',
  regie: 'Veuillez entrer une régie',
  examenType: "Veuillez choisir un type d'examen",
  examenDate: 'Veuillez entrer une date',
  examenHeure: 'Veuillez entrer une heure',
  conclusionItt: 'Veuillez entrer un nombre de jours',
  conclusionGav: 'Veuillez choisir une conclusion',
  motifGav: 'Veuillez choisir un motif',
  requerant: 'Veuillez choisir un requérant',
  requisitionDate: 'Veuillez entrer une date de réquisition',
  requisitionNumero: 'Veuillez entrer un numéro de réquisition',
  montantHT: 'Veuillez entrer un montant',
} as const;

type Vide = null | undefined;

/** The fields of a patient file the appointment form checks (docs/product-rules.md#entities names). */
export interface RendezVousValeurs {
  /** Appointment kind (docs/product-rules.md#entities); 30 = visit request. */
  lieu?: number | Vide;
  statut?: { id: number } | Vide;
  nom?: string | Vide;
  rendezVousDate?: number | Vide;
  rendezVousHeure?: number | Vide;
  examinateur?: { id: string } | Vide;
  dateDeNaissance?: string | Vide;
  sexe?: string | Vide;
  commissariat?: { id: string } | Vide;
  regie?: string | Vide;
  examenType?: { nom: string } | Vide;
  examenConclusion?: string | Vide;
  examenDate?: string | Vide;
  examenHeure?: string | Vide;
  gavVisiteEffectuée?: boolean | Vide;
  gavMotifNonVisite?: string | Vide;
  requisitionFournie?: boolean | Vide;
  requerant?: { id: string } | Vide;
  requisitionDate?: string | Vide;
  requisitionNumero?: string | Vide;
  montantHT?: number | Vide;
}

export interface RendezVousContexte {
  /**
   * Early mode: the form is used to book a slot before the patient is known (a visit request or an
   * appointment taken by phone); the name is then required only once a status is set.
   */
  modeAnticipe: boolean;
  /** Status id the record had before this edit (null for a new record). */
  statutPrecedent: number | null;
}

export interface ProblemeChamp {
  field: keyof RendezVousValeurs;
  message: string;
}

/** docs/product-rules.md#validation ITT conclusion: 0 or a positive integer without leading zero. */
export const CONCLUSION_ITT = /^(0|[1-9]\d*)$/;

/** docs/product-rules.md#validation: an ITT conclusion shown as 'N jour' or 'N jours' (plural from 2). */
export function formatConclusionItt(conclusion: string | number): string {
  const jours = Number(conclusion);
  return `${jours} ${jours >= 2 ? 'jours' : 'jour'}`;
}

const estVide = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const auMoinsExamine = (id: number | null | undefined) =>
  id != null && id >= STATUT.examine && id !== STATUT.annule;

/** Are the from-Examiné rules on (status and previous status both Examiné up, Annulé excluded)? */
export function reglesExamineActives(
  statut: number | null | undefined,
  statutPrecedent: number | null,
): boolean {
  return auMoinsExamine(statut) && auMoinsExamine(statutPrecedent);
}

/** Every problem of the form, in the order of the fields on screen. */
export function validerRendezVous(v: RendezVousValeurs, contexte: RendezVousContexte): ProblemeChamp[] {
  const problemes: ProblemeChamp[] = [];
  const exiger = (field: keyof RendezVousValeurs, message: string) => {
    if (estVide(v[field])) problemes.push({ field, message });
  };
  exiger('rendezVousDate', MESSAGES_RENDEZ_VOUS.rendezVousDate);
  exiger('rendezVousHeure', MESSAGES_RENDEZ_VOUS.rendezVousHeure);
  exiger('examinateur', MESSAGES_RENDEZ_VOUS.examinateur);
  const statut = v.statut?.id;
  // Choice: Aucun (0) counts as "no status" for the early-mode rule.
  if ((statut != null && statut !== STATUT.aucun) || !contexte.modeAnticipe)
    exiger('nom', MESSAGES_RENDEZ_VOUS.nom);

  const examine = reglesExamineActives(statut, contexte.statutPrecedent);
  const demandeDeVisite = v.lieu === LIEU.demandeDeVisite;
  // (choice): a custody visit request names its police station from the start (it picks the
  // zone and the doctor on duty); the from-Examiné rules below then check it too, once.
  if (demandeDeVisite && !examine) exiger('commissariat', MESSAGES_RENDEZ_VOUS.commissariat);
  if (examine) {
    for (const field of [
      'dateDeNaissance',
      'sexe',
      'commissariat',
      'regie',
      'examenType',
      'examenDate',
      'examenHeure',
    ] as const) {
      exiger(field, MESSAGES_RENDEZ_VOUS[field]);
    }
  }

  const famille = familleExamen(v.examenType);
  // Choice: the conclusion is checked once given, and required when the from-Examiné rules apply
  // (before the exam the conclusion cannot be known).
  if (
    famille === 'ITT' &&
    (examine || !estVide(v.examenConclusion)) &&
    !CONCLUSION_ITT.test(v.examenConclusion ?? '')
  ) {
    problemes.push({ field: 'examenConclusion', message: MESSAGES_RENDEZ_VOUS.conclusionItt });
  }
  // (choice): a visit request is a custody visit, so its outcome follows the GaV rules
  // whatever exam type is chosen.
  if (famille === 'GaV' || demandeDeVisite) {
    const conclusionValide = COMPATIBILITES.some((c) => c !== '' && c === v.examenConclusion);
    if (v.gavVisiteEffectuée === true && !conclusionValide) {
      problemes.push({ field: 'examenConclusion', message: MESSAGES_RENDEZ_VOUS.conclusionGav });
    }
    if (v.gavVisiteEffectuée === false) exiger('gavMotifNonVisite', MESSAGES_RENDEZ_VOUS.motifGav);
  }

  if (v.requisitionFournie === true) {
    exiger('requerant', MESSAGES_RENDEZ_VOUS.requerant);
    exiger('requisitionDate', MESSAGES_RENDEZ_VOUS.requisitionDate);
    exiger('requisitionNumero', MESSAGES_RENDEZ_VOUS.requisitionNumero);
  }
  // Defined and not negative (the schema of the file answers the same at montantHT).
  if (v.montantHT == null || !Number.isFinite(v.montantHT) || v.montantHT < 0) {
    problemes.push({ field: 'montantHT', message: MESSAGES_RENDEZ_VOUS.montantHT });
  } else if (!estMontantValide(v.montantHT)) {
    // The bound of docs/api.md#montants-dun-dossier (a fraction of a cent, more than 10,000 €), shown
    // by the form as the server answers it.
    problemes.push({ field: 'montantHT', message: MESSAGE_MONTANT_HT_HORS_BORNES });
  }
  return problemes;
}

/**
 * The same rules as a zod schema (API input on the server, forms in the browser): each problem is an
 * issue whose path is the field.
 */
export function rendezVousSchema(contexte: RendezVousContexte) {
  return z
    .custom<RendezVousValeurs>((v) => typeof v === 'object' && v !== null, { error: 'Rendez-vous invalide' })
    .superRefine((valeurs, ctx) => {
      for (const p of validerRendezVous(valeurs, contexte)) {
        ctx.addIssue({ code: 'custom', message: p.message, path: [p.field] });
      }
    });
}
