// Code and documents cite only the repository: no tracked .ts/.tsx/.js/.mjs/.css/.md file refers to the
// planning tracker ("issue N") or to the product specification's sections ("§N"); the product's rules
// are in docs/product-rules.md, which alone may hold such section marks. External standards are cited
// by "section" (RFC 5545 section 3.3.5). Run by run-all.mjs with node:test, like repository-rules.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const EXEMPT = new Set(['docs/product-rules.md']);
export const EXTERNAL_REFERENCE = /\b[Ii]ssues? \d+|§ ?\d/;

test('no tracked source or document cites "issue N" or "§N" (docs/product-rules.md excepted)', () => {
  const files = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && !EXEMPT.has(f));
  const found = [];
  for (const file of files) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (EXTERNAL_REFERENCE.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  assert.deepEqual(found, [], 'cite docs/product-rules.md#<area> or the feature by name instead');
});

test('the pattern finds the tracker and section marks, not ordinary words', () => {
  // Built from parts, so that this file does not cite anything itself.
  const [issue, section] = ['issue', '§'];
  const citedList = [
    `(${issue} 12)`,
    `I${issue.slice(1)} 9 patient files`,
    `spec ${section}4`,
    `${section}5.2`,
    `${issue}s 8 and 9`,
  ];
  for (const cited of citedList) assert.equal(EXTERNAL_REFERENCE.test(cited), true, cited);
  for (const fine of ['an issue with the grid', 'RFC 5545 section 3.3.5', 'docs/product-rules.md#statuses'])
    assert.equal(EXTERNAL_REFERENCE.test(fine), false, fine);
});
