// The API Gateway management API (`@connections`) that @aws-sdk/client-apigatewaymanagementapi calls:
// POST sends the raw body as a text frame, GET describes the connection, DELETE closes it; an unknown
// or closed connection answers 410 GoneException, as on AWS. On AWS only IAM-signed calls of the
// stack's roles reach it; locally the handlers run in this process, so only the loopback may call it
// any other caller gets 403 ForbiddenException, before its body is read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { readBody } from './http-utils.ts';
import type { WsConnections } from './ws-connections.ts';

/** `/@connections/{id}`, optionally under a stage prefix (`/v1/@connections/{id}` on AWS). */
const CONNECTION_PATH = /^(?:\/[^/@]+)?\/@connections\/([^/]+)\/?$/;

export function isManagementPath(pathname: string): boolean {
  return CONNECTION_PATH.test(pathname);
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1 (an IPv4-mapped ::ffff:127.x.y.z included): the socket's peer, never a header. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address === undefined ? 0 : isIP(address);
  return family !== 0 && LOOPBACK.check(address as string, family === 4 ? 'ipv4' : 'ipv6');
}

function answer(res: ServerResponse, statusCode: number, body?: unknown, errorType?: string): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (errorType) headers['x-amzn-errortype'] = errorType;
  res.writeHead(statusCode, headers);
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * The runtime's own memory (`process.memoryUsage()`, bytes), for `npm run soak`'s budget on the server's
 * growth: local only (no such path on AWS, where Lambda reports its memory itself), loopback callers only.
 */
export const RUNTIME_MEMORY_PATH = '/@runtime/memoire';
/**
 * Bundles mode: the bundles that could not start and the unset variables read so far
 * (docs/local-runtime.md#bundles-mode), `{ failures: [] }` in the source mode; loopback callers only.
 */
export const RUNTIME_BUNDLES_PATH = '/@runtime/bundles';

/** A local-only path of the runtime itself (never behind CloudFront, nothing on AWS). */
export function isRuntimePath(pathname: string): boolean {
  return pathname === RUNTIME_MEMORY_PATH || pathname === RUNTIME_BUNDLES_PATH;
}

export function answerRuntime(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  bundleFailures: () => readonly unknown[],
): void {
  req.resume();
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    answer(res, 403, { message: 'Forbidden' }, 'ForbiddenException');
    return;
  }
  answer(res, 200, pathname === RUNTIME_MEMORY_PATH ? process.memoryUsage() : { failures: bundleFailures() });
}

export function createManagementApi(connections: WsConnections) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      answer(res, 403, { message: 'Forbidden' }, 'ForbiddenException');
      req.resume();
      return;
    }
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
