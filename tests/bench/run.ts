// `npm run bench`: measurements, and the budgets of the security hardening (bench/budgets.ts). Prints one table per
// concern, then the budgets table; exits 1 when a figure is over its budget.
//  1. handlers: every handler's bundle size (minified, gzip) and cold import time in a fresh Node
//     process, and both as a ratio to a bare DynamoDBDocumentClient (bench/handlers.ts);
//  2. interface: Lighthouse 12 (desktop and mobile presets) of the five daily screens, interaction to
//     next paint with the CPU slowed 4×, a returning user's list rows painted (bench/interface.ts);
//     api: login and /utilisateurs/moi latency (p50, p95), DynamoDB requests per API call (counted by a
//     proxy in front of DynamoDB Local); rafale: what a burst of 200 WebSocket $connect of one user
//     costs the file saves of another office (bench/rafale-connexions.ts);
//  3. dossiers: one office's month of patient files with 20,000 files of that office in the
//     table, and the calls of one agenda week (bench/dossiers.ts);
//  4. statistiques, disponibilites-dv, repartitions (the scheduled
//     payment split of one day with 100,000 files in the table);
//  5. spa: what each route loads before it renders, from the build, and a Lighthouse-style
//     LCP of /acceuil and /signin against the local runtime (bench/spa.ts);
//  7. audit: the verification of 31 days of a month of demo-like audit entries, sealed (bench/audit.ts).
// `npm run bench -- --only=handlers,spa` runs some parts (the budgets of the others are then listed as
// not measured, and do not fail the run). Each part's tables and budgets are also written to its section
// of docs/measures.md (bench/measures.ts), the other sections kept.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalRuntime, type LocalRuntime } from '@umj/functions/local/runtime';
import { startDynamoDbLocal } from '@umj/functions/local/dynamodb-local';
import { BudgetCheck, formatFigure } from './budgets.ts';
import { startCountingProxy, unitesDeCapacite, type CountingProxy } from './counting-proxy.ts';
import { auditFigures } from './audit.ts';
import { dossierFigures } from './dossiers.ts';
import { handlerFigures } from './handlers.ts';
import { rafaleConnexionsFigures } from './rafale-connexions.ts';
import { repartitionFigures } from './repartitions.ts';
import { interfaceFigures } from './interface.ts';
import { spaLcpFigures, spaSizeFigures } from './spa.ts';
import { statistiquesFigures } from './statistiques.ts';
import { disponibilitesDvFigures } from './disponibilites-dv.ts';
import { BENCH_PARTS, machineAndDate, writeMeasures, type MeasuresSection } from './measures.ts';
import { markdownTable, percentile, recordTables, table } from './report.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

const PARTS = BENCH_PARTS;
type Part = (typeof PARTS)[number];
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? onlyArg.split(',') : [...PARTS];
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length > 0) {
  console.error(`Partie inconnue : ${unknown.join(', ')} (parties : ${PARTS.join(', ')})`);
  process.exit(2);
}
/** Runs `part` if asked for, its tables and budgets recorded for docs/measures.md. */
const tablesOf = new Map<Part, string[]>();
async function runPart(part: Part, measure: () => unknown): Promise<void> {
  if (!only.includes(part)) return;
  if (!tablesOf.has(part)) tablesOf.set(part, []);
  recordTables(tablesOf.get(part)!);
  budgets.part = part;
  try {
    await measure();
  } finally {
    recordTables(null);
    budgets.part = undefined;
  }
}
const runs = (part: Part) => only.includes(part);

async function timed(fn: () => Promise<Response>): Promise<number> {
  const t = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - t;
}

// One runtime for the whole bench: handlers keep module-scope SDK clients (as on Lambda), so a second
// runtime in the same process would talk to the first one's DynamoDB (docs/local-runtime.md).
async function apiFigures(runtime: LocalRuntime, proxy: CountingProxy, budgets: BudgetCheck): Promise<void> {
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
    const counted = new Map<string, { requests: number; items: number }>();
    for (const [name, call] of calls) {
      proxy.reset();
      const res = await call();
      await res.arrayBuffer();
      rows.push([
        name,
        res.status,
        proxy.total(),
        proxy.itemsRead(),
        unitesDeCapacite(proxy),
        proxy.summary(),
      ]);
      counted.set(name, { requests: proxy.total(), items: proxy.itemsRead() });
    }
    table(
      'DynamoDB requests and capacity units per API call',
      ['call', 'status', 'requests', 'items read', 'capacity units', 'operations'],
      rows,
    );
    budgets.check(
      'GET /v1/utilisateurs/moi: requests',
      counted.get('GET /v1/utilisateurs/moi')?.requests ?? NaN,
    );
    budgets.check('GET /v1/bureaux: requests', counted.get('GET /v1/bureaux')?.requests ?? NaN);
    budgets.check('GET /v1/bureaux: items read', counted.get('GET /v1/bureaux')?.items ?? NaN);
    budgets.check('GET /v1/configuration: requests', counted.get('GET /v1/configuration')?.requests ?? NaN);
  }
}

