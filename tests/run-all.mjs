// `npm test`: every check of the repository, in order, stopping at the first failure.
// Prints one closing line "N passed, N failed" counted from the test runners' JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrerequisites } from './prerequisites.mjs';

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

// The decision above has its own unit test (node:test, no browser), counted in the closing line.
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
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);

// typecheck (tsc) and lint (eslint, prettier) are each single-threaded: on the CI's 2 cores they run
// side by side, their outputs printed one after the other.
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
];
// Workspace test runs, in groups: a group of several runs side by side (the DynamoDB-bound functions
// tests leave a core free for the web's jsdom tests; shared and infra are short), outputs printed one
// after the other; the browser tier runs alone with its output live.
const testStep = (ws) => [
  `tests:${ws}`,
  'npm',
  [
    'test',
    '-w',
    `@umj/${ws}`,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, ws + '.json')}`,
  ],
];
const groups = [['shared', 'infra'], ['functions', 'web'], ['tests']].map((g) => g.map(testStep));

let passed = 0;
let failed = 0;
function count() {
  if (existsSync(prerequisitesTap)) {
    const tap = readFileSync(prerequisitesTap, 'utf8');
    passed += Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0);
    failed += Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0);
  }
  for (const ws of ['shared', 'functions', 'infra', 'web', 'tests']) {
    const f = join(reports, ws + '.json');
    if (!existsSync(f)) continue;
    const r = JSON.parse(readFileSync(f, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
}
if (prerequisitesRun.status !== 0) {
  count();
  console.error(`\ntests:prerequisites failed (exit ${prerequisitesRun.status}).`);
  console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(1);
}
const started = Date.now();
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
function runBuffered([name, cmd, args]) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (status) => resolve({ name, status, output: Buffer.concat(chunks) }));
  });
}
for (const { name, status, output } of await Promise.all(checks.map(runBuffered))) {
  console.log(`\n=== ${name} ===`);
  process.stdout.write(output);
  console.log(`(${name} done, ${elapsed(started)} since the start)`);
  if (status !== 0) {
    console.error(`\n${name} failed (exit ${status}).`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}
function stopIfFailed(name, status) {
  if (status === 0) return;
  count();
  console.error(`\n${name} failed (exit ${status}).`);
  console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(1);
}
for (const group of groups) {
  const groupStart = Date.now();
  if (group.length === 1) {
    const [name, cmd, args] = group[0];
    console.log(`\n=== ${name} ===`);
    const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
    console.log(`(${name}: ${elapsed(groupStart)}; ${elapsed(started)} since the start)`);
    stopIfFailed(name, res.status);
    continue;
  }
  const results = await Promise.all(group.map(runBuffered));
  for (const { name, output } of results) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
  }
  console.log(
    `(${group.map((g) => g[0]).join(' + ')}: ${elapsed(groupStart)}; ${elapsed(started)} since the start)`,
  );
  for (const { name, status } of results) stopIfFailed(name, status);
}
count();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
