import '../helpers/test-env.ts';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INACTIVITE_MAX_MS, PAS_ACTIVITE_SESSION_MS } from '@umj/shared/constantes';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '../../src/api/routes.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { signAccessToken } from '../../src/lib/auth/access-token.ts';
import { MESSAGE_SESSION_INACTIVE } from '../../src/lib/auth/session.ts';
import { createHandlerLoader } from '../../src/local/handler-loader.ts';
import { buildWsEvent, call, lambdaContext } from '../helpers/events.ts';
import { signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-inactivite');

const MINUTE = 60_000;
const moi = (token: string) => call(getMoi, { path: '/utilisateurs/moi', token });
const sid = (token: string) => decodeJwt(token).sid as string;

/** Moves the clock (Date only) to `debut + ms`. */
function horloge(debut: number, ms: number): void {
  vi.setSystemTime(debut + ms);
}

async function ecrireActivite(token: string, derniereActivite: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(sid(token)),
      UpdateExpression: 'SET derniereActivite = :d',
      ExpressionAttributeValues: { ':d': derniereActivite },
    }),
  );
}

async function lireActivite(token: string): Promise<Record<string, unknown> | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.session(sid(token)), ConsistentRead: true }),
  );
  return out.Item;
}

/** Counts the DynamoDB commands sent by `work`, by command name. */
async function compterRequetes(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const send = vi.spyOn(ddb, 'send');
  try {
    await work();
    const counts: Record<string, number> = {};
    for (const [command] of send.mock.calls) {
      const name = (command as object).constructor.name;
      counts[name] = (counts[name] ?? 0) + 1;
    }
    return counts;
  } finally {
    send.mockRestore();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('idle timeout of sessions (30 minutes without a call end the session; errors 401)', () => {
  it('a session idle for more than 30 minutes after sign-in gets 401 with a French message', async () => {
    const { token } = await signedIn('secretariat');
    const debut = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    horloge(debut, INACTIVITE_MAX_MS + 1000);
    const res = await moi(token);
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: MESSAGE_SESSION_INACTIVE });
  });

  it('an active session keeps working past 30 minutes; it ends 30 minutes after its last call', async () => {
    const { token } = await signedIn('medecin');
    const debut = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const minutes of [20, 40, 60, 80]) {
      horloge(debut, minutes * MINUTE);
      expect((await moi(token)).statusCode, `appel à ${minutes} min`).toBe(200);
    }
    horloge(debut, 80 * MINUTE + INACTIVITE_MAX_MS - 1000);
    expect((await moi(token)).statusCode).toBe(200);
    horloge(debut, 80 * MINUTE + INACTIVITE_MAX_MS - 1000 + INACTIVITE_MAX_MS);
    expect((await moi(token)).statusCode).toBe(401);
  });

  it('the stored last activity decides (item dated in the past): 31 minutes ago -> 401, 29 -> 200', async () => {
    const { user } = await signedIn('secretariat');
    const { token } = await signAccessToken(user, new Date(Date.now() - 2 * 3600_000));
    await ecrireActivite(token, Date.now() - 31 * MINUTE);
    expect((await moi(token)).statusCode).toBe(401);
    await ecrireActivite(token, Date.now() - 29 * MINUTE);
    expect((await moi(token)).statusCode).toBe(200);
  });

  it('the activity is written at most once a minute per session; a call is one BatchGetItem otherwise', async () => {
    const { token } = await signedIn('administrateur');
    const debut = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // The sign-in counts as the first activity: a call within the minute writes nothing.
    horloge(debut, 30_000);
    expect(await compterRequetes(() => moi(token))).toEqual({ BatchGetCommand: 1 });
    expect(await lireActivite(token)).toBeUndefined();

    horloge(debut, PAS_ACTIVITE_SESSION_MS + 1000);
    expect(await compterRequetes(() => moi(token))).toEqual({ BatchGetCommand: 1, UpdateCommand: 1 });
    const ecrite = await lireActivite(token);
    expect(ecrite).toMatchObject({ derniereActivite: debut + PAS_ACTIVITE_SESSION_MS + 1000 });
    expect(ecrite?.expiresAt).toBe(decodeJwt(token).exp);

    for (const secondes of [10, 30, 59]) {
      horloge(debut, PAS_ACTIVITE_SESSION_MS + 1000 + secondes * 1000);
      expect(await compterRequetes(() => moi(token))).toEqual({ BatchGetCommand: 1 });
    }
    horloge(debut, 2 * PAS_ACTIVITE_SESSION_MS + 2000);
    expect(await compterRequetes(() => moi(token))).toEqual({ BatchGetCommand: 1, UpdateCommand: 1 });
  });

  // Through the authentication every non-public route shares: a GET handler writes too, and its role
  // must allow it (UpdateItem under SESSION#, docs/deployment.md#permissions-least-privilege; the
  // recording of the AWS calls, docs/deployment.md#the-permissions-the-tests-use, sees every GET here).
  it('every authenticated GET route records the session’s activity once the last one is a minute old, whatever its answer', async () => {
    const charger = createHandlerLoader(fileURLToPath(new URL('../../src/handlers', import.meta.url)));
    const { token } = await signedIn('administrateur');
    const debut = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const lectures = apiRoutes.filter((r) => r.method === 'GET' && !r.public);
    expect(lectures.length).toBeGreaterThan(30);
    for (const [i, route] of lectures.entries()) {
      const instant = (i + 1) * (PAS_ACTIVITE_SESSION_MS + 1000);
      horloge(debut, instant);
      // No path parameters: most answer 400 or 404, after the authentication has run.
      await call((await charger(route.handler)) as Parameters<typeof call>[0], { path: route.path, token });
      expect((await lireActivite(token))?.derniereActivite, route.handler).toBe(debut + instant);
    }
  });

  it('opening the WebSocket does not count as activity, and an idle session cannot open it', async () => {
    const { token } = await signedIn('secretariat');
    const open = () =>
      connect(
        buildWsEvent('$connect', randomUUID(), {
          Origin: 'http://localhost:3000',
          'Sec-WebSocket-Protocol': `umj.v1, ${token}`,
        }),
        lambdaContext(),
      );
    const debut = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    horloge(debut, 20 * MINUTE);
    expect((await open()).statusCode).toBe(200);
    expect(await lireActivite(token)).toBeUndefined();
    horloge(debut, INACTIVITE_MAX_MS + 1000);
    expect((await open()).statusCode).toBe(401);
    expect((await moi(token)).statusCode).toBe(401);
  });
});
