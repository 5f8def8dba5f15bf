// Spec §3 (User): id, nomComplet, adresseEmail, role, bureaux (list of id and nom).
import * as z from 'zod';
import { bureauRefSchema } from './bureau.ts';
import { inGroup, ROLES, type Role } from './roles.ts';

export const roleSchema = z.enum(ROLES, { error: 'Rôle invalide' });

export const utilisateurSchema = z.object({
  id: z.string(),
  nomComplet: z.string(),
  adresseEmail: z.string(),
  role: roleSchema,
  bureaux: z.array(bureauRefSchema),
});
export type Utilisateur = z.infer<typeof utilisateurSchema>;

// ---------------------------------------------------------------------------------------------
// Derived user data (spec §3 User "Derived", §2 Shell behaviour: user panel).

/** Spec §2: display name when the user has none, verbatim (trailing space included). */
export const DISPLAY_NAME_FALLBACK = 'Admin User ';

type UserLike = Pick<Utilisateur, 'nomComplet' | 'adresseEmail'> | null | undefined;

/** Spec §2: the user's full name, else 'Admin User '. */
export function displayName(user: UserLike): string {
  const nom = user?.nomComplet.trim() ?? '';
  return nom === '' ? DISPLAY_NAME_FALLBACK : nom;
}

/**
 * Spec §2: avatar letter: first letter of the display name, else of the e-mail (upper-cased). Choice:
 * the fallback display name only counts when there is no e-mail either, so the avatar shows 'A'.
 */
export function avatarInitial(user: UserLike): string {
  const source = user?.nomComplet.trim() || user?.adresseEmail.trim() || DISPLAY_NAME_FALLBACK;
  return source.charAt(0).toLocaleUpperCase('fr-FR');
}

export interface UserFlags {
  /** administrateur */
  isAdmin: boolean;
  /** administrateur or secretariat (spec §6 group "secretariat") */
  isSecretariat: boolean;
  /** secretariat-externe */
  isExternalSecretariat: boolean;
  /** any secretariat role, external included */
  isAnySecretariat: boolean;
  isDoctor: boolean;
  isPsychologist: boolean;
  /** medecin or psychologue */
  isExaminer: boolean;
}

/** Spec §3 derived flags, from the role groups of spec §6. All false without a user. */
export function userFlags(user: Pick<Utilisateur, 'role'> | null | undefined): UserFlags {
  const role = user?.role;
  return {
    isAdmin: inGroup(role, 'admin'),
    isSecretariat: inGroup(role, 'secretariat'),
    isExternalSecretariat: role === 'secretariat-externe',
    isAnySecretariat: inGroup(role, 'anySecretariat'),
    isDoctor: inGroup(role, 'doctor'),
    isPsychologist: inGroup(role, 'psychologist'),
    isExaminer: inGroup(role, 'examiner'),
  };
}

export interface UtilisateurDerive extends UserFlags {
  displayName: string;
  email: string;
  role: Role;
  initial: string;
}

/** Spec §3: everything the shell derives from the loaded user. */
export function deriveUtilisateur(user: Utilisateur): UtilisateurDerive {
  return {
    displayName: displayName(user),
    email: user.adresseEmail,
    role: user.role,
    initial: avatarInitial(user),
    ...userFlags(user),
  };
}
