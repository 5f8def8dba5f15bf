// One function's bundle in a worker thread of its own, as a Lambda container runs it
// (docs/local-runtime.md#bundles-mode): the thread's `process.env` is the function's environment
// only (the Worker's `env` option), its module state its own; the bundle is imported unchanged from
// the folder `cdk synth` wrote, then every message is one invocation. Plain JavaScript: a thread does
// not inherit the TypeScript loader of the process that starts it.
//
// A read of a variable of src/config/env.ts that the function's template does not set fails at once,
// naming the variable (on AWS it would be missing, or silently take a default), and is reported to
// the runtime, which fails the test run that saw it.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ key: string, description: string, entry: string, exportName: string, region: string,
 *   memoryMb: number, timeoutSeconds: number, watched: string[], replaced: string[],
 *   standsInFor: Record<string, string> }} */
const fn = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const watched = new Set(fn.watched);
const replaced = new Set(fn.replaced);
const environment = process.env;

function unsetVariable(name) {
  const aws = fn.standsInFor[name];
  const missing = aws ? `${name} (équivalent local de ${aws})` : name;
  const message =
    `Variable d'environnement absente du modèle : ${missing}, lue par ${fn.description} (${fn.key}). ` +
    `Sur AWS cette fonction ne la reçoit pas : ajoutez-la à son environnement dans infra/.`;
  port.postMessage({ type: 'unset-variable', name, message });
  return new Error(message);
}

process.env = new Proxy(environment, {
  get(target, name, receiver) {
    if (typeof name === 'string' && watched.has(name) && !(name in target) && !replaced.has(name)) {
      throw unsetVariable(name);
    }
    return Reflect.get(target, name, receiver);
  },
});
// The template's NODE_OPTIONS (--enable-source-maps) cannot start a thread: applied here.
if ((environment.NODE_OPTIONS ?? '').includes('--enable-source-maps')) process.setSourceMapsEnabled(true);

const serialize = (error) => ({
  name: error?.name ?? 'Error',
  message: error?.message ?? String(error),
  stack: error?.stack,
});

let handler;
try {
  const mod = await import(pathToFileURL(fn.entry).href);
  handler = mod[fn.exportName];
  if (typeof handler !== 'function')
    throw new Error(`${fn.entry} n'exporte pas de fonction ${fn.exportName}`);
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'init-error', error: serialize(error) });
}

port.on('message', async ({ id, event, requestId }) => {
  const deadline = Date.now() + fn.timeoutSeconds * 1000;
  const context = {
    callbackWaitsForEmptyEventLoop: true,
    functionName: fn.key,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${fn.region}:123456789012:function:${fn.key}`,
    memoryLimitInMB: String(fn.memoryMb),
    awsRequestId: requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${fn.key}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  try {
    const result = await handler(event, context);
    port.postMessage({ type: 'result', id, result });
  } catch (error) {
    port.postMessage({ type: 'error', id, error: serialize(error) });
  }
});
