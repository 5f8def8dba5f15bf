// The filter of the users list comes from the route (docs/product-rules.md#screens): /admin/utilisateur/statut/:name with
// name tous|actifs|inactifs, or /admin/utilisateur/role/:name with a role id. Changing the filter is a
// navigation to the other route, so the address always says what the list shows.
import { isRole, ROLES, type Role } from '@umj/shared/roles';
import {
  correspondAuStatut,
  STATUTS_EXAMINATEUR,
  type StatutExaminateur,
  type UtilisateurAdmin,
} from '@umj/shared/utilisateur';

export const STATUTS = STATUTS_EXAMINATEUR;
export type Statut = StatutExaminateur;

export type FiltreUtilisateurs = { kind: 'statut'; statut: Statut } | { kind: 'role'; role: Role };

export const BASE = '/admin/utilisateur';
export const cheminStatut = (statut: Statut) => `${BASE}/statut/${statut}`;
export const cheminRole = (role: Role) => `${BASE}/role/${role}`;
/** Where an unknown filter name goes (docs/product-rules.md#screens: the bare parent's own redirect). */
export const CHEMIN_PAR_DEFAUT = cheminStatut('tous');

function isStatut(name: string | undefined): name is Statut {
  return (STATUTS as readonly string[]).includes(name ?? '');
}

/** The filter a route names, or null when the name is not one of the route's values. */
export function filtreDepuisRoute(
  kind: 'statut' | 'role',
  name: string | undefined,
): FiltreUtilisateurs | null {
  if (kind === 'statut') return isStatut(name) ? { kind, statut: name } : null;
  return isRole(name) ? { kind, role: name } : null;
}

export function appliquerFiltre(
  utilisateurs: readonly UtilisateurAdmin[],
  filtre: FiltreUtilisateurs,
): UtilisateurAdmin[] {
  return utilisateurs.filter((u) =>
    filtre.kind === 'statut' ? correspondAuStatut(u, filtre.statut) : u.role === filtre.role,
  );
}

/** Every role can be a filter, 'aucun' included (accounts signed up and waiting for a role). */
export const ROLES_FILTRABLES: readonly Role[] = ROLES;
