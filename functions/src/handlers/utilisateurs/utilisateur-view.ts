// The API shape of a user (docs/product-rules.md#user: id, nomComplet, adresseEmail, role, bureaux [{id, nom}], plus
// the profile), office names resolved from the office items (an office deleted since is
// dropped), and the acting administrator as the delegation rules of shared/administration.ts see it.
import type { Administre } from '@umj/shared/administration';
import type { BureauRef } from '@umj/shared/bureau';
import type { Utilisateur, UtilisateurAdmin } from '@umj/shared/utilisateur';
import type { BureauItem } from '../../data/bureaux.ts';
import type { UtilisateurItem } from '../../data/utilisateurs.ts';
import type { AuthSession } from '../../lib/auth/session.ts';

export function bureauRefs(ids: readonly string[], bureaux: ReadonlyMap<string, BureauItem>): BureauRef[] {
  return ids.flatMap((id) => {
    const b = bureaux.get(id);
    return b ? [{ id: b.id, nom: b.nom }] : [];
  });
}

/** GET /utilisateurs/moi: the docs/product-rules.md#calls fields, the profile and the version to send back on PATCH /moi. */
export function toUtilisateurResponse(
  u: UtilisateurItem,
  bureaux: ReadonlyMap<string, BureauItem>,
): Utilisateur {
  return {
    id: u.id,
    nomComplet: u.nomComplet,
    adresseEmail: u.adresseEmail,
    role: u.role,
    bureaux: bureauRefs(u.bureauIds, bureaux),
    telephone: u.telephone ?? null,
    rpps: u.rpps ?? null,
    version: u.version,
  };
}

/** The administration view adds the account state. */
export function toUtilisateurAdminResponse(
  u: UtilisateurItem,
  bureaux: ReadonlyMap<string, BureauItem>,
): UtilisateurAdmin {
  return {
    ...toUtilisateurResponse(u, bureaux),
    actif: u.actif,
    confirme: u.confirme,
    telephone: u.telephone ?? null,
    rpps: u.rpps ?? null,
    version: u.version,
  };
}

export function byId(bureaux: readonly BureauItem[]): Map<string, BureauItem> {
  return new Map(bureaux.map((b) => [b.id, b]));
}

/** The caller as shared's delegation rules see it. */
export function administrateur(session: AuthSession): Administre {
  return { id: session.utilisateurId, role: session.role, bureauIds: session.bureauIds };
}
