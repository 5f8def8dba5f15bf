import { defineConfig } from 'vitest/config';

// Browser tier: headless Chromium against the real local runtime (DynamoDB Local, s3rver, gateway,
// built SPA). One runtime for the whole run, started by the global setup; files run one at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // expect.poll waits for the page (a ceiling, not a timed assertion): vitest's default of 1 s failed
    // on a loaded 2-core machine where one sign-in takes ~2 s (scrypt), e.g. the wrong-password message.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
