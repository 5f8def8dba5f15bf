// "a broadcast never reaches a connection of another office", end to end through the local
// runtime: real WebSockets on its gateway (/ws, $connect with the token), real REST writes, the
// ModificationTable frames as a browser receives them (docs/product-rules.md#access office scope).
import '../helpers/test-env.ts';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useRuntimeLocal } from '../helpers/runtime-local.ts';

const local = useRuntimeLocal('umj-test-realtime-scope');

/** A browser's socket: opened with the token, recording the `table operation` of each message. */
async function ecoute(token: string): Promise<{ recus: string[]; prochain: () => Promise<string> }> {
  const ws = new WebSocket(
    `${local.runtime().url.replace(/^http/, 'ws')}${REALTIME_PATH}`,
    [REALTIME_PROTOCOL, token],
    {
      origin: local.runtime().url,
    },
  );
  local.sockets.push(ws);
  const recus: string[] = [];
  let lus = 0;
  let attente: ((m: string) => void) | undefined;
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { event: string; data?: string };
    const m = frame.data ? (JSON.parse(frame.data) as { table: string; operation: string }) : null;
    recus.push(m ? `${m.table} ${m.operation}` : frame.event);
    if (attente) {
      const servir = attente;
      attente = undefined;
      servir(recus[lus++]!);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    recus,
    /** The next message not yet read (waits for it). */
    prochain: () =>
      lus < recus.length
        ? Promise.resolve(recus[lus++]!)
        : new Promise<string>((resolve) => {
            attente = resolve;
          }),
  };
}

async function post(chemin: string, token: string, body: unknown): Promise<number> {
  const res = await fetch(`${local.runtime().url}/v1${chemin}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('office-scoped broadcast through the local WebSocket gateway', () => {
  it('a police station created in office A is signalled to an A user and an administrator without offices; a B-only user gets the next global change first, never the A one', async () => {
    const a = (await createTestBureau()).id;
    const b = (await createTestBureau()).id;
    const secretariatA = await signedIn('secretariat', [a]);
    const admin = await signedIn('administrateur');
    const medecin = await signedIn('medecin', [a]);
    const secretariatDeB = await signedIn('secretariat', [b]);
    // The fixtures' changes (offices, accounts) are handed over before the sockets open.
    await local.runtime().viderFlux();
    const medecinA = await ecoute(medecin.token);
    const illimite = await ecoute(admin.token);
    const secretariatB = await ecoute(secretariatDeB.token);

    expect(await post('/commissariats', secretariatA.token, { nom: 'Commissariat A', bureau: a })).toBe(201);
    expect(await medecinA.prochain()).toBe('Commissariat INSERT');
    expect(await illimite.prochain()).toBe('Commissariat INSERT');

    // Frames of one connection arrive in order: the office's change was sent (or not) before this one.
    expect(await post('/bureaux', admin.token, { nom: 'Bureau global' })).toBe(201);
    expect(await secretariatB.prochain()).toBe('Bureau INSERT');
    expect(secretariatB.recus).not.toContain('Commissariat INSERT');
    expect(await medecinA.prochain()).toBe('Bureau INSERT');
  });
});
