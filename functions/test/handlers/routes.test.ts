import '../helpers/test-env.ts';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '../../src/api/routes.ts';

const handlerFile = (name: string) => new URL(`../../src/handlers/${name}.ts`, import.meta.url);

describe('route table (issue 3 API: every route of routes.ts has its handler)', () => {
  it.each([...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)])(
    'issue 3: handlers/%s.ts exists and exports handler()',
    async (name) => {
      expect(existsSync(handlerFile(name))).toBe(true);
      const mod = (await import(handlerFile(name).href)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
    },
  );
});
