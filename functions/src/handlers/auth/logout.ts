// POST /auth/logout: ends every session of the caller (validAfter = now) and tells the caller's open
// WebSocket connections that their token is no longer valid.
import { terminerSessions } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { notifyTokenInvalid } from '../../lib/adapters/notify-table-change.ts';

export const handler = apiHandler(
  { name: 'auth/logout', audited: true, statut: 204 },
  async ({ session, audit }) => {
    audit.cible = `UTILISATEUR#${session.utilisateurId}`;
    await terminerSessions(session.utilisateurId, Date.now() / 1000);
    await notifyTokenInvalid(session.utilisateurId);
    return {};
  },
);
