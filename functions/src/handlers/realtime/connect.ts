// WebSocket $connect (WebSocket): the Origin must be in ALLOWED_ORIGINS (403), the token travels as the
// second offered sub-protocol (`Sec-WebSocket-Protocol: umj.v1, <jwt>`) and must be a valid session
// with a role (401/403). The connection is registered (data/connexions.ts W1) with its token's expiry and
// the user's role and offices, the scope of the office-scoped change notifications it will receive
// (notify-table-change.ts); the answer selects the sub-protocol `umj.v1`. A user keeps at most 10
// registered connections, whatever the concurrency of its attempts: the registration replaces the
// connections whose token expired and the oldest beyond 10 in the same conditional write, and those are
// then told why and closed; an attempt that cannot register (the places taken by connections too recent
// to close) is refused with 429 TOO_MANY_CONNECTIONS (docs/architecture.md#realtime).
import { REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { env } from '../../config/env.ts';
import { cleInscriptionsConnexions, inscrireConnexion } from '../../data/connexions.ts';
import { fermerConnexionsRemplacees } from '../../lib/adapters/notify-table-change.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/auth/access-token.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ForbiddenError, UnauthenticatedError } from '../../errors.ts';
import { headerValue, sessionEtItem } from '../../lib/auth/session.ts';

/** The registration item outlives by this margin the last token a registration could carry. */
const MARGE_CONSERVATION_S = 300;

export const handler = apiHandler({ name: 'realtime/connect' }, async ({ event, audit }) => {
  const connectionId = event.requestContext.connectionId;
  audit.cible = connectionId ? `CONNEXION#${connectionId}` : undefined;
  const origin = headerValue(event.headers, 'origin');
  if (!origin || !env.allowedOrigins.includes(origin)) throw new ForbiddenError('Origine non autorisée');
  const [protocol, token] = (headerValue(event.headers, 'sec-websocket-protocol') ?? '')
    .split(',')
    .map((p) => p.trim());
  if (protocol !== REALTIME_PROTOCOL || !token) throw new UnauthenticatedError('Authentification requise');
  // Opening the socket is not a user action: an idle session is refused, but not kept alive. The
  // user's registration item comes with the session, in the same request: an attempt that finds the
  // places taken is refused without writing.
  const { session, item } = await sessionEtItem(token, cleInscriptionsConnexions, { activite: false });
  audit.utilisateurId = session.utilisateurId;
  audit.adresseEmail = session.adresseEmail;
  audit.role = session.role;
  if (session.role === 'aucun') throw new ForbiddenError();
  if (!connectionId) throw new Error('connectionId absent de l’événement $connect');
  const maintenant = new Date();
  const remplacees = await inscrireConnexion(
    {
      connectionId,
      utilisateurId: session.utilisateurId,
      sid: session.sid,
      connecteLe: maintenant.toISOString(),
      expireLe: session.exp,
      role: session.role,
      bureauIds: session.bureauIds,
    },
    {
      maintenant,
      lue: { item },
      // A token registered from now on expires before this; those registered earlier too.
      conserverJusqua:
        Math.ceil(maintenant.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS + MARGE_CONSERVATION_S,
    },
  );
  await fermerConnexionsRemplacees(remplacees);
  return { headers: { 'Sec-WebSocket-Protocol': REALTIME_PROTOCOL } };
});
