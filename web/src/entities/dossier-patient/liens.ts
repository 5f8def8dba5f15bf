// Links to a patient file and to a role's patient-file list: the header search, the list and the
// requisition warnings of the file form lead there (`?dossier=<bureauId>~<id>` opens the file, `?q=`
// filters the list).
import { inGroup, type Role } from '@umj/shared/roles';

/** The patient-file list of a role, or null for a role without patient files (aucun). */
export function routeListe(role: Role | null | undefined): string | null {
  if (inGroup(role, 'anySecretariat')) return '/secretariat/dossier-patient/liste';
  if (inGroup(role, 'examiner')) return '/examinateur/dossier-patient/liste';
  return null;
}

export function lienDossier(route: string, bureauId: string, id: number): string {
  return `${route}?${new URLSearchParams({ dossier: `${bureauId}~${id}` }).toString()}`;
}

export function lienRecherche(route: string, texte: string): string {
  return `${route}?${new URLSearchParams({ q: texte.trim() }).toString()}`;
}
