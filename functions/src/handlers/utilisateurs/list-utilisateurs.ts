// GET /utilisateurs: admin only; the users the caller may administer (an administrator limited
// to offices sees only users whose offices are all among its own) with role, offices, account state,
// profile and version.
import { peutGererUtilisateur } from '@umj/shared/administration';
import { listerBureaux } from '../../data/bureaux.ts';
import { listerUtilisateurs } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { administrateur, byId, toUtilisateurAdminResponse } from './utilisateur-view.ts';

export const handler = apiHandler({ name: 'utilisateurs/list-utilisateurs' }, async ({ session }) => {
  const [utilisateurs, bureaux] = await Promise.all([listerUtilisateurs(), listerBureaux()]);
  const index = byId(bureaux);
  const admin = administrateur(session);
  return {
    body: utilisateurs
      .filter((u) => peutGererUtilisateur(admin, u))
      .map((u) => toUtilisateurAdminResponse(u, index)),
  };
});