/** Each part's section of docs/measures.md: its tables, then its budgets beside the figures. */
function measuresSections(): MeasuresSection[] {
  const measured = machineAndDate();
  return [...tablesOf].map(([part, tables]) => {
    const own = budgets.results.filter((r) => r.part === part);
    const budgetTable = own.length
      ? [
          `### Budgets (tests/bench/budgets.ts)\n\n${markdownTable(
            ['budget', 'measured', 'limit', ''],
            own.map((r) => [
              r.name,
              formatFigure(r.measured, r.budget.unit),
              `${r.budget.atLeast ? '≥ ' : ''}${formatFigure(r.budget.limit, r.budget.unit)}`,
              r.over ? 'OVER' : 'ok',
            ]),
          )}`,
        ]
      : [];
    return {
      id: `bench/${part}`,
      title: `Bench: ${part} (\`npm run bench -- --only=${part}\`)`,
      measured,
      body: [...tables, ...budgetTable].join('\n\n'),
    };
  });
}

console.log('# UMJ back-office bench (measurements and budgets)');
const budgets = new BudgetCheck();
if (runs('spa') || runs('interface')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@umj/web', '--loglevel=error'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) console.log('\n(web build failed: SPA figures will be missing)');
  else await runPart('spa', () => spaSizeFigures(root, budgets));
}
await runPart('handlers', () => handlerFigures(root, budgets));
if (PARTS.some((p) => p !== 'handlers' && runs(p))) {
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
    // The bench sends thousands of requests from 127.0.0.1; the per-IP limits stay off here.
    rateLimits: null,
  });
  try {
    await runPart('api', () => apiFigures(runtime, proxy, budgets));
    // Before the parts that fill the table: the screens with the demo data, as `npm start` seeds it.
    await runPart('interface', () => interfaceFigures(runtime.url, budgets));
    await runPart('rafale', () => rafaleConnexionsFigures(runtime, proxy, budgets));
    await runPart('dossiers', () => dossierFigures(runtime, proxy, budgets));
    await runPart('statistiques', () => statistiquesFigures(runtime, proxy, budgets));
    // The 7-day duty grid of the 3 offices with 40 examiners.
    await runPart('disponibilites-dv', () => disponibilitesDvFigures(runtime, proxy, budgets));
    // Last of the table writers (it fills the table to 100,000 files).
    await runPart('repartitions', () => repartitionFigures(runtime, proxy, budgets));
    await runPart('spa', () => spaLcpFigures(runtime));
    // Last: it fills the audit trail with a month of entries.
    await runPart('audit', () => auditFigures(runtime, budgets));
  } finally {
    await runtime.stop();
    await proxy.stop();
    await dynamo.stop();
  }
}

writeMeasures(join(root, 'docs/measures.md'), measuresSections());
const unchecked = budgets.unchecked();
table(
  'Budgets (bench/budgets.ts): the bench fails when a figure is over its limit',
  ['budget', 'measured', 'limit', ''],
  [
    ...budgets.results.map((r) => [
      r.name,
      formatFigure(r.measured, r.budget.unit),
      `${r.budget.atLeast ? '≥ ' : ''}${formatFigure(r.budget.limit, r.budget.unit)}`,
      r.over ? 'OVER' : 'ok',
    ]),
    ...unchecked.map((name) => [name, 'not measured', '', onlyArg ? '(--only)' : 'MISSING']),
  ],
);
const failures = budgets.failures();
// Without --only every budget must have been measured: a part that silently measured nothing fails.
const missing = onlyArg ? [] : unchecked;
if (failures.length > 0 || missing.length > 0) {
  console.log(
    `\n${failures.length} budget(s) over their limit${missing.length ? `, ${missing.length} not measured` : ''}: ${[
      ...failures.map((f) => f.name),
      ...missing,
    ].join('; ')}`,
  );
  process.exit(1);
}
console.log('\nEvery budget holds.');
process.exit(0);
