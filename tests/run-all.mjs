// `npm test`: every check of the repository, in order, stopping at the first failure.
// Prints one closing line "N passed, N failed" counted from the test runners' JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrerequisites } from './prerequisites.mjs';
import { fichiersDeLaPartie } from './e2e/parties.mjs';

const root = new URL('..', import.meta.url).pathname;

// Before anything: Chromium (browser tests) and Java 17 (DynamoDB Local). Installed with apt-get when
// running as root on Debian/Ubuntu (one line says so); otherwise one line says what to install, exit 1.
const missing = ensurePrerequisites();
if (missing !== null) {
  console.error(missing);
  process.exit(1);
}

const reports = join(root, 'tests', 'artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// The functions' tests and the browser tier record every AWS call each function makes in this file
// (functions/src/lib/adapters/appels-aws.ts); the last step evaluates them against the roles.
process.env.UMJ_APPELS_AWS_FICHIER = join(reports, 'appels-aws.jsonl');

// The decision above has its own unit test (node:test, no browser), counted in the closing line; so do
// the rules of the repository's sources (repository-rules.test.mjs: file and component sizes;
// references-check.test.mjs: code and documents cite only the repository).
const prerequisitesTap = join(reports, 'prerequisites.tap');
console.log('\n=== tests:prerequisites ===');
const prerequisitesRun = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${prerequisitesTap}`,
    join(root, 'tests', 'prerequisites.test.mjs'),
    join(root, 'tests', 'repository-rules.test.mjs'),
    join(root, 'tests', 'references-check.test.mjs'),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);

// Every check before the browser tier, two at a time on the CI's two cores (tsc, eslint and prettier are
// single-threaded; each workspace's vitest runs one worker there), taken in this order as a core frees:
// the functions' DynamoDB-bound tests (the longest, 10 min: the other steps together take as long beside
// them) and typecheck first, then lint (a type or lint error stops the run within about two minutes),
// the synth with bundling the bundles tier runs
// (docs/local-runtime.md#bundles-mode), web's jsdom tests, then the short ones and the SPA build the
// browser tier serves. Each step's output is printed when it ends. Then, side by side, the bundles
// tier (the bundles' sizes, the authorization matrix and the smoke checks against the bundles) and the
// browser tier in its two parts, each against its own runtime (e2e/parties.mjs), their output printed
// when they end; last the evaluation of the AWS calls the functions' tests and the browser tier
// recorded.
const testStep = (ws, script = 'test', report = ws) => [
  `tests:${report}`,
  'npm',
  [
    'run',
    script,
    '-w',
    `@umj/${ws}`,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, report + '.json')}`,
  ],
];
const steps = [
  // The longest step (the functions' DynamoDB-bound tests, about 10 min on 2 cores) starts at once; the
  // others run one after the other beside it (started after lint, it ended 87 s after them).
  testStep('functions'),
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  // Into cdk.out, read by both bundles steps below (UMJ_CDK_OUT).
  ['synth:bundles', 'npm', ['run', 'synth']],
  testStep('web'),
  testStep('shared'),
  testStep('infra'),
  ['build:web', 'npm', ['run', 'build', '-w', '@umj/web', '--loglevel=error']],
];
const LANES = 2;
const bundlesTier = [
  testStep('infra', 'test:bundles', 'infra-bundles'),
  testStep('tests', 'test:bundles', 'tests-bundles'),
];
const browserParts = [1, 2].map((partie) => {
  const [name, cmd, args] = testStep('tests', 'test', `tests-${partie}`);
  return [name, cmd, [...args, ...fichiersDeLaPartie(partie)]];
});
// Last: the AWS calls recorded by the functions' tests and the browser tier, evaluated against each
// function's role in the synthesized templates (docs/deployment.md#the-permissions-the-tests-use).
const permissions = testStep('infra', 'test:permissions', 'permissions');

