// (first load): what a public page and a signed-in screen load before they render, read from the SPA build (web/dist,
// built by the global setup or by `npm test` before this tier) — no browser, no timing. Its first route
// is index.html's script and modulepreloads, their static imports and CSS, then the page's lazy route
// module with its static imports and CSS (tests/bench/spa-build.ts); a signed-in screen adds the
// signed-in layout's module before its own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@umj/shared/routes';
import { describe, expect, it } from 'vitest';
import {
  isProductModule,
  publicPageModules,
  readSpaBuild,
  routeLoad,
  screenModules,
  SIGNED_IN_LAYOUT,
  type RouteLoad,
} from '../../bench/spa-build.ts';
import { BUDGETS } from '../../bench/budgets.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Before a public page renders: the bench's budget (bench/budgets.ts), 205 KB gzip of JS and CSS. */
const FIRST_ROUTE_BUDGET = BUDGETS['SPA first route, public pages (largest)'].limit * 1024;
/**
 * Before a signed-in screen renders (the shell and the screen): the bench's budget (bench/budgets.ts), one
 * figure for both: the product's target, 300 KB (docs/architecture.md "First load of the SPA").
 */
const SIGNED_IN_BUDGET = BUDGETS['SPA first route, signed-in screens (largest)'].limit * 1024;

const build = readSpaBuild(`${root}web/dist`);
const pages = publicPageModules(readFileSync(`${root}web/src/app/route-modules.ts`, 'utf8'));
const publicPaths = ROUTES.filter((r) => r.kind === 'page' && r.access === 'public').map((r) => r.path);
const loads = new Map<string, RouteLoad>(
  publicPaths.flatMap((path) => {
    const module = pages.get(path);
    return module ? [[path, routeLoad(build, [module])] as const] : [];
  }),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first route of the public pages (from the build output)', () => {
  it('every public route of the shared table has its module in route-modules.ts (PUBLIC_PAGES)', () => {
    expect(publicPaths.filter((path) => !pages.has(path))).toEqual([]);
    expect(pages.get('/error-pages/error-404')).toBe('src/app/shell/errors/error-404-page.tsx');
    expect(loads.size).toBeGreaterThanOrEqual(7);
  });

  it('each public page loads at most the bench’s budget (205 KB gzip) of JS and CSS before it renders', () => {
    const over = [...loads].filter(([, load]) => load.gzip > FIRST_ROUTE_BUDGET);
    expect(
      over.map(([path, load]) => `${path}: ${kb(load.gzip)} (${load.files.map((f) => f.file).join(', ')})`),
    ).toEqual([]);
    // The measure is not empty: react alone is above 50 KB gzip.
    for (const load of loads.values()) expect(load.gzip).toBeGreaterThan(50 * 1024);
  });

  it('a public page loads no product code (signed-in screens and shell, lists, domain modules)', () => {
    const product = [...loads].flatMap(([path, load]) =>
      load.modules.filter(isProductModule).map((id) => `${path}: ${id}`),
    );
    expect(product).toEqual([]);
  });

  it('zod and the non-French languages load when needed, not before a public page renders', () => {
    const early = [...loads].flatMap(([path, load]) =>
      load.modules
        .filter((id) => /\/zod\//.test(id) || /i18n\/locales\/(?!fr\/)/.test(id))
        .map((id) => `${path}: ${id}`),
    );
    expect(early).toEqual([]);
    // …and they are in the build (a lazy chunk), so the check above looks at real module ids.
    const all = Object.values(build.modules).flat();
    expect(all.some((id) => id.startsWith('node_modules/zod/'))).toBe(true);
    expect(all.some((id) => id.startsWith('web/src/i18n/locales/ar/'))).toBe(true);
  });

  it('index.html fetches the sign-in page’s chunks and PrimeReact’s light theme with the entry (a first visit lands there), and no more', () => {
    const entree = new Set(routeLoad(build, []).files.map((f) => f.file));
    const route = routeLoad(build, [pages.get('/signin')!])
      .files.map((f) => f.file)
      .filter((file) => !entree.has(file));
    const chunks = route.filter((file) => file.endsWith('.js'));
    const theme = Object.values(build.manifest).find((c) => c.src?.endsWith('lara-light-blue/theme.css'));
    expect(chunks.some((file) => /signin-page-.*\.js$/.test(file))).toBe(true);
    expect([...build.preloads].sort()).toEqual([...chunks, theme?.file].sort());
  });

  it('the product code check recognises product modules (it could fail)', () => {
    expect(isProductModule('web/src/features/bureaux-admin/bureaux-admin-page.tsx')).toBe(true);
    expect(isProductModule('web/src/app/shell/header/app-header.tsx')).toBe(true);
    expect(isProductModule('web/src/app/shell/menu/sidebar-menu.tsx')).toBe(true);
    expect(isProductModule('web/src/app/shell/theme/theme-provider.tsx')).toBe(false);
    expect(isProductModule('web/src/app/shell/errors/error-404-page.tsx')).toBe(false);
    expect(isProductModule('web/src/components/list/list-page.tsx')).toBe(true);
    expect(isProductModule('shared/src/dossier-patient.ts')).toBe(true);
    expect(isProductModule('web/src/features/auth/signin-page.tsx')).toBe(false);
    expect(isProductModule('shared/src/routes.ts')).toBe(false);
    const agenda = routeLoad(build, [
      'src/app/shell/layout/signed-in-layout.tsx',
      'src/features/agendas/agenda-page.tsx',
    ]);
    expect(agenda.modules.filter(isProductModule).length).toBeGreaterThan(10);
  });
});

