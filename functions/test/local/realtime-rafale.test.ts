// "a WebSocket cap that holds under a burst" (docs/architecture.md#realtime), end to end through the
// local runtime: 200 real WebSockets of one user opened at once against its gateway (/ws, $connect with
// the token). However they interleave, the user never has more than 10 registered connections, every
// attempt is either opened or refused with 429 (never a 5xx, never a timeout), and the connections left
// open are exactly the registered ones.
import '../helpers/test-env.ts';
import { GetConnectionCommand, ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { MAX_CONNEXIONS_PAR_UTILISATEUR, REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { listConnexionsByUtilisateur } from '../../src/data/connexions.ts';
import { localCredentials } from '../../src/local/local-credentials.ts';
import { signedIn } from '../helpers/fixtures.ts';
import { useRuntimeLocal } from '../helpers/runtime-local.ts';

const TENTATIVES = 200;

const local = useRuntimeLocal('umj-test-realtime-rafale');

/** Opens a socket with the token: 'ouverte', or the status that refused the upgrade. */
function tenter(token: string): Promise<'ouverte' | number> {
  const ws = new WebSocket(
    `${local.runtime().url.replace(/^http/, 'ws')}${REALTIME_PATH}`,
    [REALTIME_PROTOCOL, token],
    {
      origin: local.runtime().url,
    },
  );
  local.sockets.push(ws);
  return new Promise((resolve) => {
    ws.once('open', () => resolve('ouverte'));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

describe('the cap of 10 connections per user under a burst (docs/architecture.md#realtime)', () => {
  it('200 concurrent $connect of one user: never more than 10 registered, each refused one answered 429 (no 5xx), and the open sockets are the registered connections', async () => {
    const { user, token } = await signedIn('medecin');
    // The handlers' modules are loaded once before the burst, as a warm Lambda's.
    const chauffe = await signedIn('psychologue');
    expect(await tenter(chauffe.token)).toBe('ouverte');
    // The change signals of the set-up's writes (the two users, their sessions) are sent before the
    // burst, so that only the burst's registrations run during it.
    await local.runtime().viderFlux();

    // While the burst runs, the user's registration item is read again and again (W4, consistent).
    let enCours = true;
    let maxInscrites = 0;
    const releves = (async () => {
      while (enCours) {
        maxInscrites = Math.max(maxInscrites, (await listConnexionsByUtilisateur(user.id)).length);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const resultats = await Promise.all(Array.from({ length: TENTATIVES }, () => tenter(token)));
    enCours = false;
    await releves;

    const refus = resultats.filter((r) => r !== 'ouverte');
    expect(refus.filter((r) => r !== 429)).toEqual([]);
    expect(resultats.filter((r) => r === 'ouverte').length).toBeGreaterThanOrEqual(
      MAX_CONNEXIONS_PAR_UTILISATEUR,
    );
    expect(maxInscrites).toBeLessThanOrEqual(MAX_CONNEXIONS_PAR_UTILISATEUR);
    const inscrites = (await listConnexionsByUtilisateur(user.id)).map((c) => c.connectionId);
    expect(inscrites).toHaveLength(MAX_CONNEXIONS_PAR_UTILISATEUR);
    // A connection closed to make room (none when the burst ends within 30 s) has gone once told why.
    const duBurst = local.sockets.slice(1);
    await vi.waitFor(
      () => expect(duBurst.filter((s) => s.readyState === WebSocket.OPEN)).toHaveLength(inscrites.length),
      { timeout: 10_000 },
    );
    const gestion = new ApiGatewayManagementApiClient({
      endpoint: local.runtime().url,
      region: 'eu-west-3',
      credentials: localCredentials,
    });
    try {
      for (const connectionId of inscrites) {
        const info = await gestion.send(new GetConnectionCommand({ ConnectionId: connectionId }));
        expect(info.ConnectedAt, connectionId).toBeInstanceOf(Date);
      }
    } finally {
      gestion.destroy();
    }
    // 200 handshakes on a shared 2-core machine: the test's own bound, not a speed budget.
  }, 180_000);
});
