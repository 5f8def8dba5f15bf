// A local runtime (gateway, WebSocket, handlers) for the tests of one file, on the run's DynamoDB Local
// with a table of the file's own: started before the file's tests, stopped after them with the sockets
// the file opened (push them to `sockets`). The runtime points the handlers' environment at it.
import { afterAll, beforeAll } from 'vitest';
import type { WebSocket } from 'ws';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../src/local/runtime.ts';

export function useRuntimeLocal(
  tableName: string,
  /** More options of the runtime (e.g. a timer of a scheduled function). */
  options: Partial<LocalRuntimeOptions> = {},
): { runtime: () => LocalRuntime; sockets: WebSocket[] } {
  let runtime: LocalRuntime | undefined;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    runtime = await startLocalRuntime({
      port: 0,
      dataDir: null,
      seed: false,
      dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName,
      log: () => undefined,
      ...options,
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await runtime?.stop();
  });
  return {
    runtime: () => {
      if (!runtime) throw new Error('runtime not started (useRuntimeLocal is for test files)');
      return runtime;
    },
    sockets,
  };
}
