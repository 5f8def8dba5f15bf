// What the accounting and statistics handlers share: the caller's reach and the participation rate.
// An examiner (doctor, psychologist) sees only its own figures (its aggregates, G2 of
// docs/data-model.md) and asking for another examiner's is a 403; the secretariat reads the office's
// (G1), or one examiner's when it asks. The office is the path's, checked visible by the api-handler
// (404 like dossiers). The figures themselves are the period's aggregates (services/agregats.ts).
import { lireReglages, MESSAGES_REGLAGES } from '@umj/shared/reglages';
import { listerConfiguration } from '../data/configuration.ts';
import { ForbiddenError, ValidationError } from '../errors.ts';
import type { AuthSession } from '../lib/auth/session.ts';
import { estExaminateur } from './dossiers-patients.ts';

export const MESSAGE_CHIFFRES_D_UN_AUTRE = 'Un examinateur ne peut consulter que ses propres chiffres';

/**
 * Whose files of the office the caller gets: null for the whole office (secretariat without
 * `examinateur`), else an examiner id (the caller itself when it is an examiner).
 */
export function examinateurVise(session: AuthSession, demande: string | undefined): string | null {
  if (!estExaminateur(session)) return demande ?? null;
  if (demande !== undefined && demande !== session.utilisateurId) {
    throw new ForbiddenError(MESSAGE_CHIFFRES_D_UN_AUTRE);
  }
  return session.utilisateurId;
}

/** What every period answer starts with: the office, the period and the examiner counted (null: all). */
export function entetePeriode(
  bureauId: string,
  periode: { du: string; au: string },
  examinateurId: string | null,
): { bureauId: string; du: string; au: string; examinateurId: string | null } {
  return { bureauId, du: periode.du, au: periode.au, examinateurId };
}

/** The participation rate of the settings (docs/product-rules.md#settings); 400 'Réglages invalides' without them. */
export async function tauxDeParticipation(): Promise<number> {
  const configuration = await listerConfiguration();
  const lus = lireReglages(configuration.find((e) => e.cle === 'réglages')?.valeur);
  if (!lus.ok) throw new ValidationError(MESSAGES_REGLAGES.reglagesInvalides, 'réglages');
  return lus.reglages.tauxDeParticipationAuxFrais;
}
