// Builds the SPA, starts the local runtime once (in-memory data, seeded) and hands its URL to the tests.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
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

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest runs with NODE_ENV=test, which would make vite bundle React's development build: the
    // build served (and measured by the first-route test) is the production one, as `npm test`'s.
    const build = spawnSync('npm', ['run', 'build', '-w', '@umj/web', '--loglevel=error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('La construction du SPA a échoué');
  }
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
  project.provide('appUrl', runtime.url);
  project.provide('mailOutboxDir', runtime.mailOutboxDir);
  // startLocalRuntime set the handlers' environment of this process (local-env.ts applyEnvironment).
  project.provide('jwtSecret', process.env.JWT_SECRET ?? '');
  return async () => {
    await runtime.stop();
  };
}