let passed = 0;
let failed = 0;
// The failed tests' names and first message lines, printed again just before the closing line: a step's
// output can be long (the runtime's logs), and the lines near the end are the ones a reader sees first.
const failures = [];
function count() {
  if (existsSync(prerequisitesTap)) {
    const tap = readFileSync(prerequisitesTap, 'utf8');
    passed += Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0);
    failed += Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0);
  }
  for (const ws of [
    'shared',
    'functions',
    'infra',
    'web',
    'infra-bundles',
    'tests-bundles',
    'tests-1',
    'tests-2',
    'permissions',
  ]) {
    const f = join(reports, ws + '.json');
    if (!existsSync(f)) continue;
    const r = JSON.parse(readFileSync(f, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const message = String(t.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${ws}: ${file.name.slice(root.length)} > ${t.fullName}\n    ${message}`);
      }
    }
  }
  if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
}
if (prerequisitesRun.status !== 0) {
  count();
  console.error(`\ntests:prerequisites failed (exit ${prerequisitesRun.status}).`);
  console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(1);
}
const started = Date.now();
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

// Children run in their own process group, so that a failure can stop the other running step with
// everything it started (vitest workers, DynamoDB Local, Chromium).
const running = new Set();
function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}
function runBuffered([name, cmd, args], env = process.env) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn(cmd, args, { cwd: root, env, detached: true });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (status, signal) => {
      running.delete(child);
      const ended = Date.now();
      resolve({ name, status: status ?? (signal ? 1 : 0), output: Buffer.concat(chunks), since, ended });
    });
  });
}
function fail(name, status) {
  count();
  console.error(`\n${name} failed (exit ${status}).`);
  console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(1);
}

const queue = [...steps];
let firstFailure = null;
async function lane() {
  while (queue.length > 0 && firstFailure === null) {
    const step = queue.shift();
    const { name, status, output, since } = await runBuffered(step);
    if (firstFailure !== null) {
      console.log(`\n=== ${name} === (stopped: ${firstFailure.name} failed)`);
      continue;
    }
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    console.log(`(${name}: ${elapsed(since)}; ${elapsed(started)} since the start)`);
    if (status !== 0 && firstFailure === null) {
      firstFailure = { name, status };
      stopRunning();
    }
  }
}
await Promise.all(Array.from({ length: LANES }, lane));
if (firstFailure !== null) fail(firstFailure.name, firstFailure.status);

// The SPA was built above (build:web): the tiers' global setups do not build it again; the bundles
// steps read the assembly synth:bundles wrote.
const tierEnv = { ...process.env, E2E_SKIP_BUILD: '1', UMJ_CDK_OUT: join(root, 'cdk.out') };
function runLive([name, cmd, args], env) {
  const since = Date.now();
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  console.log(`(${name}: ${elapsed(since)}; ${elapsed(started)} since the start)`);
  if (res.status !== 0) fail(name, res.status);
}
// Side by side: the bundles tier's two steps one after the other, and the browser tier's two parts.
// Each is a chain of one process at a time (a browser, a runtime, a test runner waiting on each other),
// so three of them keep the two cores busy. The permission test reads the calls of the source runtime
// (its function names): the bundles tier records none.
async function chain(steps, env) {
  const results = [];
  for (const step of steps) {
    const result = await runBuffered(step, env);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}
const tiers = await Promise.all([
  chain(bundlesTier, { ...tierEnv, UMJ_APPELS_AWS_FICHIER: '' }),
  ...browserParts.map((step) => chain([step], tierEnv)),
]);
const tierResults = tiers.flat();
const seconds = (from, to) => `${Math.round((to - from) / 1000)} s`;
for (const { name, output, since, ended } of tierResults) {
  console.log(`\n=== ${name} ===`);
  process.stdout.write(output);
  console.log(`(${name}: ${seconds(since, ended)}; ended ${seconds(started, ended)} after the start)`);
}
const failedTier = tierResults.find((r) => r.status !== 0);
if (failedTier) fail(failedTier.name, failedTier.status);
runLive(permissions, tierEnv);
count();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
