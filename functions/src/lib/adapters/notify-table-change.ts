// Issue 3 WebSocket: every write to a table sends msgToClient to the connected clients, with a
// ModificationTable message carrying the `sid` of the session that caused it (authSignature), and a
// user whose token became invalid receives tokenInvalid and is disconnected.
import type { ModificationTable, RealtimeTable } from '@umj/shared/realtime';
import { listConnexions, listConnexionsByUtilisateur } from '../../data/connexions.ts';
import { errorFields, logger } from './logger.ts';
import { closeConnection, sendFrame } from './ws-connections.ts';

export type TableOperation = ModificationTable['operation'];

/**
 * Notifies every live connection. The write has already happened: a failure here is logged, never
 * turned into an error answer.
 */
export async function notifyTableChange(
  table: RealtimeTable,
  operation: TableOperation,
  authSignature: string,
): Promise<void> {
  const message: ModificationTable = { type: 'ModificationTable', table, operation, authSignature };
  try {
    const now = Date.now() / 1000;
    const connexions = await listConnexions();
    const data = JSON.stringify(message);
    await Promise.all(
      connexions.map((c) =>
        c.expireLe > now
          ? sendFrame(c.connectionId, { event: 'msgToClient', data })
          : endConnection(c.connectionId),
      ),
    );
  } catch (error) {
    logger.warn('notification de modification non envoyée', { table, operation, ...errorFields(error) });
  }
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
