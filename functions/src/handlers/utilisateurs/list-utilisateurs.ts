// GET /utilisateurs: admin only; every user with role, offices, account state and version.
import { listBureaux } from '../../data/bureaux.ts';
import { listUtilisateurs } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { byId, toUtilisateurAdminResponse } from './utilisateur-view.ts';

export const handler = apiHandler({ name: 'utilisateurs/list-utilisateurs', access: 'admin' }, async () => {
  const [utilisateurs, bureaux] = await Promise.all([listUtilisateurs(), listBureaux()]);
  const index = byId(bureaux);
  return { body: utilisateurs.map((u) => toUtilisateurAdminResponse(u, index)) };
});
