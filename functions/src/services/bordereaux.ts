// The bordereau rules on the server: the read of one bordereau of the path's office (the api-handler
// checked that the caller sees that office: 404 otherwise), the requester billed and who acts.
import type { Bordereau, PersonneBordereau, RequerantBordereau } from '@umj/shared/bordereaux';
import type { Requerant } from '@umj/shared/listes';
import { BORDEREAU_INTROUVABLE, lireBordereau } from '../data/bordereaux.ts';
import { bureauDeLEntree, LISTES, lireEntree, type Entree } from '../data/listes.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { AuthSession } from '../lib/auth/session.ts';

export function quiDeSession(session: AuthSession): PersonneBordereau {
  return { id: session.utilisateurId, nomComplet: session.utilisateur.nomComplet };
}

/** One bordereau of the office (404 'Bordereau introuvable' otherwise). */
export async function lireBordereauExistant(bureauId: string, numero: string): Promise<Bordereau> {
  const bordereau = await lireBordereau(bureauId, numero);
  if (!bordereau) throw new NotFoundError(BORDEREAU_INTROUVABLE);
  return bordereau;
}

export const MESSAGE_REQUERANT_INCONNU = "Ce requérant n'existe pas dans ce bureau";

/** The requester billed: an entry of the office's requester list (400 on `requerantId` otherwise). */
export async function requerantDuBureau(bureauId: string, requerantId: string): Promise<RequerantBordereau> {
  const entree =
    bureauDeLEntree(requerantId) === bureauId
      ? await lireEntree<Requerant & Entree>(LISTES.requerants, requerantId)
      : undefined;
  if (!entree) throw new ValidationError(MESSAGE_REQUERANT_INCONNU, 'requerantId');
  return {
    id: entree.id,
    nom: entree.nom,
    type: entree.type,
    siret: entree.siret ?? '',
    codeService: entree.codeService ?? '',
    adresse: entree.adresse ?? '',
  };
}
