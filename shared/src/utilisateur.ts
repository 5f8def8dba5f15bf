// docs/product-rules.md#entities (User): id, nomComplet, adresseEmail, role, bureaux (list of id and nom); the administration work adds the
// profile (téléphone, RPPS number), the administration calls (create with an invitation, edit) and the
// examiners list.
import * as z from 'zod';
import { texteFacultatifNormalise, texteRequis } from './texte.ts';
import { adresseEmailSchema } from './auth.ts';
import { bureauRefSchema } from './bureau.ts';
import { inGroup, ROLES, type Role } from './roles.ts';
import { avecVersion } from './version.ts';

export const roleSchema = z.enum(ROLES, { error: 'Rôle invalide' });

export const utilisateurSchema = z.object({
  id: z.string(),
  nomComplet: z.string(),
  adresseEmail: z.string(),
  role: roleSchema,
  bureaux: z.array(bureauRefSchema),
  /** Profile, on GET /utilisateurs/moi too (null when not given). */
  telephone: z.string().nullable().optional(),
  rpps: z.string().nullable().optional(),
  version: z.number().int().optional(),
});
export type Utilisateur = z.infer<typeof utilisateurSchema>;

// ---------------------------------------------------------------------------------------------
// Profile fields: a French phone number and the RPPS number of health professionals.

const TELEPHONE_MESSAGE =
  'Le numéro de téléphone doit être un numéro français à 10 chiffres (ex. 01 23 45 67 89 ou +33 1 23 45 67 89)';

/**
 * A French phone number: 10 digits starting with 0, or +33 / 0033 followed by 9 digits, with optional
 * spaces, dots or dashes. Stored in the national form '01 23 45 67 89'. Empty or null clears it.
 */
export const telephoneSchema = texteFacultatifNormalise(TELEPHONE_MESSAGE, (value) => {
  const digits = value.replace(/[\s.-]/g, '');
  const national = /^(?:\+33|0033)([1-9]\d{8})$/.exec(digits)?.[1] ?? /^0([1-9]\d{8})$/.exec(digits)?.[1];
  return national === undefined ? undefined : `0${national}`.replace(/(\d{2})(?=\d)/g, '$1 ');
});

export const MESSAGE_RPPS = 'Le numéro RPPS doit comporter 11 chiffres';

/** The RPPS number (Répertoire partagé des professionnels de santé): exactly 11 digits. Empty clears it. */
export const rppsSchema = texteFacultatifNormalise(MESSAGE_RPPS, (value) => {
  const digits = value.replace(/\s/g, '');
  return /^\d{11}$/.test(digits) ? digits : undefined;
});

// ---------------------------------------------------------------------------------------------
// Administration of users ("Users"): who may do what is in administration.ts.

export const nomCompletUtilisateurSchema = texteRequis('Veuillez entrer le nom complet').max(
  120,
  'Le nom complet ne doit pas dépasser 120 caractères',
);

/** At most this many offices per user (one transaction writes the user and its office memberships). */
export const MAX_BUREAUX_PAR_UTILISATEUR = 20;

const roleChoisiSchema = z.enum(ROLES, { error: 'Veuillez choisir un rôle valide' });

/** Office ids of a user; empty = no office (unrestricted for an administrator, docs/product-rules.md#access). */
export const bureauIdsSchema = z
  .array(z.string({ error: 'Bureau invalide' }).min(1, 'Bureau invalide'), { error: 'Bureaux invalides' })
  .max(MAX_BUREAUX_PAR_UTILISATEUR, `Au plus ${MAX_BUREAUX_PAR_UTILISATEUR} bureaux`)
  .transform((ids) => [...new Set(ids)]);

/** POST /utilisateurs: a new account, usable once its owner has set a password with the e-mailed code. */
export const creationUtilisateurSchema = z.object({
  nomComplet: nomCompletUtilisateurSchema,
  adresseEmail: adresseEmailSchema,
  role: roleChoisiSchema.exclude(['aucun'], { error: 'Veuillez choisir un rôle valide' }),
  bureauIds: bureauIdsSchema,
  telephone: telephoneSchema.optional(),
  rpps: rppsSchema.optional(),
});
export type CreationUtilisateur = z.input<typeof creationUtilisateurSchema>;

