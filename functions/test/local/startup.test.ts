// ("npm start answers HTTP before the demo seed ends: a sign-in in the first seconds is told the
// password is wrong"): until the seed has ended, /v1/* and the /ws upgrade answer 503 with a French
// message and Retry-After; the SPA page is served meanwhile; after the seed the API answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REALTIME_PATH } from '@umj/shared/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { findFreePort } from '../../src/local/free-port.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { startFixtureRuntime } from './fixtures/runtime.ts';

const spaDir = mkdtempSync(join(tmpdir(), 'umj-spa-'));
writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>UMJ</title>');
let runtime: LocalRuntime | undefined;
afterAll(async () => {
  await runtime?.stop();
  rmSync(spaDir, { recursive: true, force: true });
});

function upgradeStatus(url: string): Promise<{ status: number | undefined; retryAfter: unknown }> {
  const ws = new WebSocket(url);
  return new Promise((resolve) => {
    ws.once('unexpected-response', (_req, res) =>
      resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }),
    );
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, retryAfter: undefined });
    });
    ws.once('error', () => resolve({ status: undefined, retryAfter: undefined }));
  });
}

describe('local runtime start (the API answers once the demo seed has ended)', () => {
  it('a request during the seed gets 503 "Démarrage en cours", the SPA is served, after it 200', async () => {
    const port = await findFreePort();
    const origin = `http://localhost:${port}`;
    const duringSeed: {
      api?: { status: number; retryAfter: string | null; body: unknown };
      spa?: number;
      ws?: { status: number | undefined; retryAfter: unknown };
    } = {};

    runtime = await startFixtureRuntime({
      port,
      spaDir,
      seed: true,
      seedDemoData: async () => {
        const res = await fetch(`${origin}/v1/echo/x`);
        duringSeed.api = {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        };
        duringSeed.spa = (await fetch(`${origin}/signin`)).status;
        duringSeed.ws = await upgradeStatus(`ws://localhost:${port}${REALTIME_PATH}`);
      },
    });

    expect(duringSeed.api).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        statusCode: 503,
        message: 'Démarrage en cours, réessayez dans quelques secondes',
        error: 'Service Unavailable',
      },
    });
    expect(duringSeed.spa).toBe(200);
    expect(duringSeed.ws).toEqual({ status: 503, retryAfter: '5' });

    const after = await fetch(`${runtime.url}/v1/echo/x`);
    expect(after.status).toBe(200);
  });
});
