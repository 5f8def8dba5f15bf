import { defineConfig } from 'vitest/config';

// Browser tier: headless Chromium against the real local runtime (DynamoDB Local, s3rver, gateway,
// built SPA). One runtime per vitest process, started by the root global setup (projects declare none,
// so it runs once and its provide() reaches both projects); `npm test` runs two such processes side by
// side, one per part of e2e/parties.mjs, so that the rules below hold within each part.
//
// The files of a project share one worker and one module graph (`isolate: false`): playwright-core and
// the support code are imported once per part, not once per file (vitest's "import": 60 s and 61 s for
// the two parts isolated, 10 s and 12 s shared, both parts side by side on the loaded 2-core
// machine). The support code keeps nothing across files: no token cache (the authorization matrix signs
// every demo account out, which would end a cached session), one browser per file, launched in its
// beforeAll and closed in its afterAll. What a file changes in the environment, or a browser it left
// open, ends with it (e2e/support/per-file.ts). No e2e file uses vi.mock, a spy or fake timers: one that
// must would go in a project of its own with the default isolation, as in functions/vitest.config.ts.
//
// The files listed in PARALLEL run first, E2E_WORKERS at a time (default 1); every other file runs
// afterwards, one at a time — the default for a new file. E2E_WORKERS=2 is not the default: measured
// on a shared 2-core machine, each file took about twice as long side by side (no clear gain), and the
// shell's office-selector test failed once (its click came before the page was ready). A file may be
// listed in PARALLEL only when it cannot disturb another file running at the same time, nor be
// disturbed by one:
// - it changes no Configuration entry (every open session gets the reload alert, then a reload) and
//   no office (the office selector lists them);
// - it compares no figure, list or free slot that another file's writes could change between its two
//   reads (its own data carries unique names and is looked up by them).
// Listed in the sequential group for these reasons: configuration/ and session/session (Configuration
// writes), authorization/api-matrix (writes of every route, Configuration included: it signs every
// demo account out once, ending that account's other sessions), admin/bureaux
// (creates an office), dossiers-patients/agenda (books the first free slot of the demo doctor).
const PARALLEL = [
  'e2e/admin/utilisateurs.test.ts',
  'e2e/dossiers-patients/dossier-form.test.ts',
  'e2e/dossiers-patients/pieces-recherche.test.ts',
  'e2e/listes/*.test.ts',
  'e2e/platform/*.test.ts',
  'e2e/session/public-account.test.ts',
  'e2e/shell/*.test.ts',
];

const common = {
  isolate: false,
  setupFiles: ['e2e/support/per-file.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
  // expect.poll waits for the page (a ceiling, not a timed assertion): vitest's default of 1 s failed
  // on a loaded 2-core machine where one sign-in takes ~2 s (scrypt), e.g. the wrong-password message.
  expect: { poll: { timeout: 15_000, interval: 100 } },
};

export default defineConfig({
  test: {
    globalSetup: ['e2e/support/global-setup.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'browser-parallel-safe',
          include: PARALLEL,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...common,
          name: 'browser-alone',
          include: ['e2e/**/*.test.ts'],
          exclude: PARALLEL,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
