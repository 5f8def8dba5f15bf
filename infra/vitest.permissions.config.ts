import { defineConfig } from 'vitest/config';

// The permission test (test/permissions/): the AWS calls the functions made in the functions' tests and
// the browser tier, recorded in the file UMJ_APPELS_AWS_FICHIER names, evaluated against each function's
// role. `npm test` runs it after those tiers (tests/run-all.mjs); alone: `npm run test:permissions -w
// @umj/infra` once they have run with that variable set (docs/deployment.md#the-permissions-the-tests-use).
export default defineConfig({
  test: {
    include: ['test/permissions/**/*.test.ts'],
    // One synthesis of the stack (about a minute on a busy 2-core machine), then the simulations.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
