// WebSocket: every write to a table sends msgToClient to the connected clients, with a
// ModificationTable message carrying the `sid` of the session that caused it (authSignature), and a
// user whose token became invalid receives tokenInvalid and is disconnected.
// A change of an office's data (`portee: { bureauId }`) is signalled only to the connections
// of users who may see that office (docs/product-rules.md#access office scope, shared `canSeeBureau`, from the role and
// offices stored on the connection): health data must not signal across offices. Without `portee`
// (global tables: offices, users, configuration, global lists) every connection is told.
import { canSeeBureau } from '@umj/shared/bureau';
import type { ModificationTable, RealtimeTable } from '@umj/shared/realtime';
import { listConnexions, listConnexionsByUtilisateur, type ConnexionItem } from '../../data/connexions.ts';
import { errorFields, logger } from './logger.ts';
import { closeConnection, sendFrame } from './ws-connections.ts';

export type TableOperation = ModificationTable['operation'];

/** The office whose data changed; absent for a table common to every office. */
export interface PorteeNotification {
  bureauId: string;
}

/**
 * Notifies every live connection that may see the change (all of them without `portee`). The write has
 * already happened: a failure here is logged, never turned into an error answer. Expired connections
 * get tokenInvalid and are closed, whatever the scope.
 */
export async function notifyTableChange(
  table: RealtimeTable,
  operation: TableOperation,
  authSignature: string,
  portee?: PorteeNotification,
): Promise<void> {
  const message: ModificationTable = { type: 'ModificationTable', table, operation, authSignature };
  try {
    const now = Date.now() / 1000;
    const connexions = await listConnexions();
    const data = JSON.stringify(message);
    await Promise.all(
      connexions.map((c) => {
        if (c.expireLe <= now) return endConnection(c.connectionId);
        if (portee && !voitLeBureau(c, portee.bureauId)) return undefined;
        return sendFrame(c.connectionId, { event: 'msgToClient', data });
      }),
    );
  } catch (error) {
    logger.warn('notification de modification non envoyée', { table, operation, ...errorFields(error) });
  }
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
