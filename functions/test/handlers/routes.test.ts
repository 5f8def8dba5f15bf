import '../helpers/test-env.ts';
import { ACCES_API, estNomHandlerApi } from '@umj/shared/acces-api';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '../../src/api/routes.ts';

const handlerFile = (name: string) => new URL(`../../src/handlers/${name}.ts`, import.meta.url);

describe('route table (API: every route of routes.ts has its handler)', () => {
  it.each([...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)])(
    'handlers/%s.ts exists and exports handler()',
    async (name) => {
      expect(existsSync(handlerFile(name))).toBe(true);
      const mod = (await import(handlerFile(name).href)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
    },
  );
});

describe('API access policy (docs/security.md#access-policy): one entry per handler of routes.ts', () => {
  const handlers = [...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)];

  it('every handler of routes.ts has an entry in shared/src/acces-api.ts, and every entry is a handler of routes.ts', () => {
    expect(handlers.filter((name) => !estNomHandlerApi(name))).toEqual([]);
    expect(Object.keys(ACCES_API).filter((name) => !handlers.includes(name))).toEqual([]);
  });

  it("a route needs no token exactly when the policy says 'public' (the WebSocket routes check their own token)", () => {
    for (const route of apiRoutes) {
      const access = estNomHandlerApi(route.handler) ? ACCES_API[route.handler] : undefined;
      expect(access === 'public', `${route.method} ${route.path}`).toBe(route.public === true);
    }
    for (const name of Object.values(wsRoutes)) expect(ACCES_API[name], name).toBe('public');
  });
});