/** PATCH /utilisateurs/{id}: only the fields sent change; `version` is the one read (409 when stale). */
export const modificationUtilisateurSchema = z.object({
  nomComplet: nomCompletUtilisateurSchema.optional(),
  role: roleChoisiSchema.optional(),
  bureauIds: bureauIdsSchema.optional(),
  actif: z.boolean({ error: 'Veuillez indiquer si le compte est actif' }).optional(),
  telephone: telephoneSchema.optional(),
  rpps: rppsSchema.optional(),
  ...avecVersion,
});
export type ModificationUtilisateur = z.input<typeof modificationUtilisateurSchema>;

/** PATCH /utilisateurs/moi: the caller's own profile (editable on /mon-compte). */
export const modificationProfilSchema = z.object({
  telephone: telephoneSchema.optional(),
  rpps: rppsSchema.optional(),
  ...avecVersion,
});
export type ModificationProfil = z.input<typeof modificationProfilSchema>;

/** A user as the administration lists it (GET /utilisateurs, answers of POST and PATCH). */
export const utilisateurAdminSchema = utilisateurSchema.extend({
  actif: z.boolean(),
  confirme: z.boolean(),
  telephone: z.string().nullable(),
  rpps: z.string().nullable(),
  version: z.number().int(),
});
export type UtilisateurAdmin = z.infer<typeof utilisateurAdminSchema>;

// ---------------------------------------------------------------------------------------------
// Examiners (/global/examinateur/statut/:name and /role/:name; GET /examinateurs).

export const ROLES_EXAMINATEUR = ['medecin', 'psychologue'] as const;
export type RoleExaminateur = (typeof ROLES_EXAMINATEUR)[number];
export const STATUTS_EXAMINATEUR = ['tous', 'actifs', 'inactifs'] as const;
export type StatutExaminateur = (typeof STATUTS_EXAMINATEUR)[number];

/** GET /examinateurs query: both roles when `role` is absent; `statut` defaults to 'tous'. */
export const filtreExaminateursSchema = z.object({
  role: z.enum(ROLES_EXAMINATEUR, { error: 'Le rôle doit être medecin ou psychologue' }).optional(),
  statut: z
    .enum(STATUTS_EXAMINATEUR, { error: 'Le statut doit être tous, actifs ou inactifs' })
    .default('tous'),
});
export type FiltreExaminateurs = z.input<typeof filtreExaminateursSchema>;

export const examinateurSchema = z.object({
  id: z.string(),
  nomComplet: z.string(),
  adresseEmail: z.string(),
  role: z.enum(ROLES_EXAMINATEUR),
  bureaux: z.array(bureauRefSchema),
  actif: z.boolean(),
  telephone: z.string().nullable(),
  rpps: z.string().nullable(),
});
export type Examinateur = z.infer<typeof examinateurSchema>;

/** Whether an examiner passes the status filter of the list. */
export function correspondAuStatut(e: { actif: boolean }, statut: StatutExaminateur): boolean {
  return statut === 'tous' || (statut === 'actifs') === e.actif;
}

// ---------------------------------------------------------------------------------------------
// Derived user data (docs/product-rules.md#user "Derived", docs/product-rules.md#shell-behaviour: user panel).

/** docs/product-rules.md#screens: display name when the user has none, verbatim (trailing space included). */
export const DISPLAY_NAME_FALLBACK = 'Admin User ';

type UserLike = Pick<Utilisateur, 'nomComplet' | 'adresseEmail'> | null | undefined;

/** docs/product-rules.md#screens: the user's full name, else 'Admin User '. */
export function displayName(user: UserLike): string {
  const nom = user?.nomComplet.trim() ?? '';
  return nom === '' ? DISPLAY_NAME_FALLBACK : nom;
}

/**
 * docs/product-rules.md#screens: avatar letter: first letter of the display name, else of the e-mail (upper-cased). Choice:
 * the fallback display name only counts when there is no e-mail either, so the avatar shows 'A'.
 */
export function avatarInitial(user: UserLike): string {
  const source = user?.nomComplet.trim() || user?.adresseEmail.trim() || DISPLAY_NAME_FALLBACK;
  return source.charAt(0).toLocaleUpperCase('fr-FR');
}

export interface UserFlags {
  /** administrateur */
  isAdmin: boolean;
  /** administrateur or secretariat (docs/product-rules.md#access group "secretariat") */
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

/** docs/product-rules.md#entities derived flags, from the role groups of docs/product-rules.md#access. All false without a user. */
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

/** docs/product-rules.md#entities: everything the shell derives from the loaded user. */
export function deriveUtilisateur(user: Utilisateur): UtilisateurDerive {
  return {
    displayName: displayName(user),
    email: user.adresseEmail,
    role: user.role,
    initial: avatarInitial(user),
    ...userFlags(user),
  };
}
