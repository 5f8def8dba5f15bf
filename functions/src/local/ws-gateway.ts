// The WebSocket half of the local API Gateway. An upgrade on /ws runs the $connect handler first and
// is accepted only on statusCode 200, answering the sub-protocol the handler returned (any other status
// refuses the upgrade with it, e.g. 429 when the user's connections cannot take one more); each message
// runs $default; a close runs $disconnect, as does a client gone before its accepted $connect answered.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { WsRouteKey } from '../api/routes.ts';
import type { LambdaHandler } from './handler-loader.ts';
import { headerValue, sourceIp } from './http-utils.ts';
import { lambdaContext } from './lambda-context.ts';
import { newConnectionId, type WsConnection, type WsConnections } from './ws-connections.ts';
import { buildWsEvent, type WsEventInput } from './ws-event.ts';

export interface WsGatewayOptions {
  routes: Readonly<Record<WsRouteKey, string>>;
  loadHandler: (name: string) => Promise<LambdaHandler>;
  connections: WsConnections;
  region: string;
  log: (line: string) => void;
  /** The headers CloudFront adds to the upgrade request on AWS, for $connect. */
  edgeHeaders?: (req: IncomingMessage) => Record<string, string>;
}

interface HandlerAnswer {
  statusCode: number;
  headers?: Record<string, unknown>;
  body?: string;
}

function rejectUpgrade(socket: Duplex, statusCode: number, body = ''): void {
  const status = STATUS_CODES[statusCode] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${statusCode} ${status}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * At most this many $connect handlers run at once; the other upgrades wait their turn, in order. One
 * process stands in for every Lambda instance of AWS: unbounded, a burst of one user's handshakes (200 at
 * once) would queue every other request of the runtime behind its handlers (docs/local-runtime.md).
 */
export const CONNECTS_SIMULTANES = 4;

/** A FIFO counting semaphore: `liberer` hands the place straight to the next waiting upgrade. */
function places(nombre: number) {
  let prises = 0;
  const attente: (() => void)[] = [];
  return {
    prendre: (): Promise<void> => {
      if (prises < nombre) {
        prises += 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => attente.push(resolve));
    },
    liberer: (): void => {
      const suivant = attente.shift();
      if (suivant) suivant();
      else prises -= 1;
    },
  };
}

export function createWsGateway(options: WsGatewayOptions) {
  const connects = places(CONNECTS_SIMULTANES);
  /** The sub-protocol each accepted upgrade answers, as returned by the $connect handler. */
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered: Set<string>, req: IncomingMessage) => {
      const protocol = chosenProtocol.get(req);
      return protocol !== undefined && offered.has(protocol) ? protocol : false;
    },
  });
  /** Running $default/$disconnect invocations, awaited on close. */
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  async function invoke(routeKey: WsRouteKey, input: Omit<WsEventInput, 'routeKey'>): Promise<HandlerAnswer> {
    const name = options.routes[routeKey];
    try {
      const handler = await options.loadHandler(name);
      const result = (await handler(
        buildWsEvent({ routeKey, ...input }),
        lambdaContext(name, options.region),
      )) as HandlerAnswer | undefined;
      return { statusCode: typeof result?.statusCode === 'number' ? result.statusCode : 200, ...result };
    } catch (error) {
      options.log(`ws ${routeKey} handler ${name} failed: ${String(error)}`);
      return { statusCode: 500 };
    }
  }

  function base(connection: WsConnection, domainName: string) {
    return {
      connectionId: connection.id,
      connectedAt: connection.connectedAt,
      domainName,
      sourceIp: connection.sourceIp,
      userAgent: connection.userAgent,
    };
  }

  function attach(connection: WsConnection, domainName: string): void {
    const { socket } = connection;
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastActiveAt = new Date();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const started = Date.now();
      track(
        invoke('$default', {
          ...base(connection, domainName),
          body: buffer.toString(isBinary ? 'base64' : 'utf8'),
          isBase64Encoded: isBinary,
        }).then((r) => options.log(`WS $default ${connection.id} ${r.statusCode} ${Date.now() - started}ms`)),
      );
    });
    socket.on('close', (code: number, reason: Buffer) => {
      options.connections.remove(connection.id);
      track(
        invoke('$disconnect', {
          ...base(connection, domainName),
          disconnect: { statusCode: code, reason: reason.toString() },
        }).then((r) => options.log(`WS $disconnect ${connection.id} ${r.statusCode}`)),
      );
    });
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const started = Date.now();
    const connection: Omit<WsConnection, 'socket'> = {
      id: newConnectionId(),
      connectedAt: new Date(),
      lastActiveAt: new Date(),
      sourceIp: sourceIp(req),
      userAgent: req.headers['user-agent'] ?? '',
    };
    const domainName = req.headers.host ?? 'localhost';
    socket.on('error', () => socket.destroy());
    await connects.prendre();
    let answer: HandlerAnswer;
    try {
      // A client gone while its upgrade waited its turn: nothing was registered, nothing to run.
      if (socket.destroyed) return;
      answer = await invoke('$connect', {
        ...base(connection as WsConnection, domainName),
        req,
        url,
        edgeHeaders: options.edgeHeaders?.(req) ?? {},
      });
    } finally {
      connects.liberer();
    }
    options.log(`WS $connect ${url.pathname} ${answer.statusCode} ${Date.now() - started}ms`);
    if (answer.statusCode !== 200) {
      rejectUpgrade(socket, answer.statusCode, answer.body ?? '');
      return;
    }
    // The client left while $connect ran: the socket never opens, and $disconnect runs for the
    // connection $connect accepted, so that its registration does not outlive it.
    if (socket.destroyed || !socket.readable || !socket.writable) {
      socket.destroy();
      track(
        invoke('$disconnect', {
          ...base(connection as WsConnection, domainName),
          disconnect: { statusCode: 1006, reason: '' },
        }).then((r) => options.log(`WS $disconnect ${connection.id} ${r.statusCode} (client parti)`)),
      );
      return;
    }
    const protocol = headerValue(answer.headers, 'sec-websocket-protocol');
    if (protocol !== undefined) chosenProtocol.set(req, protocol);
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const open: WsConnection = { ...connection, socket: ws };
      options.connections.add(open);
      attach(open, domainName);
    });
  }

  return {
    handleUpgrade,
    /** Closes every socket and waits for their $disconnect handlers. */
    async close(): Promise<void> {
      await Promise.all(
        options.connections.all().map(
          (c) =>
            new Promise<void>((resolve) => {
              c.socket.once('close', () => resolve());
              c.socket.close(1001, 'Server shutting down');
              setTimeout(() => {
                c.socket.terminate();
                resolve();
              }, 2000).unref();
            }),
        ),
      );
      while (pending.size > 0) await Promise.allSettled([...pending]);
      wss.close();
    },
  };
}