describe('first route of the signed-in screens (from the build output)', () => {
  const screens = screenModules(build).map((module) => ({
    module,
    load: routeLoad(build, [SIGNED_IN_LAYOUT, module]),
  }));

  it('each signed-in screen loads at most its budget (bench/budgets.ts) of JS and CSS gzip before it renders', () => {
    // Every screen of route-modules.ts is measured (the agenda and the patient-file list among them).
    expect(screens.length).toBeGreaterThanOrEqual(20);
    expect(screens.map((s) => s.module)).toEqual(
      expect.arrayContaining([
        'src/features/agendas/agenda-page.tsx',
        'src/features/dossiers-patients/dossiers-page.tsx',
      ]),
    );
    const over = screens.filter(({ load }) => load.gzip > SIGNED_IN_BUDGET);
    expect(over.map(({ module, load }) => `${module}: ${kb(load.gzip)}`)).toEqual([]);
  });

  it('each signed-in screen loads at most its budget of files (bench/budgets.ts) before it renders: shared code is not one file per module', () => {
    const most = BUDGETS['SPA first route, signed-in screens: files (most)'].limit;
    const over = screens.filter(({ load }) => load.files.length > most);
    expect(over.map(({ module, load }) => `${module}: ${load.files.length} files`)).toEqual([]);
    // The measure counts real files: the shell alone is more than the entry's few.
    expect(Math.min(...screens.map(({ load }) => load.files.length))).toBeGreaterThan(10);
  });

  it('the calendar, the patient-file form, the spreadsheet writer, the date picker, the dropdowns and the popup menus load when needed, not before a screen renders', () => {
    const LATER = [
      'node_modules/primereact/calendar/calendar.esm.js',
      'node_modules/primereact/dropdown/dropdown.esm.js',
      'node_modules/primereact/menu/menu.esm.js',
      'web/src/entities/dossier-patient/formulaire/dossier-form-dialog.tsx',
    ];
    const early = screens.flatMap(({ module, load }) =>
      load.modules
        .filter(
          (id) =>
            id.startsWith('node_modules/@fullcalendar/') ||
            id.startsWith('node_modules/write-excel-file/') ||
            id.startsWith('node_modules/pdfmake/') ||
            LATER.includes(id),
        )
        .map((id) => `${module}: ${id}`),
    );
    expect(early).toEqual([]);
    // …and they are in the build (lazy chunks), so the check above looks at real module ids.
    const all = Object.values(build.modules).flat();
    expect(all.some((id) => id.startsWith('node_modules/@fullcalendar/'))).toBe(true);
    expect(all.some((id) => id.startsWith('node_modules/write-excel-file/'))).toBe(true);
    expect(all).toEqual(expect.arrayContaining(LATER));
  });

  it('a signed-in screen does not download again what the shell holds: its chunks hold no copy of the shell’s modules', () => {
    const shell = routeLoad(build, [SIGNED_IN_LAYOUT]);
    const shellFiles = new Set(shell.files.map((f) => f.file));
    // Modules a signed-out page loads too (a form's Message) stay out of the shell's chunk, which the
    // public pages must not load (web/vite.config.ts): the inlining may copy those small ones.
    const publicModules = new Set([...pages.values()].flatMap((page) => routeLoad(build, [page]).modules));
    const shellModules = new Set(shell.modules.filter((id) => !publicModules.has(id)));
    const copies = screens.flatMap(({ module, load }) =>
      load.files
        .filter(({ file }) => !shellFiles.has(file))
        .flatMap(({ file }) => (build.modules[file] ?? []).filter((id) => shellModules.has(id)))
        .map((id) => `${module}: ${id}`),
    );
    expect(copies).toEqual([]);
    // The measure sees modules: a screen's files hold more than one each.
    expect(screens.every(({ load }) => load.modules.length > load.files.length)).toBe(true);
  });
});
