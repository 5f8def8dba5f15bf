// `npm run bench`: measurements, not tests. Prints one table per concern:
//  1. every handler: bundle size (minified, gzip) and cold import time in a fresh Node process;
//  2. login and /utilisateurs/moi latency (p50, p95) against the local runtime;
//  3. DynamoDB requests per API call (counted by a proxy in front of DynamoDB Local);
//  4. the SPA's initial JavaScript on the sign-in route (gzip) and on a signed-in screen;
//  5. issue 9: one office's month of patient files with 20,000 files of that office in the table, and
//     the calls of one agenda week (bench/dossiers.ts).
//  6. issue 11: the scheduled payment split of one day with 100,000 files in the table (bench/repartitions.ts).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { startLocalRuntime, type LocalRuntime } from '@umj/functions/local/runtime';
import { startDynamoDbLocal } from '@umj/functions/local/dynamodb-local';
import { launchBrowser, newPage, signIn } from '../e2e/support/browser.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { dossierFigures } from './dossiers.ts';
import { repartitionFigures } from './repartitions.ts';
import { statistiquesFigures } from './statistiques.ts';
import { disponibilitesDvFigures } from './disponibilites-dv.ts';
import { percentile, table } from './report.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function handlerBundles(): Promise<void> {
  const entries = [...new Set([...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)])].sort();
  const out = mkdtempSync(join(tmpdir(), 'umj-bench-'));
  const rows: (string | number)[][] = [];
  for (const h of entries) {
    const file = join(out, `${h.replace(/\//g, '__')}.mjs`);
    await build({
      entryPoints: [join(root, 'functions/src/handlers', `${h}.ts`)],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      outfile: file,
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'silent',
    });
    const code = readFileSync(file);
    const probe = join(out, 'probe.mjs');
    writeFileSync(
      probe,
      `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`,
    );
    const run = spawnSync(process.execPath, [probe], {
      env: { ...process.env, TABLE_NAME: 'bench', FILES_BUCKET: 'bench', AWS_REGION: 'eu-west-3' },
      encoding: 'utf8',
    });
    const ms = Number.parseFloat(run.stdout.trim());
    rows.push([
      h,
      kb(code.length),
      kb(gzipSync(code).length),
      Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'error',
    ]);
  }
  rmSync(out, { recursive: true, force: true });
  table(
    'Handlers: bundle size and cold import (fresh Node process)',
    ['handler', 'minified', 'gzip', 'cold import'],
    rows,
  );
}

async function timed(fn: () => Promise<Response>): Promise<number> {
  const t = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - t;
}

// One runtime for the whole bench: handlers keep module-scope SDK clients (as on Lambda), so a second
// runtime in the same process would talk to the first one's DynamoDB (docs/local-runtime.md).
async function apiFigures(runtime: LocalRuntime, proxy: CountingProxy): Promise<void> {
  {
    const login = () =>
      fetch(`${runtime.url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ adresseEmail: 'admin@umj.example', motDePasse: 'Demo-2026!' }),
      });
    const tokenRes = await login();
    const { accessToken } = (await tokenRes.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const moi = () => fetch(`${runtime.url}/v1/utilisateurs/moi`, { headers: auth });

    const loginTimes: number[] = [];
    for (let i = 0; i < 10; i++) loginTimes.push(await timed(login));
    const moiTimes: number[] = [];
    for (let i = 0; i < 100; i++) moiTimes.push(await timed(moi));
    table(
      'API latency against the local runtime (sequential requests)',
      ['call', 'n', 'p50', 'p95'],
      [
        [
          'POST /v1/auth/login',
          loginTimes.length,
          `${percentile(loginTimes, 50).toFixed(0)} ms`,
          `${percentile(loginTimes, 95).toFixed(0)} ms`,
        ],
        [
          'GET /v1/utilisateurs/moi',
          moiTimes.length,
          `${percentile(moiTimes, 50).toFixed(1)} ms`,
          `${percentile(moiTimes, 95).toFixed(1)} ms`,
        ],
      ],
    );

    const calls: [string, () => Promise<Response>][] = [
      ['POST /v1/auth/login', login],
      ['GET /v1/utilisateurs/moi', moi],
      ['GET /v1/bureaux', () => fetch(`${runtime.url}/v1/bureaux`, { headers: auth })],
      ['GET /v1/configuration', () => fetch(`${runtime.url}/v1/configuration`, { headers: auth })],
    ];
    const rows: (string | number)[][] = [];
    for (const [name, call] of calls) {
      proxy.reset();
      const res = await call();
      await res.arrayBuffer();
      rows.push([name, res.status, proxy.total(), proxy.summary()]);
    }
    table('DynamoDB requests per API call', ['call', 'status', 'requests', 'operations'], rows);
  }
}

async function spaFigures(runtime: LocalRuntime): Promise<void> {
  const browser = await launchBrowser();
  try {
    const measure = async (path: string, signInFirst: boolean) => {
      const page = await newPage(browser);
      if (signInFirst) await signIn(page, runtime.url, 'secretariat.argenteuil@umj.example');
      const js = new Map<string, number>();
      page.on('response', async (res) => {
        if (!/\.m?js(\?|$)/.test(res.url())) return;
        const body = await res.body().catch(() => undefined);
        if (body) js.set(res.url(), gzipSync(body).length);
      });
      await page.goto(`${runtime.url}${path}`, { waitUntil: 'networkidle' });
      await page.context().close();
      return [...js.values()];
    };
    const signin = await measure('/signin', false);
    const screen = await measure('/secretariat/rendez-vous/medecin', true);
    const sum = (a: number[]) => a.reduce((s, n) => s + n, 0);
    table(
      'SPA JavaScript loaded by a route (gzip, budget 250 KB for sign-in)',
      ['route', 'files', 'gzip'],
      [
        ['/signin (initial load)', signin.length, kb(sum(signin))],
        ['/secretariat/rendez-vous/medecin (after sign-in)', screen.length, kb(sum(screen))],
      ],
    );
  } finally {
    await browser.close();
  }
}

console.log('# UMJ back-office bench (measurements, not tests)');
const build_ = spawnSync('npm', ['run', 'build', '-w', '@umj/web', '--loglevel=error'], {
  cwd: root,
  stdio: 'ignore',
});
if (build_.status !== 0) console.log('\n(web build failed: SPA figures will be missing)');
await handlerBundles();
const dynamo = await startDynamoDbLocal({});
const proxy = await startCountingProxy(dynamo.endpoint);
// The tables only: the handlers' one-line-per-request logs would bury them (warnings still show).
process.env.LOG_LEVEL = 'warn';
const runtime = await startLocalRuntime({
  port: 0,
  dataDir: null,
  spaDir: join(root, 'web/dist'),
  seed: true,
  dynamodbEndpoint: proxy.endpoint,
  log: () => {},
  // Issue 12: the bench sends thousands of requests from 127.0.0.1; the per-IP limits stay off here.
  rateLimits: null,
});
try {
  await apiFigures(runtime, proxy);
  await dossierFigures(runtime, proxy);
  await statistiquesFigures(runtime, proxy);
  // Issue 10: the 7-day duty grid of the 3 offices with 40 examiners.
  await disponibilitesDvFigures(runtime, proxy);
  // Issue 11: last of the table writers (it fills the table to 100,000 files).
  await repartitionFigures(runtime, proxy);
  await spaFigures(runtime);
} finally {
  await runtime.stop();
  await proxy.stop();
  await dynamo.stop();
}
process.exit(0);
