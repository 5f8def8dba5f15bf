import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { localCredentials } from '../../src/local/local-credentials.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { CONNECTS_SIMULTANES } from '../../src/local/ws-gateway.ts';
import { nextEvent, ofConnection, recorded, withQuery } from './fixtures/recorder.ts';
import { FIXTURE_WS_ROUTES, startFixtureRuntime } from './fixtures/runtime.ts';

let runtime: LocalRuntime;
let management: ApiGatewayManagementApiClient;
beforeAll(async () => {
  runtime = await startFixtureRuntime({ wsRoutes: FIXTURE_WS_ROUTES });
  management = new ApiGatewayManagementApiClient({
    endpoint: runtime.url,
    region: 'eu-west-3',
    credentials: localCredentials,
  });
});
afterAll(async () => {
  management.destroy();
  await runtime.stop();
});

type ConnectEvent = {
  requestContext: {
    routeKey: string;
    eventType: string;
    connectionId: string;
    stage: string;
    domainName: string;
  };
  headers: Record<string, string>;
  queryStringParameters: Record<string, string> | null;
};

function wsUrl(query = ''): string {
  return `${runtime.url.replace(/^http/, 'ws')}${REALTIME_PATH}${query}`;
}

function open(query: string, protocols: string[]): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl(query), protocols, { origin: runtime.url });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<string> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(String(data))));
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

/** The connection id the $connect handler saw for a socket opened with `?tag=<tag>`. */
async function connectionIdFor(tag: string): Promise<string> {
  const event = (await nextEvent('$connect', withQuery('tag', tag))) as unknown as ConnectEvent;
  return event.requestContext.connectionId;
}

describe('local gateway WebSocket (WebSocket: $connect, $default, $disconnect)', () => {
  it('$connect receives the connect event with Origin, offered sub-protocols and query; the answered sub-protocol is used', async () => {
    const ws = await open('?tag=proto', [REALTIME_PROTOCOL, 'jeton-abc']);

    const event = (await nextEvent('$connect', withQuery('tag', 'proto'))) as unknown as ConnectEvent;
    expect(ws.protocol).toBe(REALTIME_PROTOCOL);
    expect(event.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT', stage: 'v1' });
    expect(event.requestContext.connectionId).toMatch(/^[A-Za-z0-9+/]{15}=$/);
    expect(event.requestContext.domainName).toBe(new URL(runtime.url).host);
    expect(event.headers.Origin).toBe(runtime.url);
    expect(event.headers['Sec-WebSocket-Protocol']?.split(',').map((p) => p.trim())).toEqual([
      REALTIME_PROTOCOL,
      'jeton-abc',
    ]);
    expect(event.queryStringParameters).toEqual({ tag: 'proto' });
    const gone = closed(ws);
    ws.close();
    await gone;
  });

  it('$connect answering 401 rejects the upgrade with that status', async () => {
    const ws = new WebSocket(wsUrl('?refuse=1'), [REALTIME_PROTOCOL, 'mauvais-jeton'], {
      origin: runtime.url,
    });

    const status = await new Promise<number | undefined>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.once('open', () => resolve(undefined));
    });

    expect(status).toBe(401);
  });

  it('a message runs $default with its body; PostToConnection reaches the client; GetConnection describes it', async () => {
    const ws = await open('?tag=messages', [REALTIME_PROTOCOL, 'jeton']);
    const connectionId = await connectionIdFor('messages');

    ws.send('{"action":"ping"}');
    const message = (await nextEvent('$default', ofConnection(connectionId))) as {
      body: string;
      requestContext: Record<string, unknown>;
    };
    expect(message.body).toBe('{"action":"ping"}');
    expect(message.requestContext).toMatchObject({
      routeKey: '$default',
      eventType: 'MESSAGE',
      connectionId,
    });

    const received = nextMessage(ws);
    await management.send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: JSON.stringify({ event: 'tokenInvalid' }),
      }),
    );
    expect(await received).toBe('{"event":"tokenInvalid"}');

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    expect(info.Identity?.UserAgent).toBe('');
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.LastActiveAt?.getTime()).toBeGreaterThanOrEqual(info.ConnectedAt?.getTime() ?? 0);

    const gone = closed(ws);
    ws.close();
    await gone;
  });

  it('a close runs $disconnect; PostToConnection then fails with GoneException (410)', async () => {
    const ws = await open('?tag=close', [REALTIME_PROTOCOL, 'jeton']);
    const connectionId = await connectionIdFor('close');

    ws.close(1000, 'bye');
    const event = (await nextEvent('$disconnect', ofConnection(connectionId))) as {
      requestContext: Record<string, unknown>;
    };

    expect(event.requestContext).toMatchObject({
      routeKey: '$disconnect',
      eventType: 'DISCONNECT',
      disconnectStatusCode: 1000,
    });
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'x' })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('DeleteConnection closes the client socket and runs $disconnect', async () => {
    const ws = await open('?tag=delete', [REALTIME_PROTOCOL, 'jeton']);
    const connectionId = await connectionIdFor('delete');
    const gone = closed(ws);

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));

    expect(await gone).toBe(1000);
    await nextEvent('$disconnect', ofConnection(connectionId));
    await expect(
      management.send(new GetConnectionCommand({ ConnectionId: connectionId })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('a client gone while its $connect runs never opens, and the accepted connection gets its $disconnect', async () => {
    const ws = new WebSocket(wsUrl('?tag=parti&lent=300'), [REALTIME_PROTOCOL, 'jeton'], {
      origin: runtime.url,
    });
    ws.on('error', () => undefined);
    const connectionId = await connectionIdFor('parti');

    ws.terminate();

    const event = (await nextEvent('$disconnect', ofConnection(connectionId))) as {
      requestContext: Record<string, unknown>;
    };
    expect(event.requestContext).toMatchObject({ routeKey: '$disconnect', disconnectStatusCode: 1006 });
    await expect(
      management.send(new GetConnectionCommand({ ConnectionId: connectionId })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it(`at most ${CONNECTS_SIMULTANES} $connect handlers run at once: the other upgrades wait their turn, then open`, async () => {
    const sockets = await Promise.all(
      Array.from({ length: CONNECTS_SIMULTANES * 3 }, () =>
        open('?tag=file&lent=50', [REALTIME_PROTOCOL, 'jeton']),
      ),
    );

    let enCours = 0;
    let auPlus = 0;
    for (const { routeKey } of recorded().filter((r) => withQuery('tag', 'file')(r.event))) {
      if (routeKey === '$connect') auPlus = Math.max(auPlus, ++enCours);
      if (routeKey === '$connect-fin') enCours -= 1;
    }
    expect(auPlus).toBe(CONNECTS_SIMULTANES);
    expect(sockets.every((ws) => ws.protocol === REALTIME_PROTOCOL)).toBe(true);
    await Promise.all(sockets.map((ws) => Promise.all([closed(ws), ws.close()])));
  });

  it('an upgrade on another path than /ws is refused', async () => {
    const ws = new WebSocket(`${runtime.url.replace(/^http/, 'ws')}/autre`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.once('open', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});
