// What the users screen shows of "Who may administer whom", derived from the shared rules the
// server enforces (shared/administration.ts), so that the screen offers only what the server accepts:
// - an administrator limited to offices is not offered the administrator role, must choose offices,
//   sees unrestricted administrators read-only and cannot change its own role or offices;
// - an unrestricted administrator (no office) may do all of it.
import {
  estAdministrateurSansBureau,
  peutGererUtilisateur,
  REFUS,
  refusAdministration,
  type Administre,
} from '@umj/shared/administration';
import { ROLES, type Role } from '@umj/shared/roles';
import type { Utilisateur, UtilisateurAdmin } from '@umj/shared/utilisateur';

/** The signed-in user as the delegation rules see it. */
export function administrateurCourant(user: Pick<Utilisateur, 'id' | 'role' | 'bureaux'>): Administre {
  return { id: user.id, role: user.role, bureauIds: user.bureaux.map((b) => b.id) };
}

/** A listed user as the delegation rules see it. */
export function administre(u: Pick<UtilisateurAdmin, 'id' | 'role' | 'bureaux'>): Administre {
  return { id: u.id, role: u.role, bureauIds: u.bureaux.map((b) => b.id) };
}

export interface RegleEcran {
  /** Edit and (de)activate buttons shown; false = the row is read-only. */
  modifiable: boolean;
  /** Roles offered in the dialog's role choice. */
  roles: Role[];
  /** At least one office must be chosen (required mark). */
  bureauxObligatoires: boolean;
  /** Role and offices shown but not editable (an administrator limited to offices, on itself). */
  roleEtBureauxFiges: boolean;
  /** The (de)activate button is shown. Choice: never on one's own account (no self lock-out). */
  activable: boolean;
}

/** The screen's rules for creating a user (`cible` undefined) or for one listed user. */
export function regleEcran(
  admin: Administre,
  cible?: Pick<UtilisateurAdmin, 'id' | 'role' | 'bureaux'>,
): RegleEcran {
  const avant = cible ? administre(cible) : undefined;
  const modifiable = avant === undefined || peutGererUtilisateur(admin, avant);
  // Offices that pass the office checks, so that only the role decides in the test below.
  const bureauxPermis = avant && avant.bureauIds.length > 0 ? avant.bureauIds : admin.bureauIds;
  const roles = ROLES.filter(
    (role) =>
      (role !== 'aucun' || avant?.role === 'aucun') &&
      refusAdministration(admin, avant, { role, bureauIds: bureauxPermis }) === undefined,
  );
  const roleEtBureauxFiges =
    avant !== undefined &&
    refusAdministration(admin, avant, { role: avant.role, bureauIds: [] }) === REFUS.soiMeme;
  return {
    modifiable,
    roles,
    bureauxObligatoires: !estAdministrateurSansBureau(admin),
    roleEtBureauxFiges,
    activable: modifiable && avant?.id !== admin.id,
  };
}
