// PATCH /utilisateurs/{id}: admin only; { role, bureaux (ids), actif, version } -> 200 with the user.
// 400 unknown office, 404 unknown user, 409 stale version. A role change or a disabled account ends
// the user's sessions (validAfter) and sends tokenInvalid to the user's connections.
import { updateUtilisateurSchema } from '@umj/shared/auth';
import { getBureauxByIds } from '../../data/bureaux.ts';
import { getUtilisateurById, updateUtilisateur } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { notifyTableChange, notifyTokenInvalid } from '../../lib/adapters/notify-table-change.ts';
import { byId, toUtilisateurAdminResponse } from './utilisateur-view.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  {
    name: 'utilisateurs/update-utilisateur',
    access: 'admin',
    audited: true,
    path: idPathSchema,
    body: updateUtilisateurSchema,
  },
  async ({ path, body, session, audit }) => {
    const now = new Date();
    audit.cible = `UTILISATEUR#${path.id}`;
    const bureauIds = [...new Set(body.bureaux)];
    const bureaux = await getBureauxByIds(bureauIds);
    if (bureaux.length !== bureauIds.length)
      throw new ValidationError('Un des bureaux choisis n’existe pas', 'bureaux');
    audit.bureauId = bureauIds[0];
    const current = await getUtilisateurById(path.id);
    if (!current) throw new NotFoundError('Utilisateur introuvable');
    const endsSessions = current.role !== body.role || (current.actif && !body.actif);
    const updated = await updateUtilisateur(
      path.id,
      body.version,
      {
        role: body.role,
        bureauIds,
        actif: body.actif,
        ...(endsSessions ? { validAfter: now.getTime() / 1000 } : {}),
      },
      now,
    );
    if (endsSessions) await notifyTokenInvalid(path.id);
    await notifyTableChange('Utilisateur', 'MODIFY', session.sid);
    return { body: toUtilisateurAdminResponse(updated, byId(bureaux)) };
  },
);
