// WebSocket $disconnect: forgets the connection (idempotent).
import { deleteConnexion } from '../../data/connexions.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';

export const handler = apiHandler({ name: 'realtime/disconnect' }, async ({ event }) => {
  const connectionId = event.requestContext.connectionId;
  if (connectionId) await deleteConnexion(connectionId);
  return {};
});
