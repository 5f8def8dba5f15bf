// The icon font the SPA ships is PrimeIcons cut down to the icons the code names
// (scripts/primeicons.ts): an icon named in the code must be in it, or it would show as nothing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconCodePoints, OUTPUT, usedIconClasses } from '../scripts/primeicons.ts';

const require = createRequire(import.meta.url);
const packageIcons = iconCodePoints(readFileSync(require.resolve('primeicons/primeicons.css'), 'utf8'));
const shippedIcons = iconCodePoints(readFileSync(join(OUTPUT, 'primeicons.css'), 'utf8'));

describe('the icons the SPA ships', () => {
  it('hold every PrimeIcons icon the code names, with its code point (else: npm run icons -w @umj/web)', () => {
    const used = usedIconClasses().filter((name) => packageIcons.has(name));
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter((name) => shippedIcons.get(name) !== packageIcons.get(name));
    expect(missing).toEqual([]);
  });

  it('hold no icon the code does not name (the font stays small)', () => {
    const used = new Set(usedIconClasses());
    expect([...shippedIcons.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('count an icon class however it is written, not a word ending in "pi"', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icones-'));
    writeFileSync(
      join(dir, 'a.tsx'),
      `<i className="pi pi-user" />; const e = 'api-error'; icon: 'pi pi-check-circle'`,
    );
    writeFileSync(join(dir, 'b.css'), `.x .pi-bell { color: red; }`);
    writeFileSync(join(dir, 'c.test.tsx'), `'pi pi-trash'`);
    expect(usedIconClasses([dir])).toEqual(['pi-bell', 'pi-check-circle', 'pi-user']);
  });
});
