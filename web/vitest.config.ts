// Component tests of the SPA: jsdom, one setup file, tests beside the code or under test/.
//
// CI time (the security hardening buys room for its gates): most files share one module graph and one jsdom per worker
// (`isolate: false`), which saves re-importing PrimeReact, i18n and the app for each of the ~50 files
// (measured on the 2-core machine: 155 s -> ~100 s; import 33 s -> 7 s, environment 26 s -> 0.4 s). The
// shared set-up (test/setup.ts) already resets what a file could leave behind: DOM, storage, language.
// A file that replaces a module with vi.mock() must run isolated (a mock would leak into, or miss, the
// module already imported by another file): list it in ISOLATED — a new vi.mock() file fails in the
// shared project, which is the reminder. A file about a lazy chunk's first load (before it is fetched)
// runs in its own project, FIRST_LOAD, isolated and without the set-up that preloads that chunk.
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const ISOLATED = [
  'src/components/list/list-page-exports.test.tsx',
  'src/app/shell/bureaux-selection/bureaux-selector.test.tsx',
  'src/features/statistiques/statistiques-page.test.tsx',
  // Alone it passes in seconds; in the shared graph its day's suggestions stayed "Chargement…" for 30 s in
  // two CI runs, most likely the sign-out timer another file left running (see the shared project);
  // kept in its own module graph until a CI run in the shared one shows it is gone.
  'src/features/agendas/agenda-page.test.tsx',
];

/** Files about a lazy chunk before it has loaded (the date field's Calendar, a popup menu, the language switcher, the gate of the hidden widgets, the public forms' mechanism). */
const FIRST_LOAD = [
  'src/components/champ-date/champ-date-chargement.test.tsx',
  'src/lib/premier-affichage/menu-differe.test.tsx',
  'src/lib/premier-affichage/porte.test.ts',
  'src/app/shell/header/language-switcher.test.tsx',
  'src/features/auth/signin-avant-moteur.test.tsx',
];

const common: NonNullable<ViteUserConfig['test']> = {
  environment: 'jsdom',
  setupFiles: ['./test/setup.ts', './test/setup-calendrier.ts'],
  css: false,
  restoreMocks: true,
  // A ceiling, not a timed assertion: vitest's 5 s default was passed by jsdom renders on a loaded CI
  // machine, and a screen's lazy modules are transformed at their first import.
  testTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...common,
          name: 'web-shared',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: [...ISOLATED, ...FIRST_LOAD],
          // One module graph for these files: a file must leave nothing running behind it. (A sign-out
          // still waiting when its test ended cleared the next file's token, which then waited for its
          // data forever: the session provider now cancels it when it unmounts. Such a leak shows up
          // with `--sequence.shuffle.files --maxWorkers=1`.)
          isolate: false,
        },
      },
      { extends: true, test: { ...common, name: 'web-isolated', include: ISOLATED } },
      {
        extends: true,
        test: { ...common, name: 'web-first-load', include: FIRST_LOAD, setupFiles: ['./test/setup.ts'] },
      },
    ],
  },
});
