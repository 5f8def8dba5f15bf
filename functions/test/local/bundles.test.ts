// docs/local-runtime.md#bundles-mode: the local runtime runs each route, WebSocket route, stream consumer
// and schedule from the bundle `cdk synth` wrote for its function, found through the template, with
// exactly the environment its template gives it (AWS values replaced through one list); a variable a
// handler reads that its template does not set fails at its first call, and a bundle that cannot start
// fails the start. The assembly is a small fixture (fixtures/cdk-out) shaped as cdk synth writes one.
import { fileURLToPath } from 'node:url';
import { REALTIME_PATH } from '@umj/shared/realtime';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ApiRoute } from '../../src/api/routes.ts';
import { BundleStartError } from '../../src/local/bundles/bundle-runner.ts';
import { BundlesModeError, prepareBundlesMode } from '../../src/local/bundles/bundles-mode.ts';
import { readCdkAssembly } from '../../src/local/bundles/cdk-assembly.ts';
import {
  BundleEnvironmentError,
  functionEnvironment,
  PASSED_THROUGH,
} from '../../src/local/bundles/environment.ts';
import { RUNTIME_BUNDLES_PATH } from '../../src/local/management-api.ts';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../src/local/runtime.ts';

const CDK_OUT = fileURLToPath(new URL('./fixtures/cdk-out/', import.meta.url));
/** The REST routes of the fixture template (the sources' route table must describe the same API). */
const ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/echo/{id}', handler: 'echo' },
  { method: 'GET', path: '/echo', handler: 'unset' },
  { method: 'POST', path: '/echo', handler: 'broken' },
];
const WS_ROUTES = { $connect: 'c', $default: 'd', $disconnect: 'x' } as const;

function startBundles(
  bundles: LocalRuntimeOptions['bundles'] = { cdkOut: CDK_OUT },
  log: (line: string) => void = () => undefined,
) {
  return startLocalRuntime({
    port: 0,
    dataDir: null,
    seed: false,
    log,
    dynamodbEndpoint: inject('dynamodbEndpoint'),
    tableName: inject('tableName'),
    routes: ROUTES,
    wsRoutes: WS_ROUTES,
    fluxConsommateurs: [],
    rateLimits: null,
    bundles,
  });
}

describe('bundles mode: the template, followed from what invokes a function to its bundle', () => {
  it('each REST method (through the nested stack parameters and the API resource tree), WebSocket route (through the nested stack outputs), stream mapping and schedule reaches its function and bundle', () => {
    const assembly = readCdkAssembly(CDK_OUT);
    expect(assembly.restRoutes).toEqual([
      { method: 'GET', path: '/echo/{id}', functionKey: 'Handlers-echo' },
      { method: 'GET', path: '/echo', functionKey: 'Handlers-unset' },
      { method: 'POST', path: '/echo', functionKey: 'Handlers-broken' },
    ]);
    expect(assembly.wsRoutes).toEqual({
      $connect: 'Handlers-Realtime',
      $default: 'Handlers-Realtime',
      $disconnect: 'Handlers-Realtime',
    });
    expect(assembly.functions.get('Handlers-echo')?.entry).toBe(`${CDK_OUT}asset.echo/index.mjs`);
    const mode = prepareBundlesMode({ cdkOut: CDK_OUT }, { routes: ROUTES, wsRoutes: WS_ROUTES });
    expect(mode.routes.map((r) => r.handler)).toEqual(['Handlers-echo', 'Handlers-unset', 'Handlers-broken']);
    expect(mode.consumers).toEqual([
      expect.objectContaining({ handler: 'Handlers-Consumer', tailleLot: 25, fenetreSecondes: 2 }),
    ]);
    expect(assembly.schedules).toEqual([
      expect.objectContaining({ functionKey: 'Handlers-Tick', expression: 'cron(0/5 * * * ? *)' }),
    ]);
  });

  it('a route of routes.ts the template lacks, or a method of the template routes.ts lacks, fails the start naming it', () => {
    const sources = { routes: ROUTES.slice(0, 2), wsRoutes: WS_ROUTES };
    expect(() => prepareBundlesMode({ cdkOut: CDK_OUT }, sources)).toThrow(BundlesModeError);
    expect(() => prepareBundlesMode({ cdkOut: CDK_OUT }, sources)).toThrow(
      /absentes de routes.ts \[POST \/echo\]/,
    );
    const more = [...ROUTES, { method: 'DELETE' as const, path: '/echo', handler: 'x' }];
    expect(() => prepareBundlesMode({ cdkOut: CDK_OUT }, { routes: more, wsRoutes: WS_ROUTES })).toThrow(
      /absentes du modèle \[DELETE \/echo\]/,
    );
  });

  it('a template value that points at AWS with no local stand-in fails the start, naming the variable', () => {
    const fn = readCdkAssembly(CDK_OUT).functions.get('Handlers-echo')!;
    const local = { TABLE_NAME: 't', DYNAMODB_ENDPOINT: 'http://127.0.0.1:1', JWT_SECRET: 'k' };
    const withQueue = { ...fn, environment: { ...fn.environment, QUEUE_URL: { Ref: 'Queue' } } };
    expect(() => functionEnvironment(withQueue, { ...local, AWS_REGION: 'eu-west-3' })).toThrow(
      BundleEnvironmentError,
    );
    expect(() => functionEnvironment(withQueue, local)).toThrow(/QUEUE_URL/);
  });
});

