// WebSocket $connect (WebSocket): the Origin must be in ALLOWED_ORIGINS (403), the token
// travels as the second offered sub-protocol (`Sec-WebSocket-Protocol: umj.v1, <jwt>`) and must be a
// valid session with a role (401/403). The connection is stored until the token's expiry; the answer
// selects the sub-protocol `umj.v1`. The connection keeps the user's role and offices, the
// scope of the office-scoped change notifications it will receive (notify-table-change.ts). A user
// keeps at most 10 live connections: the oldest beyond are told why (connexionFermee) and closed.
import { REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { env } from '../../config/env.ts';
import { putConnexion, type ConnexionItem } from '../../data/connexions.ts';
import { fermerConnexionsEnTrop } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ForbiddenError, UnauthenticatedError } from '../../errors.ts';
import { headerValue, sessionFromToken } from '../../lib/auth/session.ts';

export const handler = apiHandler({ name: 'realtime/connect' }, async ({ event, audit }) => {
  const connectionId = event.requestContext.connectionId;
  audit.cible = connectionId ? `CONNEXION#${connectionId}` : undefined;
  const origin = headerValue(event.headers, 'origin');
  if (!origin || !env.allowedOrigins.includes(origin)) throw new ForbiddenError('Origine non autorisée');
  const [protocol, token] = (headerValue(event.headers, 'sec-websocket-protocol') ?? '')
    .split(',')
    .map((p) => p.trim());
  if (protocol !== REALTIME_PROTOCOL || !token) throw new UnauthenticatedError('Authentification requise');
  // Opening the socket is not a user action: an idle session is refused, but not kept alive.
  const session = await sessionFromToken(token, { activite: false });
  audit.utilisateurId = session.utilisateurId;
  audit.adresseEmail = session.adresseEmail;
  audit.role = session.role;
  if (session.role === 'aucun') throw new ForbiddenError();
  if (!connectionId) throw new Error('connectionId absent de l’événement $connect');
  const connexion: ConnexionItem = {
    connectionId,
    utilisateurId: session.utilisateurId,
    sid: session.sid,
    connecteLe: new Date().toISOString(),
    expireLe: session.exp,
    role: session.role,
    bureauIds: session.bureauIds,
  };
  await putConnexion(connexion);
  await fermerConnexionsEnTrop(connexion);
  return { headers: { 'Sec-WebSocket-Protocol': REALTIME_PROTOCOL } };
});
