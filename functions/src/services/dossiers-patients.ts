// The rules of reading and saving a patient file on the server: the access check of one file
// (the office is checked by the api-handler; an examiner sees only its own files: 404 otherwise, no
// existence leak), the edit right of docs/product-rules.md#access, the billing freeze, the examiner taken from the office's
// members, the exam type and amounts of the configuration, the docs/product-rules.md#validation as a 400 on its field,
// and the changed fields of a history item.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { CONFIGURATION_VALUE_SCHEMAS } from '@umj/shared/configuration';
import { bordereauEnVigueur, decisionModificationFacturee } from '@umj/shared/dossier-facture';
import { dossierPatientSchema, peutModifierDossier, type DossierPatient } from '@umj/shared/dossier-patient';
import {
  MESSAGE_TYPE_EXAMEN_INCONNU,
  montantsALEnregistrement,
  peutFixerMontant,
  typeExamenEnregistre,
} from '@umj/shared/montants-dossier';
import type { DossierPatientStocke, EvenementHistorique } from '@umj/shared/dossiers-api';
import { lireReglages } from '@umj/shared/reglages';
import { validerRendezVous } from '@umj/shared/rendez-vous-form';
import { inGroup } from '@umj/shared/roles';
import { listerConfiguration } from '../data/configuration.ts';
import { DOSSIER_INTROUVABLE, dossierDepuisItem, lireItemDossier } from '../data/dossiers.ts';
import {
  DossierFactureError,
  ForbiddenError,
  NotFoundError,
  OutOfScopeError,
  ValidationError,
} from '../errors.ts';
import type { AuthSession } from '../lib/auth/session.ts';
import { examinateursDuBureau } from './disponibilites-rv.ts';

/** Is the caller an examiner (doctor, psychologist), who sees only the files it examines? */
export function estExaminateur(session: AuthSession): boolean {
  return inGroup(session.role, 'examiner');
}

export interface DossierLu {
  dossier: DossierPatientStocke;
  item: Record<string, NativeAttributeValue>;
}

/**
 * One file of the office (checked visible to the caller by the api-handler, docs/product-rules.md#access) that the caller
 * may see: for an examiner a file where it is the examiner. Anything else is 404 'Dossier patient
 * introuvable', audited as a refused access when the file exists out of the caller's reach.
 */
export async function lireDossierVisible(
  session: AuthSession,
  bureauId: string,
  dossierId: number,
): Promise<DossierLu> {
  const item = await lireItemDossier(bureauId, dossierId);
  if (!item) throw new NotFoundError(DOSSIER_INTROUVABLE);
  const dossier = dossierDepuisItem(item);
  if (estExaminateur(session) && dossier.examinateur?.id !== session.utilisateurId) {
    throw new OutOfScopeError(DOSSIER_INTROUVABLE);
  }
  return { dossier, item };
}

/** A file the caller may see (`lireDossierVisible`) and edit (docs/product-rules.md#access, 403 otherwise). */
export async function lireDossierModifiable(
  session: AuthSession,
  bureauId: string,
  dossierId: number,
): Promise<DossierLu> {
  const lu = await lireDossierVisible(session, bureauId, dossierId);
  verifierDroitModification(session, lu.dossier);
  return lu;
}

/** docs/product-rules.md#access edit right (shared rule) on the stored file, or on a new one (id 0): 403 otherwise. */
export function verifierDroitModification(
  session: AuthSession,
  dossier: Pick<DossierPatient, 'id' | 'examinateur'>,
): void {
  if (!peutModifierDossier({ id: session.utilisateurId, role: session.role }, dossier)) {
    throw new ForbiddenError("Vous n'avez pas les droits pour modifier ce dossier patient");
  }
}

/**
 * A billed file is frozen while its bordereau stands (shared `decisionModificationFacturee`; the
 * bordereau stands while the stored file carries its number): 409 DOSSIER_FACTURE when `suivant`
 * changes a frozen field or the status. The write that follows is conditional on the version read, and
 * billing or cancelling bumps that version, so a concurrent bordereau cannot slip between.
 */
export function verifierGelFacturation(stocke: DossierPatientStocke, suivant: Partial<DossierPatient>): void {
  const decision = decisionModificationFacturee(stocke, suivant, bordereauEnVigueur(stocke));
  if (!decision.autorise) throw new DossierFactureError(decision.message);
}

