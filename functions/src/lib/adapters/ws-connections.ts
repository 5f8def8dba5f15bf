// Sending frames to WebSocket connections through the API Gateway management API (on AWS, and
// locally against the gateway's POST /@connections/{id}). A gone connection is removed from the table,
// unless it was registered so recently that its socket may not be open yet (docs/api.md#websocket).
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { AGE_MIN_CONNEXION_FERMEE_MS, type ServerFrame } from '@umj/shared/realtime';
import { env } from '../../config/env.ts';
import { deleteConnexion } from '../../data/connexions.ts';
import { enregistrerAppelsAws } from './appels-aws.ts';
import { errorFields, logger } from './logger.ts';
import { clientParEndpoint } from './client-par-endpoint.ts';

const managementApi = clientParEndpoint((endpoint: string) =>
  enregistrerAppelsAws('execute-api', new ApiGatewayManagementApiClient({ region: env.region, endpoint })),
);

function isGone(error: unknown): boolean {
  return error instanceof GoneException || (error as Error | undefined)?.name === 'GoneException';
}

/**
 * A 410 to a connection registered less than AGE_MIN_CONNEXION_FERMEE_MS ago (`connecteLe`, ISO) may
 * come from a socket whose `$connect` has registered it but which API Gateway has not opened yet: its
 * registration is kept (its `$disconnect` or its TTL removes it if it never opens). Older, it is gone.
 */
export function inscriptionPeutEtreEnOuverture(connecteLe: string | undefined, maintenant: Date): boolean {
  return (
    connecteLe !== undefined && maintenant.getTime() - Date.parse(connecteLe) < AGE_MIN_CONNEXION_FERMEE_MS
  );
}

/**
 * Sends one frame; on a 410 removes the connection, unless `connecteLe` (its registration instant)
 * says it may still be opening (inscriptionPeutEtreEnOuverture). 'gone' either way: nothing more
 * is sent to it in this batch. Never throws (logs other failures).
 */
export async function sendFrame(
  connectionId: string,
  frame: ServerFrame,
  inscription: { connecteLe?: string } = {},
): Promise<'sent' | 'gone' | 'failed'> {
  const endpoint = env.wsManagementEndpoint;
  if (!endpoint) return 'failed';
  try {
    await managementApi(endpoint).send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(frame)),
      }),
    );
    return 'sent';
  } catch (error) {
    if (isGone(error)) {
      if (inscriptionPeutEtreEnOuverture(inscription.connecteLe, new Date())) return 'gone';
      await deleteConnexion(connectionId).catch((e: unknown) =>
        logger.warn('suppression de connexion échouée', errorFields(e)),
      );
      return 'gone';
    }
    logger.warn('envoi WebSocket échoué', { connectionId, ...errorFields(error) });
    return 'failed';
  }
}

/** Closes a connection on the API side (idempotent: a gone connection is fine). */
export async function closeConnection(connectionId: string): Promise<void> {
  const endpoint = env.wsManagementEndpoint;
  if (endpoint) {
    try {
      await managementApi(endpoint).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (error) {
      if (!isGone(error)) logger.warn('fermeture WebSocket échouée', { connectionId, ...errorFields(error) });
    }
  }
  await deleteConnexion(connectionId);
}
