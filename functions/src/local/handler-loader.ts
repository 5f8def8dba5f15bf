// Lazily imports `<handlersDir>/<name>.ts` and returns its `handler` export, as Lambda would load
// the bundle of one function on its first (cold) invocation.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export class HandlerNotFoundError extends Error {}

export function createHandlerLoader(handlersDir: string): (name: string) => Promise<LambdaHandler> {
  const cache = new Map<string, Promise<LambdaHandler>>();
  const load = async (name: string): Promise<LambdaHandler> => {
    const file = join(handlersDir, `${name}.ts`);
    if (!existsSync(file)) throw new HandlerNotFoundError(`Handler introuvable : ${file}`);
    const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
    if (typeof mod.handler !== 'function')
      throw new HandlerNotFoundError(`${file} n'exporte pas de fonction handler`);
    return mod.handler as LambdaHandler;
  };
  return (name) => {
    let pending = cache.get(name);
    if (!pending) {
      pending = load(name);
      pending.catch(() => cache.delete(name));
      cache.set(name, pending);
    }
    return pending;
  };
}
