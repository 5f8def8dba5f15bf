import { defineConfig } from 'vitest/config';

// The checks that need the real bundles of `cdk synth` (test/bundles/): run by `npm test` after its one
// synth with bundling (UMJ_CDK_OUT), or alone with `npx vitest run --config vitest.bundles.config.ts`.
export default defineConfig({
  test: {
    include: ['test/bundles/**/*.test.ts'],
    globalSetup: ['test/bundles/synth.global.ts'],
    testTimeout: 120_000,
  },
});
