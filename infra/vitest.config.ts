import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // On the real bundles of a synth: vitest.bundles.config.ts; the evaluation of the AWS calls recorded
    // by the other workspaces' tests runs after them, last in `npm test` (vitest.permissions.config.ts).
    exclude: ['test/bundles/**', 'test/permissions/**'],
    // Synthesizing the stack takes seconds on the 2-core machines; bundling one handler more; the
    // synths that run the validation plugins (cdk-nag, cfn-guard) a minute or two when the machine is busy.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // The tests only read synthesized templates: files of one worker share the stack synthesized once
    // (test/helpers/test-stack.ts sharedTestStack) instead of synthesizing it again per file.
    isolate: false,
  },
});
