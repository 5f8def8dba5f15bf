// Who may read or write whose appointment hours in an office (the secretariat any examiner member of
// the office, an examiner its own only; the office is checked by the api-handler), the period of a
// read, and the membership check of an examiner in an office (M1).
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { inGroup } from '@umj/shared/roles';
import { ROLES_EXAMINATEUR } from '@umj/shared/utilisateur';
import { listerMembresBureau, type MembreItem } from '../data/utilisateurs.ts';
import { ForbiddenError, ValidationError } from '../errors.ts';
import type { AuthSession } from '../lib/auth/session.ts';

/** `du`..`au` ('AAAA-MM-JJ', both included) as day numbers; 400 on the field otherwise. */
export function periodeEnJours(query: { du: string; au: string }): { du: Jour; au: Jour } {
  const du = jourDepuisIso(query.du);
  if (du === null) throw new ValidationError('Veuillez entrer la date de début', 'du');
  const au = jourDepuisIso(query.au);
  if (au === null) throw new ValidationError('Veuillez entrer la date de fin', 'au');
  if (au < du) throw new ValidationError('La date de fin doit suivre la date de début', 'au');
  return { du, au };
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
  const parRole = await Promise.all(ROLES_EXAMINATEUR.map((role) => listerMembresBureau(bureauId, role)));
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

/**
 * The caller may see or change `examinateurId`'s hours (`examinateurAutorise`) and that examiner is a
 * member of the office (400 on `champ` otherwise).
 */
export async function verifierAccesExaminateur(
  session: AuthSession,
  bureauId: string,
  examinateurId: string,
  champ: string,
): Promise<void> {
  examinateurAutorise(session, examinateurId);
  await verifierExaminateurDuBureau(bureauId, examinateurId, champ);
}
