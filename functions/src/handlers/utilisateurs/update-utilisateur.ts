// PATCH /utilisateurs/{id}: admin only; { nomComplet?, role?, bureauIds?, actif?, telephone?, rpps?,
// version } -> 200 with the user. 404 unknown user or one the caller may not administer, 403 a
// delegation rule of the administration work (shared/administration.ts), 400 unknown office, 409 stale version. A role
// change or a deactivation ends the user's sessions at once (validAfter + tokenInvalid); an office
// change keeps them and moves the scope of the user's live WebSocket connections (they are
// told of the new offices' changes only; the REST calls re-read the offices at every request).
import { peutGererUtilisateur, refusAdministration } from '@umj/shared/administration';
import { modificationUtilisateurSchema } from '@umj/shared/utilisateur';
import { lireBureaux } from '../../data/bureaux.ts';
import { mettreAJourPorteeConnexions } from '../../data/connexions.ts';
import { lireUtilisateur, modifierUtilisateur } from '../../data/utilisateurs.ts';
import { ForbiddenError, OutOfScopeError, ValidationError } from '../../errors.ts';
import { notifyTokenInvalid } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ECRITURE_PAR_ID } from '../../lib/http/handler-presets.ts';
import { administrateur, byId, toUtilisateurAdminResponse } from './utilisateur-view.ts';

export const handler = apiHandler(
  { name: 'utilisateurs/update-utilisateur', ...ECRITURE_PAR_ID, body: modificationUtilisateurSchema },
  async ({ path, body, session, audit }) => {
    const now = new Date();
    audit.cible = `UTILISATEUR#${path.id}`;
    const admin = administrateur(session);
    const avant = await lireUtilisateur(path.id);
    if (!avant || !peutGererUtilisateur(admin, avant)) throw new OutOfScopeError('Utilisateur introuvable');
    const apres = { role: body.role ?? avant.role, bureauIds: body.bureauIds ?? avant.bureauIds };
    audit.bureauId = apres.bureauIds[0] ?? avant.bureauIds[0];
    const refus = refusAdministration(admin, avant, apres);
    if (refus) throw new ForbiddenError(refus.message, refus.field);
    const bureaux = await lireBureaux(apres.bureauIds);
    if (body.bureauIds && bureaux.length !== body.bureauIds.length)
      throw new ValidationError('Un des bureaux choisis n’existe pas', 'bureauIds');
    const finSessions = avant.role !== apres.role || (avant.actif && body.actif === false);
    const { version, ...changes } = body;
    const updated = await modifierUtilisateur(
      avant,
      version,
      { ...changes, ...(finSessions ? { validAfter: now.getTime() / 1000 } : {}) },
      now,
    );
    if (finSessions) await notifyTokenInvalid(path.id);
    else if (body.bureauIds) await mettreAJourPorteeConnexions(path.id, apres);
    return { body: toUtilisateurAdminResponse(updated, byId(bureaux)) };
  },
);
