// Runs functions from their bundles (docs/local-runtime.md#bundles-mode): one worker thread per function
// (bundle-thread.mjs), started at its first invocation (a cold start) or by `startAll`, kept warm
// afterwards; a thread that crashes is replaced at the next invocation, as Lambda replaces a
// container. What fails is kept (`failures()`): a bundle that cannot start, a read of a variable the
// template does not set; the test runs in bundles mode fail on any.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LambdaHandler } from '../handler-loader.ts';
import type { BundledFunction, CdkAssembly } from './cdk-assembly.ts';
import { functionEnvironment, type FunctionEnvironment } from './environment.ts';

const THREAD = fileURLToPath(new URL('./bundle-thread.mjs', import.meta.url));

export interface BundleFailure {
  kind: 'start' | 'unset-variable' | 'crash';
  functionKey: string;
  description: string;
  message: string;
}

export class BundleStartError extends Error {}

interface Running {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

interface ThreadMessage {
  type: 'ready' | 'init-error' | 'unset-variable' | 'result' | 'error';
  id?: number;
  result?: unknown;
  error?: { name: string; message: string; stack?: string };
  message?: string;
}

export interface BundleRunnerOptions {
  assembly: CdkAssembly;
  /** The functions the runtime may invoke (routes, stream consumers, schedules). */
  functionKeys: readonly string[];
  /** The local values of the variables (src/local/local-env.ts localEnvironment). */
  localEnvironment: Readonly<Record<string, string>>;
  region: string;
  log: (line: string) => void;
}

export interface BundleRunner {
  /** The gateways' loader: `name` is a function key of the assembly. */
  load(name: string): Promise<LambdaHandler>;
  /** Starts every function (its bundle imported, as a cold start), two at a time; throws on any failure. */
  startAll(): Promise<void>;
  failures(): readonly BundleFailure[];
  stop(): Promise<void>;
}

function errorOf(serialized: ThreadMessage['error']): Error {
  const error = new Error(serialized?.message ?? 'erreur inconnue');
  error.name = serialized?.name ?? 'Error';
  if (serialized?.stack) error.stack = serialized.stack;
  return error;
}

export function createBundleRunner(options: BundleRunnerOptions): BundleRunner {
  const { assembly, log } = options;
  // Every environment is built before anything runs: a template value without a local stand-in fails the start.
  const environments = new Map<string, FunctionEnvironment>();
  for (const key of new Set(options.functionKeys)) {
    const fn = assembly.functions.get(key);
    if (!fn) throw new BundleStartError(`Fonction ${key} absente de ${assembly.directory}`);
    environments.set(key, functionEnvironment(fn, options.localEnvironment));
  }
  const running = new Map<string, Running>();
  const failures: BundleFailure[] = [];
  let nextId = 0;
  let stopped = false;

  const fail = (fn: BundledFunction, kind: BundleFailure['kind'], message: string) => {
    failures.push({ kind, functionKey: fn.key, description: fn.description, message });
    log(`BUNDLE EN ÉCHEC (${kind}) ${fn.description} : ${message}`);
    if (kind === 'unset-variable') console.error(message);
  };

  function start(fn: BundledFunction): Running {
    const environment = environments.get(fn.key)!;
    const worker = new Worker(THREAD, {
      env: environment.variables,
      // Forwarded below: Node's own piping adds listeners on the process's stdout per thread (85 here).
      stdout: true,
      stderr: true,
      workerData: {
        key: fn.key,
        description: fn.description,
        entry: fn.entry,
        exportName: fn.exportName,
        region: options.region,
        memoryMb: fn.memoryMb,
        timeoutSeconds: fn.timeoutSeconds,
        watched: environment.watched,
        replaced: environment.replaced,
        standsInFor: environment.standsInFor,
      },
    });
    worker.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    const pending: Running['pending'] = new Map();
    const ended = (error: Error) => {
      if (running.get(fn.key)?.worker === worker) running.delete(fn.key);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: ThreadMessage) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'init-error') {
          const error = errorOf(message.error);
          fail(fn, 'start', error.stack ?? error.message);
          reject(error);
          void worker.terminate();
        } else if (message.type === 'unset-variable') fail(fn, 'unset-variable', message.message ?? '');
        else if (message.id !== undefined) {
          const call = pending.get(message.id);
          pending.delete(message.id);
          if (message.type === 'result') call?.resolve(message.result);
          else call?.reject(errorOf(message.error));
        }
      });
      worker.on('error', (error) => {
        fail(fn, 'crash', error.stack ?? String(error));
        reject(error);
        ended(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`le fil de ${fn.description} s'est arrêté (code ${code})`);
        reject(error);
        ended(error);
      });
    });
    ready.catch(() => undefined);
    const state = { worker, ready, pending };
    running.set(fn.key, state);
    return state;
  }

  function invoke(fn: BundledFunction, event: unknown, requestId: string): Promise<unknown> {
    if (stopped) return Promise.reject(new Error('runtime arrêté'));
    const state = running.get(fn.key) ?? start(fn);
    return state.ready.then(
      () =>
        new Promise((resolve, reject) => {
          const id = nextId++;
          const started = Date.now();
          state.pending.set(id, {
            resolve: (value) => {
              const seconds = (Date.now() - started) / 1000;
              if (seconds > fn.timeoutSeconds)
                log(
                  `${fn.description} : ${seconds.toFixed(1)} s, au-delà de son délai de ${fn.timeoutSeconds} s`,
                );
              resolve(value);
            },
            reject,
          });
          state.worker.postMessage({ id, event, requestId });
        }),
    );
  }

  return {
    async load(name) {
      const fn = assembly.functions.get(name);
      if (!fn || !environments.has(name)) throw new BundleStartError(`Fonction ${name} inconnue`);
      return (event, context) => invoke(fn, event, context?.awsRequestId ?? randomUUID());
    },
    async startAll() {
      const keys = [...environments.keys()];
      const errors: string[] = [];
      const next = async (): Promise<void> => {
        const key = keys.shift();
        if (key === undefined) return;
        const fn = assembly.functions.get(key)!;
        await (running.get(key) ?? start(fn)).ready.catch((error: Error) =>
          errors.push(`${fn.description} : ${error.message}`),
        );
        return next();
      };
      await Promise.all([next(), next()]);
      if (errors.length > 0)
        throw new BundleStartError(`Bundles qui ne démarrent pas :\n${errors.join('\n')}`);
    },
    failures: () => failures,
    async stop() {
      stopped = true;
      await Promise.all([...running.values()].map((r) => r.worker.terminate()));
      running.clear();
    },
  };
}
