// "Who may administer whom": the delegation rules of user administration, as pure functions the
// server enforces (functions/src/handlers/utilisateurs) and the screens reflect.
// - Only an administrator without offices (unrestricted, docs/product-rules.md#access) may grant the administrator role,
//   leave a user without offices, or change its own role or offices.
// - An administrator limited to offices lists, creates and edits only users whose offices are all among
//   its own, sees the audit of its offices only, and cannot deactivate or edit an unrestricted
//   administrator.
// Choice (issue silent): a user without any office (a fresh sign-up of role 'aucun', an unrestricted
// administrator) has no office "among its own", so only an unrestricted administrator manages it.
import type { Role } from './roles.ts';

/** The acting administrator, or the user acted on: role and office ids. */
export interface Administre {
  id: string;
  role: Role;
  bureauIds: readonly string[];
}

/** What a create or an edit would leave: the role and offices after the change. */
export interface ApresModification {
  role: Role;
  bureauIds: readonly string[];
}

/** A refusal with its French message and the input field it is about. */
export interface RefusAdministration {
  message: string;
  field: string;
}

export const REFUS = {
  roleAdministrateur: {
    message: 'Seul un administrateur sans bureau peut attribuer le rôle administrateur',
    field: 'role',
  },
  sansBureau: {
    message: 'Seul un administrateur sans bureau peut laisser un utilisateur sans bureau',
    field: 'bureauIds',
  },
  bureauxHorsPerimetre: {
    message: 'Vous ne pouvez attribuer que des bureaux dont vous êtes administrateur',
    field: 'bureauIds',
  },
  soiMeme: {
    message: 'Seul un administrateur sans bureau peut modifier son propre rôle ou ses bureaux',
    field: 'role',
  },
} as const satisfies Record<string, RefusAdministration>;

/** docs/product-rules.md#access: an administrator without offices has no office restriction. */
export function estAdministrateurSansBureau(u: Pick<Administre, 'role' | 'bureauIds'>): boolean {
  return u.role === 'administrateur' && u.bureauIds.length === 0;
}

function tousParmi(ids: readonly string[], parmi: readonly string[]): boolean {
  return ids.every((id) => parmi.includes(id));
}

/**
 * Whether the administrator may see (list, open, edit) this user at all: any user for an unrestricted
 * administrator; otherwise a user having offices, all among the administrator's.
 */
export function peutGererUtilisateur(
  admin: Pick<Administre, 'role' | 'bureauIds'>,
  cible: Pick<Administre, 'role' | 'bureauIds'>,
): boolean {
  if (admin.role !== 'administrateur') return false;
  if (estAdministrateurSansBureau(admin)) return true;
  return cible.bureauIds.length > 0 && tousParmi(cible.bureauIds, admin.bureauIds);
}

/**
 * Why the administrator may not give a user this role and these offices (creation when `avant` is
 * undefined, edit otherwise), or undefined when allowed. Visibility of `avant` is checked separately
 * (peutGererUtilisateur): an invisible user is answered as unknown.
 */
export function refusAdministration(
  admin: Administre,
  avant: Administre | undefined,
  apres: ApresModification,
): RefusAdministration | undefined {
  if (estAdministrateurSansBureau(admin)) return undefined;
  const memesBureaux =
    avant !== undefined &&
    avant.bureauIds.length === apres.bureauIds.length &&
    tousParmi(apres.bureauIds, avant.bureauIds);
  if (avant?.id === admin.id && (avant.role !== apres.role || !memesBureaux)) return REFUS.soiMeme;
  if (apres.role === 'administrateur' && avant?.role !== 'administrateur') return REFUS.roleAdministrateur;
  if (apres.bureauIds.length === 0) return REFUS.sansBureau;
  if (!tousParmi(apres.bureauIds, admin.bureauIds)) return REFUS.bureauxHorsPerimetre;
  return undefined;
}

/** An administrator limited to offices sees the audit entries of its offices only. */
export function peutVoirAudit(
  admin: Pick<Administre, 'role' | 'bureauIds'>,
  entree: { bureauId?: string | null },
): boolean {
  if (estAdministrateurSansBureau(admin)) return true;
  return entree.bureauId != null && admin.bureauIds.includes(entree.bureauId);
}
