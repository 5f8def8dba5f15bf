// STYLE.md (Web): features do not import each other; lib/ (API client, session, realtime, forms) and
// i18n/ import no feature, no shell component and nothing of app/. Checked on the sources' import lines.
import { describe, expect, it } from 'vitest';

const SOURCES = import.meta.glob<string>('../src/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s*\(\s*['"]([^'"]+)['"]/gm;

/** `src/...` paths imported by a file, resolved from its relative imports. */
function importsOf(file: string): string[] {
  const dir = file.split('/').slice(0, -1);
  return [...(SOURCES[file] ?? '').matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const parts = [...dir];
      for (const segment of spec.split('/')) {
        if (segment === '..') parts.pop();
        else if (segment !== '.') parts.push(segment);
      }
      return parts.join('/').replace(/^\.\.\//, '');
    });
}

const files = Object.keys(SOURCES).filter((file) => !/\.test\.tsx?$/.test(file));
const featureOf = (path: string) => /src\/features\/([^/]+)\//.exec(path)?.[1];

describe('STYLE.md module boundaries of the SPA', () => {
  it('a feature imports no other feature', () => {
    const crossings = files.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return importsOf(file)
        .filter((target) => featureOf(target) !== undefined && featureOf(target) !== own)
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('lib/ and i18n/ import no feature, no shell component and nothing of app/', () => {
    const crossings = files
      .filter((file) => /src\/(lib|i18n)\//.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => /src\/(features|components|app)\//.test(target))
          .map((target) => `${file} -> ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('the check sees the imports (a known feature-to-lib import is found)', () => {
    expect(importsOf('../src/features/auth/signin-page.tsx')).toContain('src/lib/forms/use-form.ts');
  });
});
