// Sending frames to WebSocket connections through the API Gateway management API (on AWS, and
// locally against the gateway's POST /@connections/{id}). A gone connection is removed from the table.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerFrame } from '@umj/shared/realtime';
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

/** Sends one frame; removes the connection when it is gone. Never throws (logs other failures). */
export async function sendFrame(
  connectionId: string,
  frame: ServerFrame,
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
