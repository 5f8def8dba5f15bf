// The API Gateway management API (`@connections`) that @aws-sdk/client-apigatewaymanagementapi calls:
// POST sends the raw body as a text frame, GET describes the connection, DELETE closes it; an unknown
// or closed connection answers 410 GoneException, as on AWS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './http-utils.ts';
import type { WsConnections } from './ws-connections.ts';

/** `/@connections/{id}`, optionally under a stage prefix (`/v1/@connections/{id}` on AWS). */
const CONNECTION_PATH = /^(?:\/[^/@]+)?\/@connections\/([^/]+)\/?$/;

export function isManagementPath(pathname: string): boolean {
  return CONNECTION_PATH.test(pathname);
}

function answer(res: ServerResponse, statusCode: number, body?: unknown, errorType?: string): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (errorType) headers['x-amzn-errortype'] = errorType;
  res.writeHead(statusCode, headers);
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export function createManagementApi(connections: WsConnections) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const encoded = CONNECTION_PATH.exec(url.pathname)?.[1] ?? '';
    const connection = connections.get(decodeURIComponent(encoded));
    const body = await readBody(req);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      answer(res, 410, { message: null }, 'GoneException');
      return;
    }
    switch (req.method) {
      case 'POST':
        await new Promise<void>((resolve, reject) =>
          connection.socket.send(body.toString('utf8'), { binary: false }, (e) =>
            e ? reject(e) : resolve(),
          ),
        );
        answer(res, 200);
        return;
      case 'GET':
        // The wire names of GetConnection's JSON (the SDK maps them to ConnectedAt, Identity, ...).
        answer(res, 200, {
          connectedAt: connection.connectedAt.toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: connection.lastActiveAt.toISOString(),
        });
        return;
      case 'DELETE':
        connections.remove(connection.id);
        connection.socket.close(1000);
        answer(res, 204);
        return;
      default:
        answer(res, 405, { message: `Method ${req.method} not allowed` }, 'MethodNotAllowedException');
    }
  };
}
