// Rules of the repository's own sources, checked by `npm test` (run by run-all.mjs with node:test,
// before the other steps): size limits of production files and of React components. The files over a
// limit today are listed below with their size then, each to be split: a listed file may not grow, an
// unlisted one may not pass the limit. A listed file back under its limit is named in the test's
// diagnostics: remove its line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const lines = (file) => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n');

export const MAX_PRODUCTION_LINES = 400;
export const MAX_COMPONENT_LINES = 250;

/** Production sources: the workspaces' code, without tests, seeds, generated data and declarations. */
export function isProductionSource(file) {
  if (!/\.(ts|tsx|mts|js|mjs)$/.test(file)) return false;
  if (!/^(shared\/src|functions\/src|web\/src|infra\/lib|infra\/bin)\//.test(file)) return false;
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /\.d\.[cm]?ts$/.test(file)) return false;
  if (file.startsWith('functions/src/seed/')) return false;
  if (/(^|\/)(generated|__generated__)\//.test(file) || /\.generated\.[jt]sx?$/.test(file)) return false;
  return true;
}

/**
 * The React components of a .tsx file and their length in lines: every top-level function whose name
 * starts with an uppercase letter (`function X`, `export function X`, `export default function X`,
 * `const X = (…) =>`, `const X = memo(…)`), from its first line to the first line after it that starts at
 * column 0 with `}` or `)` (the closing line; the sources are formatted by Prettier).
 */
export function components(source) {
  const all = source.replace(/\n$/, '').split('\n');
  const start =
    /^(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s+([A-Z]\w*)|^(?:export\s+)?const\s+([A-Z]\w*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function\b|\w+\s*=>|(?:React\.)?(?:memo|forwardRef)\b)/;
  const found = [];
  for (let i = 0; i < all.length; i++) {
    const m = start.exec(all[i]);
    if (!m) continue;
    let end = i;
    // A one-line declaration ends on its own line.
    if (/;\s*$/.test(all[i])) {
      found.push({ name: m[1] ?? m[2], line: i + 1, lines: 1 });
      continue;
    }
    for (let j = i + 1; j < all.length; j++) {
      if (/^[})]/.test(all[j])) {
        end = j;
        break;
      }
    }
    found.push({ name: m[1] ?? m[2], line: i + 1, lines: end - i + 1 });
  }
  return found;
}

// Production files allowed over MAX_PRODUCTION_LINES (file, lines when listed): none today. A file
// listed here may not grow; split it, then remove its line.
const LONG_FILES_ALLOWED = new Map([]);

// React components allowed over MAX_COMPONENT_LINES ('file#Component', lines when listed): none today.
const LONG_COMPONENTS_ALLOWED = new Map([]);

test(`no production source file is over ${MAX_PRODUCTION_LINES} lines (tests, seeds, generated data and .d.ts excepted)`, (t) => {
  const over = tracked
    .filter(isProductionSource)
    .map((file) => ({ key: file, count: lines(file).length }))
    .filter(({ count }) => count > MAX_PRODUCTION_LINES);
  assert.deepEqual(
    offenders(over, LONG_FILES_ALLOWED),
    [],
    'split these files (the limits of docs/architecture.md)',
  );
  notePassed(t, over, LONG_FILES_ALLOWED);
});

test(`no React component in web/src is over ${MAX_COMPONENT_LINES} lines`, (t) => {
  const over = tracked
    .filter((file) => file.startsWith('web/src/') && file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    .flatMap((file) =>
      components(readFileSync(join(root, file), 'utf8'))
        .filter((c) => c.lines > MAX_COMPONENT_LINES)
        .map((c) => ({ key: `${file}#${c.name}`, count: c.lines })),
    );
  assert.deepEqual(offenders(over, LONG_COMPONENTS_ALLOWED), [], 'split these components');
  notePassed(t, over, LONG_COMPONENTS_ALLOWED);
});

/** The entries over the limit that are not allowed, or allowed but grown since they were listed. */
function offenders(over, allowed) {
  return over
    .filter(({ key, count }) => !allowed.has(key) || count > allowed.get(key))
    .map(
      ({ key, count }) =>
        `${key}: ${count} lines${allowed.has(key) ? ` (listed at ${allowed.get(key)})` : ''}`,
    );
}

/** Names the listed entries now within the limit (their line can go). */
function notePassed(t, over, allowed) {
  for (const key of allowed.keys())
    if (!over.some((o) => o.key === key))
      t.diagnostic(`${key} is within the limit now: remove it from the list`);
}

test('the component scan measures a function component from its line to its closing brace', () => {
  const source = [
    "import { memo } from 'react';",
    'export function Liste({ a }: { a: string }) {',
    '  const b = { c: 1 };',
    '  return <p>{a}</p>;',
    '}',
    'const Ligne = memo(function Ligne() {',
    '  return null;',
    '});',
    'export const Vide = () => null;',
    'function aide() {',
    '  return 1;',
    '}',
    'export default function Page() {',
    '  return (',
    '    <div>',
    '      <Liste a="x" />',
    '    </div>',
    '  );',
    '}',
  ].join('\n');
  assert.deepEqual(
    components(source).map(({ name, line, lines }) => [name, line, lines]),
    [
      ['Liste', 2, 4],
      ['Ligne', 6, 3],
      ['Vide', 9, 1],
      ['Page', 13, 7],
    ],
  );
});

test('production sources exclude tests, seeds, declarations and generated data', () => {
  assert.equal(isProductionSource('shared/src/bordereaux.ts'), true);
  assert.equal(isProductionSource('web/src/app/app.tsx'), true);
  assert.equal(isProductionSource('shared/src/jours-feries.d.ts'), false);
  assert.equal(isProductionSource('functions/src/seed/demo.ts'), false);
  assert.equal(isProductionSource('web/src/app/app.test.tsx'), false);
  assert.equal(isProductionSource('functions/test/handlers/bureaux.test.ts'), false);
  assert.equal(isProductionSource('docs/api.md'), false);
});

test('an unlisted file may not pass the limit, a listed one may not grow', () => {
  const over = [
    { key: 'a.ts', count: 401 },
    { key: 'b.ts', count: 500 },
    { key: 'c.ts', count: 450 },
  ];
  assert.deepEqual(
    offenders(
      over,
      new Map([
        ['b.ts', 500],
        ['c.ts', 420],
      ]),
    ),
    ['a.ts: 401 lines', 'c.ts: 450 lines (listed at 420)'],
  );
});
