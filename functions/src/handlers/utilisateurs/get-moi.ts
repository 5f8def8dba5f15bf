// GET /utilisateurs/moi (docs/product-rules.md#calls): the caller -> { id, nomComplet, adresseEmail, role, bureaux }.
// Open to every valid session, role 'aucun' included (the SPA then shows error-404 role=unknown).
import { lireBureaux } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { byId, toUtilisateurResponse } from './utilisateur-view.ts';

export const handler = apiHandler({ name: 'utilisateurs/get-moi' }, async ({ session }) => {
  const u = session.utilisateur;
  return { body: toUtilisateurResponse(u, byId(await lireBureaux(u.bureauIds))) };
});
