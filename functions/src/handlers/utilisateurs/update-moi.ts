// PATCH /utilisateurs/moi: the caller edits its own profile { telephone?, rpps?, version }
// -> 200 with GET /utilisateurs/moi's shape. 409 on a stale version; role and offices are not editable here.
import { modificationProfilSchema } from '@umj/shared/utilisateur';
import { lireBureaux } from '../../data/bureaux.ts';
import { modifierUtilisateur } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { byId, toUtilisateurResponse } from './utilisateur-view.ts';

export const handler = apiHandler(
  { name: 'utilisateurs/update-moi', audited: true, body: modificationProfilSchema },
  async ({ body, session, audit }) => {
    const u = session.utilisateur;
    audit.cible = `UTILISATEUR#${u.id}`;
    audit.bureauId = u.bureauIds[0];
    const { version, ...changes } = body;
    const updated = await modifierUtilisateur(u, version, changes, new Date());
    return { body: toUtilisateurResponse(updated, byId(await lireBureaux(updated.bureauIds))) };
  },
);
