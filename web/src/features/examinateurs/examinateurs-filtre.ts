// The filter of the examiners list comes from the route (docs/product-rules.md#screens): /global/examinateur/statut/:name
// with tous|actifs|inactifs (both roles), or /global/examinateur/role/:name with medecin|psychologue
// (any status). The server filters (GET /examinateurs?role=&statut=); the screen then keeps the
// examiners of the offices selected in the header (docs/product-rules.md#screens office selector).
import {
  ROLES_EXAMINATEUR,
  STATUTS_EXAMINATEUR,
  type Examinateur,
  type RoleExaminateur,
  type StatutExaminateur,
} from '@umj/shared/utilisateur';
import type { ExaminateursFiltre } from '../../entities/examinateur/api/list-examinateurs.ts';

export const BASE = '/global/examinateur';
export const cheminStatut = (statut: StatutExaminateur) => `${BASE}/statut/${statut}`;
export const cheminRole = (role: RoleExaminateur) => `${BASE}/role/${role}`;
export const CHEMIN_PAR_DEFAUT = cheminStatut('tous');

/** The server query a route names, or null when the name is not one of the route's values. */
export function filtreDepuisRoute(
  kind: 'statut' | 'role',
  name: string | undefined,
): ExaminateursFiltre | null {
  if (kind === 'statut')
    return (STATUTS_EXAMINATEUR as readonly string[]).includes(name ?? '')
      ? { statut: name as StatutExaminateur }
      : null;
  return (ROLES_EXAMINATEUR as readonly string[]).includes(name ?? '')
    ? { role: name as RoleExaminateur, statut: 'tous' }
    : null;
}

/** Examiners working in at least one of the selected offices. */
export function dansLesBureaux(
  examinateurs: readonly Examinateur[],
  bureauIds: readonly string[],
): Examinateur[] {
  return examinateurs.filter((e) => e.bureaux.some((b) => bureauIds.includes(b.id)));
}
