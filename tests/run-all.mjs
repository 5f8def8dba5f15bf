// `npm test`: every check of the repository, in order, stopping at the first failure.
// Prints one closing line "N passed, N failed" counted from the test runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'tests', 'artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
];
for (const ws of ['shared', 'functions', 'infra', 'web', 'tests']) {
  steps.push([
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
  ]);
}

let passed = 0;
let failed = 0;
function count() {
  for (const ws of ['shared', 'functions', 'infra', 'web', 'tests']) {
    const f = join(reports, ws + '.json');
    if (!existsSync(f)) continue;
    const r = JSON.parse(readFileSync(f, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
}
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    count();
    console.error(`\n${name} failed (exit ${res.status}).`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
}
count();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
