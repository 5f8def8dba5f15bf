// The functions' tests: one in-memory DynamoDB Local for the whole run, each file its own table.
//
// CI time: most files share one module graph per worker (`isolate: false`), which saves importing the
// AWS SDK, Powertools and the handlers again for each of the ~90 files (module import: 259 s in CI
// before, 41 s on the unloaded 2-core machine after). A file runs isolated, in its own module graph,
// when it changes what a module of another file would read: the process's environment, a module's state (vi.mock, a spy,
// the AWS SDK mock, fake timers, the scrypt cost), or starts a local runtime (which sets the handlers'
// environment, local-env.ts). That is read from its source by ISOLE below, so a new such file is
// isolated without being listed; the setup files themselves (test-env.ts) set the same values for
// every file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ISOLE =
  /vi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|mockClient\(|useReducedScryptCost|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=)|delete process\.env|Object\.assign\(process\.env|startLocalRuntime|fixtures\/runtime|src\/local\/(runtime|with-local-runtime|main)\.ts|helpers\/(runtime-local|management-api-server|audit-ecrit)\.ts/;

/** Isolated for a reason ISOLE cannot read. */
const AUSSI_ISOLES = [
  // Checks the production scrypt cost, which test-env.ts lowers for the whole module graph it is in.
  'test/lib/password.test.ts',
];

const racine = fileURLToPath(new URL('.', import.meta.url));
/** The test files (relative to functions/) that must run in their own module graph. */
const isoles = readdirSync(join(racine, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/${f.replaceAll('\\', '/')}`)
  .filter((f) => AUSSI_ISOLES.includes(f) || ISOLE.test(readFileSync(join(racine, f), 'utf8')));

const common = {
  environment: 'node' as const,
  setupFiles: ['test/setup/dynamodb.env.ts'],
  // DynamoDB Local and s3rver are real processes: give I/O-bound tests room on a busy 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // One in-memory DynamoDB Local for the whole run (endpoint via inject() and DYNAMODB_ENDPOINT).
    globalSetup: ['test/setup/dynamodb.global.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'functions-partage',
          include: ['test/**/*.test.ts'],
          exclude: isoles,
          isolate: false,
        },
      },
      { test: { ...common, name: 'functions-isole', include: isoles } },
    ],
  },
});
