// Display name and avatar letter of the user panel (spec §2: display name with fallback 'Admin User ',
// avatar = first letter of the display name or of the e-mail).
import type { Utilisateur } from '@umj/shared/utilisateur';

/** Spec §2 fallback display name (verbatim, trailing space included). */
export const FALLBACK_DISPLAY_NAME = 'Admin User ';

export function displayName(user: Pick<Utilisateur, 'nomComplet'> | null | undefined): string {
  const name = user?.nomComplet?.trim();
  return name ? name : FALLBACK_DISPLAY_NAME;
}

export function avatarInitial(
  user: Pick<Utilisateur, 'nomComplet' | 'adresseEmail'> | null | undefined,
): string {
  const source = user?.nomComplet?.trim() || user?.adresseEmail?.trim() || FALLBACK_DISPLAY_NAME;
  return source.charAt(0).toLocaleUpperCase('fr-FR');
}
