// What the handlers of the examiners' appointment hours (issue 9) share: the office path, the period of
// a read, who may read or write whose hours (the secretariat any examiner member of an office it sees,
// an examiner its own only), and the membership check of an examiner in an office (M1).
import { dateIsoSchema, jourDepuisIso, type Jour } from '@umj/shared/dates';
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { inGroup } from '@umj/shared/roles';
import { ROLES_EXAMINATEUR } from '@umj/shared/utilisateur';
import * as z from 'zod';
import { listMembresBureau, type MembreItem } from '../../data/utilisateurs.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { AuthSession } from '../../lib/auth/session.ts';

/** Audit target of an examiner's hours in an office. */
export function cibleDisponibiliteRv(bureauId: string, examinateurId?: string): string {
  return `DISPONIBILITES_RV#${bureauId}${examinateurId ? `#${examinateurId}` : ''}`;
}

/** `du`..`au` ('AAAA-MM-JJ', both included) as day numbers; 400 on the field otherwise. */
export function periodeEnJours(query: { du: string; au: string }): { du: Jour; au: Jour } {
  const du = jourDepuisIso(query.du);
  if (du === null) throw new ValidationError('Veuillez entrer la date de début', 'du');
  const au = jourDepuisIso(query.au);
  if (au === null) throw new ValidationError('Veuillez entrer la date de fin', 'au');
  if (au < du) throw new ValidationError('La date de fin doit suivre la date de début', 'au');
  return { du, au };
}

/** The hours as answered for a period: the exceptions outside du..au are left out. */
export function dansPeriode(dispo: DisponibiliteRv, periode: { du: Jour; au: Jour }): DisponibiliteRv {
  return {
    ...dispo,
    exceptions: dispo.exceptions.filter((e) => e.jour >= periode.du && e.jour <= periode.au),
  };
}

/**
 * Whose hours the caller may see or change in the office of the path (checked visible by the
 * api-handler): the secretariat (administrator, secretariat, external secretariat) any examiner; a
 * doctor or a psychologist its own only (403 for another examiner). Returns the examiner the call is
 * limited to (undefined: every examiner of the office).
 */
export function examinateurAutorise(
  session: AuthSession,
  examinateurId: string | undefined,
): string | undefined {
  if (inGroup(session.role, 'anySecretariat')) return examinateurId;
  if (!inGroup(session.role, 'examiner')) throw new ForbiddenError();
  if (examinateurId !== undefined && examinateurId !== session.utilisateurId) {
    throw new ForbiddenError('Vous ne pouvez consulter ou modifier que vos propres disponibilités');
  }
  return session.utilisateurId;
}

/** The doctors and psychologists of an office (M1, one Query per examiner role). */
export async function examinateursDuBureau(bureauId: string): Promise<MembreItem[]> {
  const parRole = await Promise.all(ROLES_EXAMINATEUR.map((role) => listMembresBureau(bureauId, role)));
  return parRole.flat();
}

/** 400 on `champ` unless `examinateurId` is a doctor or psychologist member of the office. */
export async function verifierExaminateurDuBureau(
  bureauId: string,
  examinateurId: string,
  champ: string,
): Promise<void> {
  const membres = await examinateursDuBureau(bureauId);
  if (!membres.some((m) => m.utilisateurId === examinateurId)) {
    throw new ValidationError("Cet examinateur n'appartient pas à ce bureau", champ);
  }
}

/** GET /bureaux/{bureauId}/creneaux-suggeres?examinateur=&jour=AAAA-MM-JJ[&exclure=<id du dossier>]. */
export const creneauxSuggeresQuerySchema = z.object({
  examinateur: z
    .string({ error: "Veuillez choisir l'examinateur" })
    .min(1, "Veuillez choisir l'examinateur")
    .max(100, 'Examinateur invalide'),
  jour: dateIsoSchema('Veuillez entrer une date'),
  /** The file being edited: its own appointment does not block its time. */
  exclure: z.coerce.number({ error: 'Dossier invalide' }).int('Dossier invalide').positive().optional(),
});
