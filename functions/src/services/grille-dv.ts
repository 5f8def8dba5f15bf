// The duty grid on the server: who may use it (any secretariat and doctors; the office is
// checked by the api-handler), the office's rows (zones × slots of the configuration, K1) and its
// doctors (M1).
import { CONFIGURATION_VALUE_SCHEMAS } from '@umj/shared/configuration';
import { lignesGrille, type LigneGrille } from '@umj/shared/disponibilites';
import type { DisponibiliteDvStockee } from '@umj/shared/disponibilites-dv-api';
import { inGroup } from '@umj/shared/roles';
import { listerConfiguration } from '../data/configuration.ts';
import { listerMembresBureau } from '../data/utilisateurs.ts';
import { ForbiddenError } from '../errors.ts';
import type { AuthSession } from '../lib/auth/session.ts';

/**
 * docs/product-rules.md#screens, docs/product-rules.md#access: the duty grid belongs to any secretariat (route table) and to doctors, in an office the
 * caller sees (checked by the api-handler: another office is 404 like an unknown one). Psychologists
 * and users without a role: 403.
 */
export function assertGrilleAccessible(session: AuthSession): void {
  if (!inGroup(session.role, 'anySecretariat') && !inGroup(session.role, 'doctor')) {
    throw new ForbiddenError('Seuls les médecins et le secrétariat utilisent la grille des gardes');
  }
}

/** The office's rows of the grid (usable zones of the office and their slots, docs/product-rules.md#availability order). */
export async function lignesDuBureau(bureauId: string): Promise<LigneGrille[]> {
  const configuration = await listerConfiguration();
  const valeur = (cle: 'zones' | 'créneaux') => configuration.find((e) => e.cle === cle)?.valeur ?? [];
  const zones = CONFIGURATION_VALUE_SCHEMAS.zones.safeParse(valeur('zones')).data ?? [];
  const creneaux = CONFIGURATION_VALUE_SCHEMAS.créneaux.safeParse(valeur('créneaux')).data ?? [];
  return lignesGrille(creneaux, zones, [bureauId]);
}

/** The office's doctors (M1), by name: the examiners of the duty grid. */
export async function medecinsDuBureau(bureauId: string): Promise<DisponibiliteDvStockee['examinateur'][]> {
  const membres = await listerMembresBureau(bureauId, 'medecin');
  return membres
    .filter((m) => m.actif)
    .map((m) => ({ id: m.utilisateurId, nomComplet: m.nomComplet }))
    .sort((a, b) => a.nomComplet.localeCompare(b.nomComplet, 'fr'));
}