describe('bundles mode: a runtime that runs the fixture bundles', () => {
  let runtime: LocalRuntime;
  const lines: string[] = [];
  beforeAll(async () => {
    runtime = await startBundles({ cdkOut: CDK_OUT, schedules: 'timers' }, (line) => lines.push(line));
  });
  afterAll(async () => runtime.stop());

  it("a function's environment is exactly its template's variables, the AWS ones replaced by their local stand-ins, plus what Lambda sets", async () => {
    const res = await fetch(`${runtime.url}/v1/echo/42`);
    expect(res.status).toBe(200);
    const { env, id, functionName } = (await res.json()) as {
      env: Record<string, string>;
      id: string;
      functionName: string;
    };
    expect(id).toBe('42');
    expect(functionName).toBe('Handlers-echo');
    // PASSED_THROUGH (set by `npm test` for the whole run) is checked by its own test below.
    const passedThrough: readonly string[] = PASSED_THROUGH;
    expect(
      Object.keys(env)
        .filter((name) => !passedThrough.includes(name))
        .sort(),
    ).toEqual(
      [
        // the template's, as written
        'LOG_LEVEL',
        'MAIL_FROM',
        'NODE_OPTIONS',
        // TABLE_NAME and JWT_SECRET_ARN through LOCAL_STAND_INS
        'TABLE_NAME',
        'DYNAMODB_ENDPOINT',
        'JWT_SECRET',
        // the Lambda runtime's
        'AWS_REGION',
        'AWS_DEFAULT_REGION',
        'AWS_ACCESS_KEY_ID',
        'AWS_SECRET_ACCESS_KEY',
        'AWS_LAMBDA_FUNCTION_NAME',
        'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
        'AWS_LAMBDA_FUNCTION_VERSION',
        'AWS_EXECUTION_ENV',
        'LAMBDA_TASK_ROOT',
      ].sort(),
    );
    expect(env).toMatchObject({
      TABLE_NAME: runtime.tableName,
      DYNAMODB_ENDPOINT: runtime.dynamodbEndpoint,
      JWT_SECRET: process.env.JWT_SECRET,
      MAIL_FROM: 'umj@example.fr',
      AWS_LAMBDA_FUNCTION_NAME: 'Handlers-echo',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    });
  });

  it('a handler reading a variable its template does not set fails at its first call, naming the variable, and the runtime keeps the failure', async () => {
    const res = await fetch(`${runtime.url}/v1/echo`);
    expect(res.status).toBe(502);
    expect(runtime.bundleFailures()).toContainEqual(
      expect.objectContaining({
        kind: 'unset-variable',
        functionKey: 'Handlers-unset',
        message: expect.stringMatching(/absente du modèle : MAIL_FROM, lue par fixture GET \/echo/),
      }),
    );
    const listed = (await (await fetch(`${runtime.url}${RUNTIME_BUNDLES_PATH}`)).json()) as {
      failures: { functionKey: string }[];
    };
    expect(listed.failures.map((f) => f.functionKey)).toContain('Handlers-unset');
  });

  it('a bundle that cannot start answers 502 (API Gateway on a failed init) and the runtime keeps the failure', async () => {
    const res = await fetch(`${runtime.url}/v1/echo`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(runtime.bundleFailures()).toContainEqual(
      expect.objectContaining({
        kind: 'start',
        functionKey: 'Handlers-broken',
        message: expect.stringContaining('module introuvable'),
      }),
    );
  });

  it('the WebSocket routes run from their bundle: $connect accepts the connection', async () => {
    const ws = new WebSocket(`${runtime.url.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
      headers: { origin: runtime.url },
    });
    const opened = await new Promise<boolean>((resolve) => {
      ws.once('open', () => resolve(true));
      ws.once('error', () => resolve(false));
      ws.once('unexpected-response', () => resolve(false));
    });
    ws.close();
    expect(opened).toBe(true);
  });

  it("the template's schedule runs its function from its bundle with the schedule's input, the scheduled time as AWS writes it", async () => {
    await expect
      .poll(() => lines.find((l) => l.startsWith('tâche planifiée « fixture schedule »')))
      .toMatch(
        /^tâche planifiée « fixture schedule » : \{"heurePrevue":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"\}$/,
      );
  });
});

describe('bundles mode: every bundle started at start', () => {
  it('a bundle that cannot start fails the start of the runtime, naming its function', async () => {
    const start = startBundles({ cdkOut: CDK_OUT, startAll: true });
    await expect(start).rejects.toThrow(BundleStartError);
    await expect(start).rejects.toThrow(/fixture POST \/echo \(fails at import\) : module introuvable/);
  });

  it('UMJ_APPELS_AWS_FICHIER, when the runtime has it, is passed to every function (a documented local addition)', () => {
    const fn = readCdkAssembly(CDK_OUT).functions.get('Handlers-Tick')!;
    const local = { TABLE_NAME: 't', DYNAMODB_ENDPOINT: 'e', AWS_REGION: 'r', AWS_ACCESS_KEY_ID: 'a' };
    const previous = process.env.UMJ_APPELS_AWS_FICHIER;
    process.env.UMJ_APPELS_AWS_FICHIER = '/tmp/appels.jsonl';
    try {
      const { variables } = functionEnvironment(fn, { ...local, AWS_SECRET_ACCESS_KEY: 's' });
      expect(variables.UMJ_APPELS_AWS_FICHIER).toBe('/tmp/appels.jsonl');
    } finally {
      if (previous === undefined) delete process.env.UMJ_APPELS_AWS_FICHIER;
      else process.env.UMJ_APPELS_AWS_FICHIER = previous;
    }
  });
});
