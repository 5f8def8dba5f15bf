// WebSocket: the change signals of the stream consumer (handlers/flux/notifier-changements.ts) go as
// msgToClient frames carrying a ModificationTable message to the connected clients; a user whose token
// became invalid receives tokenInvalid and is disconnected. Writes never call this: a request's
// latency does not depend on the number of open connections (docs/architecture.md#realtime).
// A change of an office's data (`bureauId` in the signal) is signalled only to the connections of
// users who may see that office (docs/product-rules.md#access office scope, shared `canSeeBureau`, from
// the role and offices stored on the connection): health data must not signal across offices. Without
// `bureauId` (global tables: offices, users, configuration, global lists) every connection is told.
// A per-user item (a notification: `utilisateurId` in the signal) is told to that user's connections only.
import { canSeeBureau } from '@umj/shared/bureau';
import { MESSAGE_CONNEXION_EN_TROP, type ModificationTable } from '@umj/shared/realtime';
import {
  listConnexions,
  listConnexionsByUtilisateur,
  type ConnexionItem,
  type Inscription,
} from '../../data/connexions.ts';
import { errorFields, logger } from './logger.ts';
import { closeConnection, sendFrame } from './ws-connections.ts';

/**
 * Sends each signal to every live connection that may see it, in order on each connection (one Query
 * of the connections for the whole batch). Expired connections get tokenInvalid and are closed; gone
 * ones (410) are removed by sendFrame, but for one registered too recently to be open yet. Throws only when the connections cannot be read (the stream
 * batch is then retried).
 */
export async function envoyerSignaux(signaux: readonly ModificationTable[]): Promise<void> {
  if (signaux.length === 0) return;
  const now = Date.now() / 1000;
  const connexions = await listConnexions();
  const trames = signaux.map((s) => ({ signal: s, data: JSON.stringify(s) }));
  await Promise.all(
    connexions.map(async (c) => {
      if (c.expireLe <= now) return endConnection(c.connectionId);
      for (const { signal, data } of trames) {
        if (signal.bureauId !== undefined && !voitLeBureau(c, signal.bureauId)) continue;
        if (signal.utilisateurId !== undefined && signal.utilisateurId !== c.utilisateurId) continue;
        if ((await sendFrame(c.connectionId, { event: 'msgToClient', data }, c)) === 'gone') return;
      }
    }),
  );
}

/** docs/product-rules.md#access on the connection's stored scope; a connection without one (older) sees no office. */
function voitLeBureau(c: ConnexionItem, bureauId: string): boolean {
  if (!c.role || !c.bureauIds) return false;
  return canSeeBureau({ role: c.role, bureaux: c.bureauIds.map((id) => ({ id, nom: '' })) }, bureauId);
}

/** Tells every connection of the user that its token is no longer valid, then closes it. */
export async function notifyTokenInvalid(utilisateurId: string): Promise<void> {
  try {
    const connexions = await listConnexionsByUtilisateur(utilisateurId);
    await Promise.all(connexions.map((c) => endConnection(c.connectionId)));
  } catch (error) {
    logger.warn('notification tokenInvalid non envoyée', { utilisateurId, ...errorFields(error) });
  }
}

/** A connection whose token is no longer valid (expired or revoked) gets tokenInvalid and is closed. */
async function endConnection(connectionId: string): Promise<void> {
  if ((await sendFrame(connectionId, { event: 'tokenInvalid' })) !== 'gone')
    await closeConnection(connectionId);
}

/**
 * The connections a registration replaced (data/connexions.ts W1), already out of the registration item:
 * those of an expired token get tokenInvalid, the oldest beyond MAX_CONNEXIONS_PAR_UTILISATEUR get
 * `connexionFermee` (its reason, French text), then each is closed. A failure is logged: the new
 * connection stays registered and open.
 */
export async function fermerConnexionsRemplacees({ expirees, fermees }: Inscription): Promise<void> {
  try {
    await Promise.all([
      ...expirees.map((c) => endConnection(c.connectionId)),
      ...fermees.map(async (c) => {
        const envoi = await sendFrame(c.connectionId, {
          event: 'connexionFermee',
          message: MESSAGE_CONNEXION_EN_TROP,
        });
        if (envoi !== 'gone') await closeConnection(c.connectionId);
      }),
    ]);
  } catch (error) {
    logger.warn('connexions remplacées non fermées', {
      connexions: [...expirees, ...fermees].map((c) => c.connectionId),
      ...errorFields(error),
    });
  }
}
