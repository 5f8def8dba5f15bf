// Builds the SPA, starts the local runtime once (in-memory data, seeded) and hands its URL to the tests.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { useReducedScryptCostForTests } from '@umj/functions/lib/auth/password';
import { startLocalRuntime } from '@umj/functions/local/runtime';

const root = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** Folder where the runtime writes the e-mails it "sends" (one .eml file per mail). */
    mailOutboxDir: string;
    /** The runtime's JWT secret (in memory for this run): the authorization matrix forges tokens with it. */
    jwtSecret: string;
  }
}

/** Builds the SPA into web/dist, unless E2E_SKIP_BUILD=1 (`npm test` built it before). */
export function buildSpa(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // Vitest runs with NODE_ENV=test, which would make vite bundle React's development build: the
  // build served (and measured by the first-route test) is the production one, as `npm test`'s.
  const build = spawnSync('npm', ['run', 'build', '-w', '@umj/web', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('La construction du SPA a échoué');
}

/**
 * The demo accounts' passwords hashed at a low scrypt cost, as the functions' tests do
 * (functions/test/helpers/test-env.ts). The sign-in still runs the code AWS runs: it verifies with the
 * parameters stored with each hash. Nearly every browser test signs in through the API, and a check
 * at OWASP's cost takes about half a second of CPU and 128 MB: hundreds of them were minutes of the
 * tier on two cores (docs/testing.md#what-the-browser-tier-runs).
 */
export function hashDemoPasswordsCheaply(): void {
  useReducedScryptCostForTests({ N: 2 ** 10, r: 8, p: 1 });
}

/** What the tests read of the runtime (support/app.ts, support/tokens.ts). */
export function provideRuntime(project: TestProject, runtime: { url: string; mailOutboxDir: string }): void {
  project.provide('appUrl', runtime.url);
  project.provide('mailOutboxDir', runtime.mailOutboxDir);
  // startLocalRuntime set the handlers' environment of this process (local-env.ts applyEnvironment).
  project.provide('jwtSecret', process.env.JWT_SECRET ?? '');
}

export default async function setup(project: TestProject) {
  buildSpa();
  hashDemoPasswordsCheaply();
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir: null,
    spaDir: `${root}web/dist`,
    seed: true,
    log: () => {},
    // Every browser test signs in from 127.0.0.1; the per-IP limits (on by default, as
    // CloudFront's web ACL) would refuse them. functions/test/local/edge.test.ts proves them.
    rateLimits: null,
  });
  provideRuntime(project, runtime);
  return async () => {
    await runtime.stop();
  };
}
