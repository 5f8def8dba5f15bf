// The access policy of the REST and WebSocket API (docs/security.md#access-policy): who may call each
// handler of functions/src/api/routes.ts, named by its `handler` string. The spec's route table (docs/product-rules.md#screens
// "Routes by access", docs/product-rules.md#access groups) governs access; the menu governs only visibility. The server's
// `apiHandler` looks the access up here by its name, the authorization-matrix test derives its expected
// 2xx/403 from it, and the screens ask it whether to offer a write. Object rules (an examiner's own
// files, the caller's offices) stay in the handlers.
import { estAdministrateurSansBureau } from './administration.ts';
import { inGroup, type Role, type RoleGroup } from './roles.ts';

/**
 * 'public': no token; 'authenticated': any valid session, role 'aucun' included (own session, own
 * profile); 'anyRole': any signed-in user with a role (docs/product-rules.md#screens "Any signed-in user"); a role group of
 * docs/product-rules.md#access; 'adminSansRestriction': an administrator without offices (global lists shared by every
 * office: an administrator whose account lists offices is restricted).
 */
export type AccesApi = 'public' | 'authenticated' | 'anyRole' | RoleGroup | 'adminSansRestriction';

/** Every handler of the API and who may call it. Key: the `handler` string of routes.ts. */
export const ACCES_API = {
  // Sign-in and account recovery; the caller's own session.
  'auth/login': 'public',
  'auth/signup': 'public',
  'auth/confirm-signup': 'public',
  'auth/forgot-password': 'public',
  'auth/reset-password': 'public',
  'auth/logout': 'authenticated',
  'auth/change-password': 'authenticated',
  'utilisateurs/get-moi': 'authenticated',
  'utilisateurs/update-moi': 'anyRole',
  // The caller's own notifications (docs/architecture.md#notifications).
  'notifications/list-notifications': 'anyRole',
  'notifications/update-notifications': 'anyRole',
  'notifications/update-notification': 'anyRole',
  // Users and offices (Admin only: /admin/utilisateur, /admin/bureau); offices are read by everyone.
  'utilisateurs/list-utilisateurs': 'admin',
  'utilisateurs/create-utilisateur': 'admin',
  'utilisateurs/update-utilisateur': 'admin',
  'bureaux/list-bureaux': 'anyRole',
  'bureaux/get-bureau': 'anyRole',
  'bureaux/create-bureau': 'admin',
  'bureaux/update-bureau': 'admin',
  'bureaux/delete-bureaux': 'admin',
  'bureaux/create-logo-upload': 'admin',
  // The audit trail: every administrator, an office-limited one reading its offices' entries only (the
  // handler's key scope); the verification of the digests, which cover every office, is not for it.
  'audit/list-audit': 'admin',
  'audit/verifier-audit': 'adminSansRestriction',
  // Configuration: read by everyone (/configuration/reglages), written by the administrator.
  'configuration/list-configuration': 'anyRole',
  'configuration/create-configuration': 'admin',
  'configuration/update-configuration': 'admin',
  // Reference lists (Any signed-in user: /global/commissariat, /global/requerant, /global/examinateur,
  // /global/documentsvierges, /configuration/dprapport). Office-scoped lists are written by the
  // secretariat of the office; global lists only by an administrator without offices.
  'examinateurs/list-examinateurs': 'anyRole',
  'commissariats/list-commissariats': 'anyRole',
  'commissariats/create-commissariat': 'secretariat',
  'commissariats/update-commissariat': 'secretariat',
  'commissariats/delete-commissariat': 'secretariat',
  'requerants/list-requerants': 'anyRole',
  'requerants/create-requerant': 'secretariat',
  'requerants/update-requerant': 'secretariat',
  'requerants/delete-requerant': 'secretariat',
  'dprapports/list-dprapports': 'anyRole',
  'dprapports/get-dprapport-modele': 'anyRole',
  'dprapports/create-dprapport': 'adminSansRestriction',
  'dprapports/update-dprapport': 'adminSansRestriction',
  'dprapports/delete-dprapport': 'adminSansRestriction',
  'dprapports/create-dprapport-televersement': 'adminSansRestriction',
  'documents-vierges/list-documents-vierges': 'anyRole',
  'documents-vierges/get-document-vierge-fichier': 'anyRole',
  'documents-vierges/create-document-vierge': 'adminSansRestriction',
  'documents-vierges/delete-document-vierge': 'adminSansRestriction',
  'documents-vierges/create-document-vierge-televersement': 'adminSansRestriction',
  // Patient files, attachments, appointment hours, duty grid, visit requests: any secretariat and the
  // examiners (their own files and hours: checked in the handlers).
  'dossiers-patients/list-dossiers-patients': 'anyRole',
  'dossiers-patients/create-dossier-patient': 'anyRole',
  'dossiers-patients/get-dossier-patient': 'anyRole',
  'dossiers-patients/update-dossier-patient': 'anyRole',
  'dossiers-patients/changer-statut-dossier-patient': 'anyRole',
  'dossiers-patients/list-historique-dossier-patient': 'anyRole',
  'pieces/list-pieces': 'anyRole',
  'pieces/create-piece-televersement': 'anyRole',
  'pieces/create-piece': 'anyRole',
  'pieces/update-piece': 'anyRole',
  'pieces/delete-piece': 'anyRole',
  'disponibilites-rv/list-disponibilites-rv': 'anyRole',
  'disponibilites-rv/update-disponibilite-rv': 'anyRole',
  'creneaux-suggeres/get-creneaux-suggeres': 'anyRole',
  'disponibilites-dv/list-disponibilites-dv': 'anyRole',
  'disponibilites-dv/update-disponibilite-dv': 'anyRole',
  'demandes-visite/get-garde': 'anyRole',
  // Any secretariat: /secretariat/bordereau/*, /secretariat/repartition-paiement/liste.
  'bordereaux/list-dossiers-facturables': 'anySecretariat',
  'bordereaux/list-alertes-facturation': 'anySecretariat',
  'bordereaux/list-bordereaux': 'anySecretariat',
  'bordereaux/create-bordereau': 'anySecretariat',
  'bordereaux/get-bordereau': 'anySecretariat',
  'bordereaux/annuler-bordereau': 'anySecretariat',
  'bordereaux/get-bordereau-pdf': 'anySecretariat',
  'bordereaux/export-bordereau': 'anySecretariat',
  'repartitions/list-repartitions-paiement': 'anySecretariat',
  'repartitions/recalculer-repartition-paiement': 'admin',
  // Statistics and accounting: any secretariat (/secretariat/…) and any examiner (/examinateur/…, its
  // own figures only).
  'comptabilite/get-comptabilite': 'anyRole',
  'statistiques/get-statistiques': 'anyRole',
  // WebSocket routes: $connect checks the token itself; the others run only on an accepted connection.
  'realtime/connect': 'public',
  'realtime/disconnect': 'public',
  'realtime/default': 'public',
} as const satisfies Record<string, AccesApi>;

