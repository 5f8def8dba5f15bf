// The API shape of a user (spec §3 User: id, nomComplet, adresseEmail, role, bureaux [{id, nom}]),
// office names resolved from the office items (an office deleted since is dropped).
import type { BureauRef } from '@umj/shared/bureau';
import type { Utilisateur } from '@umj/shared/utilisateur';
import type { BureauItem } from '../../data/bureaux.ts';
import type { UtilisateurItem } from '../../data/utilisateurs.ts';

export function toUtilisateurResponse(
  u: UtilisateurItem,
  bureaux: ReadonlyMap<string, BureauItem>,
): Utilisateur {
  const refs: BureauRef[] = u.bureauIds.flatMap((id) => {
    const b = bureaux.get(id);
    return b ? [{ id: b.id, nom: b.nom }] : [];
  });
  return { id: u.id, nomComplet: u.nomComplet, adresseEmail: u.adresseEmail, role: u.role, bureaux: refs };
}

/** The administration view adds the account state and the version to send back on PATCH. */
export function toUtilisateurAdminResponse(u: UtilisateurItem, bureaux: ReadonlyMap<string, BureauItem>) {
  return { ...toUtilisateurResponse(u, bureaux), actif: u.actif, confirme: u.confirme, version: u.version };
}

export function byId(bureaux: readonly BureauItem[]): Map<string, BureauItem> {
  return new Map(bureaux.map((b) => [b.id, b]));
}
