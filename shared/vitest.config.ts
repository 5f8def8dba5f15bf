import { defineConfig } from 'vitest/config';

// The date functions must not depend on the process time zone (Lambda: UTC; browsers: the
// user's). Every test runs under TZ=UTC; the date tests run a second time under TZ=Europe/Paris. Each
// project's worker process starts with its TZ, and `test/dates-proprietes.test.ts` checks it did.
const fuseau = (tz: string) => ({ TZ: tz, FUSEAU_PROCESSUS_ATTENDU: tz });

export default defineConfig({
  test: {
    pool: 'forks',
    // The files of a project share one module graph (`isolate: false`): the package's pure functions keep
    // no state, and the one test that fakes the clock gives it back in a finally. Isolated, the 56 files
    // imported zod, fast-check and the tariffs again each: 97 s on one worker, 18 s shared.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'TZ=UTC', include: ['test/**/*.test.ts'], env: fuseau('UTC') },
      },
      {
        extends: true,
        test: {
          name: 'TZ=Europe/Paris',
          include: ['test/dates.test.ts', 'test/dates-proprietes.test.ts'],
          env: fuseau('Europe/Paris'),
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      // 100% of the domain package's lines and branches.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