/** A handler name of the API (the `handler` strings of routes.ts). */
export type NomHandlerApi = keyof typeof ACCES_API;
/** The access of a given handler. */
export type AccesDe<N extends NomHandlerApi> = (typeof ACCES_API)[N];
/** The handlers that need a session (every one but the public ones). */
export type NomHandlerPrive = {
  [N in NomHandlerApi]: AccesDe<N> extends 'public' ? never : N;
}[NomHandlerApi];

/** The caller as the policy sees it: its role and the ids of its offices. */
export interface AppelantApi {
  role: Role;
  bureauIds: readonly string[];
}

/** The signed-in user of the SPA (its offices as refs) as the policy sees it. */
export function appelantDuCompte(
  user: { role: Role; bureaux: readonly { id: string }[] } | null | undefined,
): AppelantApi | null {
  return user ? { role: user.role, bureauIds: user.bureaux.map((b) => b.id) } : null;
}

export function estNomHandlerApi(nom: string): nom is NomHandlerApi {
  return Object.hasOwn(ACCES_API, nom);
}

/** Whether a signed-in caller passes an access rule ('public' and 'authenticated' pass everyone). */
export function accesAutorise(acces: AccesApi, appelant: AppelantApi): boolean {
  if (acces === 'public' || acces === 'authenticated') return true;
  if (acces === 'anyRole') return appelant.role !== 'aucun';
  if (acces === 'adminSansRestriction') return estAdministrateurSansBureau(appelant);
  return inGroup(appelant.role, acces);
}

/** Whether a signed-in caller may call a handler (the screens ask before offering a write). */
export function peutAppeler(nom: NomHandlerApi, appelant: AppelantApi | null | undefined): boolean {
  return appelant != null && accesAutorise(ACCES_API[nom], appelant);
}
