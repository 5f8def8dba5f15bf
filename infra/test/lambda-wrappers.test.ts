// Every function of the template runs an export made by one of the project's Lambda wrappers
// (docs/architecture.md#one-request): the stream consumers by streamBatchHandler, the scheduled functions
// by scheduledHandler, the REST and WebSocket routes by apiHandler. The stack is built with the real
// handler entries (bundling skipped): for each function, the export its template's Handler names is
// read from its entry and must carry the mark of the wrapper of its kind and its own handler's name.
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { fluxConsommateurs } from '@umj/functions/api/flux-consommateurs';
import { wrapperOf, type WrapperMark } from '@umj/functions/lib/lambda/invocation';
import { HANDLERS_DIR, handlerEntry } from '../lib/paths.ts';
import { HandlerFunction } from '../lib/stateless/handler-function.ts';
import { buildTestStack } from './helpers/test-stack.ts';

/** The six functions no API route invokes, and the wrapper each must go through. */
const NON_API: Record<string, WrapperMark['kind']> = {
  ...Object.fromEntries(fluxConsommateurs.map((c) => [c.handler, 'stream' as const])),
  'audit/sceller-journees-audit': 'schedule',
  'notifications/balayer-notifications': 'schedule',
  'repartitions/calculer-repartitions': 'schedule',
};

interface Deployed {
  /** The handler's name: its entry under functions/src/handlers, without `.ts`. */
  name: string;
  entry: string;
  /** The template's Handler property (`index.<export>`). */
  templateHandler: string;
}

let deployed: Deployed[] = [];

beforeAll(() => {
  const built = buildTestStack({ stackProps: { entryFor: handlerEntry } });
  deployed = built.app.node
    .findAll()
    .filter((c): c is HandlerFunction => c instanceof HandlerFunction)
    .map((f) => {
      const cfn = f.fn.node.defaultChild as CfnFunction;
      return {
        name: relative(HANDLERS_DIR, f.entry).replace(/\.ts$/, '').split('\\').join('/'),
        entry: f.entry,
        templateHandler: String(Stack.of(f).resolve(cfn.handler)),
      };
    });
});

async function markOf(d: Deployed): Promise<WrapperMark | undefined> {
  const exportName = /^index\.(\w+)$/.exec(d.templateHandler)?.[1];
  if (!exportName) return undefined;
  const mod = (await import(pathToFileURL(d.entry).href)) as Record<string, unknown>;
  return wrapperOf(mod[exportName]);
}

describe('one wrapper for every Lambda: the export each function runs', () => {
  it('the stream consumers run streamBatchHandler exports and the scheduled functions scheduledHandler exports, each under its own name', async () => {
    const found: Record<string, WrapperMark | undefined> = {};
    for (const d of deployed.filter((x) => x.name in NON_API)) found[d.name] = await markOf(d);
    expect(found).toEqual(
      Object.fromEntries(Object.entries(NON_API).map(([name, kind]) => [name, { kind, name }])),
    );
  });

  it('every other function (REST and WebSocket routes) runs an apiHandler export under its own name', async () => {
    const routes = deployed.filter((d) => !(d.name in NON_API));
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const d of routes) {
      const mark = await markOf(d);
      if (mark?.kind !== 'api' || mark.name !== d.name) wrong.push(`${d.name}: ${JSON.stringify(mark)}`);
    }
    expect(wrong).toEqual([]);
  });
});
