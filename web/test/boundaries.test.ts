// docs/architecture.md#module-boundaries of the SPA: features do not import each other; components/
// (generic pieces: list, dialog, exports) imports no feature and nothing of app/ (the shell and its
// widgets live in app/shell/); lib/ (API client, session, realtime, forms) and i18n/ import no feature,
// no component and nothing of app/. Checked on the sources' import lines (ESLint's
// no-restricted-imports says the same, per folder).
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

/** `file -> target` for each non-test source under `from` importing something under `to`. */
function crossingsFrom(from: RegExp, to: RegExp): string[] {
  return files
    .filter((file) => from.test(file))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => to.test(target))
        .map((target) => `${file} -> ${target}`),
    );
}

describe('module boundaries of the SPA (docs/architecture.md#module-boundaries)', () => {
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

  it('entities/ import no feature and nothing of app/', () => {
    expect(crossingsFrom(/src\/entities\//, /src\/(features|app)\//)).toEqual([]);
  });

  it('lib/ and i18n/ import no feature, no component and nothing of app/', () => {
    expect(crossingsFrom(/src\/(lib|i18n)\//, /src\/(features|components|app)\//)).toEqual([]);
  });

  it('components/ imports no feature and nothing of app/ (the shell moved to app/shell/)', () => {
    expect(crossingsFrom(/src\/components\//, /src\/(features|app)\//)).toEqual([]);
  });

  it('the shell and its widgets live in app/shell/, the configuration in features/configuration/', () => {
    const paths = Object.keys(SOURCES);
    expect(paths.some((p) => p.startsWith('../src/app/shell/layout/'))).toBe(true);
    const widgets = ['theme', 'overlay', 'menu', 'bureaux-selection', 'notifications', 'recherche', 'errors'];
    for (const widget of widgets)
      expect(paths.some((p) => p.startsWith(`../src/app/shell/${widget}/`))).toBe(true);
    expect(paths.filter((p) => new RegExp(`src/features/(${widgets.join('|')})/`).test(p))).toEqual([]);
    expect(paths.some((p) => p.startsWith('../src/features/configuration/'))).toBe(true);
    // The global style sheets are the app's, not a feature's.
    expect(SOURCES['../src/main.tsx']).toMatch(/^import '\.\/styles\/base\.css';$/m);
    expect(SOURCES['../src/main.tsx']).toMatch(/^import '\.\/styles\/layout\.css';$/m);
    expect(paths.filter((p) => /src\/components\/(header|layout|sidebar|user-panel)\//.test(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('../src/lib/configuration/'))).toEqual([]);
  });

  it("app/ reaches a feature only through its public index.ts (the route table's lazy pages excepted)", () => {
    const internes = crossingsFrom(/src\/app\/(?!route-modules\.ts$)/, /src\/features\//).filter(
      (crossing) => !/src\/features\/[^/]+\/index\.ts$/.test(crossing),
    );
    expect(internes).toEqual([]);
    expect(crossingsFrom(/src\/app\/providers\.tsx$/, /src\/features\//)).toEqual([]);
    expect(crossingsFrom(/src\/app\/providers\.tsx$/, /src\/app\/shell\//)).toEqual([
      '../src/app/providers.tsx -> src/app/shell/overlay/index.ts',
      '../src/app/providers.tsx -> src/app/shell/theme/index.ts',
    ]);
  });

  it('the check sees the imports (a known feature-to-lib import is found)', () => {
    expect(importsOf('../src/features/auth/signin-page.tsx')).toContain('src/lib/forms/use-form-differe.tsx');
  });
});