/** Who acts, for a history item. */
export function quiDeSession(session: AuthSession): EvenementHistorique['qui'] {
  return { id: session.utilisateurId, nomComplet: session.utilisateur.nomComplet };
}

/**
 * The exam type and amounts a file is saved with (docs/api.md#montants-dun-dossier): the type's name,
 * tariff and VAT flag are the configuration's (400 on `examenType` for an unknown id), the amounts the
 * shared rule's (`montantsALEnregistrement`: the secretariat's typed HT or the tariff, an examiner's
 * save never changes it; TVA always computed at the settings' rate, a typed one ignored).
 */
export async function completerMontants(
  dossier: DossierPatient,
  contexte: { session: AuthSession; stocke: DossierPatientStocke | null },
): Promise<DossierPatient> {
  const configuration = await listerConfiguration();
  const valeur = (cle: string) => configuration.find((e) => e.cle === cle)?.valeur;
  const types = CONFIGURATION_VALUE_SCHEMAS.typesDExamen.safeParse(valeur('typesDExamen'));
  const type = typeExamenEnregistre(
    dossier.examenType,
    types.success ? types.data : [],
    contexte.stocke?.examenType ?? null,
  );
  if (type === 'inconnu') throw new ValidationError(MESSAGE_TYPE_EXAMEN_INCONNU, 'examenType');
  const reglages = lireReglages(valeur('réglages'));
  if (!reglages.ok && type?.tva) throw new ValidationError(reglages.message, 'réglages');
  const montants = montantsALEnregistrement(dossier.montantHT, {
    type,
    tauxTva: reglages.ok ? reglages.reglages.montantTVA : 0,
    peutFixerMontant: peutFixerMontant(contexte.session.role),
    stocke: contexte.stocke,
  });
  return { ...dossier, examenType: type, ...montants };
}

export const MESSAGE_EXAMINATEUR_HORS_BUREAU = "Cet examinateur n'appartient pas à ce bureau";

/**
 * The examiner of a file must be a doctor or psychologist of the file's office (400 on `examinateur`
 * otherwise); its name is taken from the office's membership, never from the body. Checked when the
 * examiner is set or changed (a file keeps its examiner if the account later leaves the office).
 */
export async function examinateurDuBureau(
  bureauId: string,
  examinateur: DossierPatient['examinateur'],
  precedent: DossierPatient['examinateur'] = null,
): Promise<DossierPatient['examinateur']> {
  if (examinateur === null) return null;
  if (examinateur.id === precedent?.id) return precedent;
  const membre = (await examinateursDuBureau(bureauId)).find((m) => m.utilisateurId === examinateur.id);
  if (!membre) throw new ValidationError(MESSAGE_EXAMINATEUR_HORS_BUREAU, 'examinateur');
  return { id: membre.utilisateurId, nomComplet: membre.nomComplet };
}

/** docs/product-rules.md#validation appointment form on the server: the first problem is a 400 naming its field. */
export function verifierRendezVous(
  dossier: DossierPatient,
  contexte: { modeAnticipe: boolean; statutPrecedent: number | null },
): void {
  const probleme = validerRendezVous(dossier, contexte)[0];
  if (probleme) throw new ValidationError(probleme.message, probleme.field);
}

/** Fields a history item never lists (server bookkeeping, attachments have their own events). */
const HORS_HISTORIQUE = new Set(['dateModification', 'photos', 'documents', 'version', 'creePar']);

/** Each field whose value changed, with its old and new values (JSON values). */
export function champsModifies(
  avant: Partial<Record<string, unknown>>,
  apres: Partial<Record<string, unknown>>,
): EvenementHistorique['champs'] {
  const noms = new Set([...Object.keys(avant), ...Object.keys(apres)]);
  const champs: EvenementHistorique['champs'] = [];
  for (const champ of noms) {
    if (HORS_HISTORIQUE.has(champ)) continue;
    const a = avant[champ] ?? null;
    const b = apres[champ] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) champs.push({ champ, avant: a, apres: b });
  }
  return champs;
}

/** The file's fields with their defaults (a new file: every field empty). */
export function dossierVide(): DossierPatient {
  return dossierPatientSchema.parse({});
}
