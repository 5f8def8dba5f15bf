import { defineConfig } from 'vitest/config';

// The bundles tier (docs/local-runtime.md#bundles-mode): the API contract tests — the authorization
// matrix of every REST and WebSocket route — and the post-deploy smoke checks, against a runtime whose
// every function runs from the bundle `cdk synth` wrote, with its template's environment. The browser
// tier stays on the sources (vitest.config.ts).
export default defineConfig({
  test: {
    include: ['e2e/authorization/api-matrix.test.ts', 'e2e/platform/smoke.test.ts'],
    globalSetup: ['e2e/support/global-setup-bundles.ts'],
    setupFiles: ['e2e/support/bundles-failures.ts'],
    fileParallelism: false,
    // A ceiling, not a timed assertion: the matrix's 675 bad-token calls took more than a minute on a
    // busy 2-core machine, each bundle's thread beside the others.
    testTimeout: 180_000,
    // The synth (when UMJ_CDK_OUT is not given), every bundle started and the seed: minutes on 2 cores.
    hookTimeout: 900_000,
  },
});
