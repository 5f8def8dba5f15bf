// Attachments: the check of an uploaded photo decodes it with sharp, whose native binaries
// cannot be bundled by esbuild: that one handler gets sharp installed beside its bundle for the Lambda
// platform (linux arm64, glibc, whatever machine builds), the memory a 15 Mo photo's decoding needs,
// and the storage actions it uses (read the upload, write the preview, delete a refused file).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import { handlerEntry } from '../lib/paths.ts';
import {
  accessForApiRoute,
  accessForWsRoute,
  IMAGE_HANDLERS,
  IMAGE_MEMORY_MB,
} from '../lib/stateless/handler-access.ts';
import { LAMBDA_PLATFORM_NPM_ENV } from '../lib/stateless/handler-function.ts';
import { sharedTestStack } from './helpers/test-stack.ts';
import { functionOf } from './helpers/functions.ts';

const built = sharedTestStack();

/** Whether a source file imports sharp, itself or through its relative imports (the bundle's graph). */
function importeSharp(fichier: string, vus = new Set<string>()): boolean {
  if (vus.has(fichier)) return false;
  vus.add(fichier);
  const source = readFileSync(fichier, 'utf8');
  const imports = [...source.matchAll(/(?:from|import)\s+'([^']+)'/g)].map((m) => m[1]!);
  if (imports.includes('sharp')) return true;
  return imports
    .filter((i) => i.startsWith('.'))
    .some((i) => importeSharp(resolve(dirname(fichier), i), vus));
}

describe('sharp for the photo check only', () => {
  it('pieces/create-piece installs sharp beside its bundle, with 1024 MB and Get/Put/Delete on the files', () => {
    const route = apiRoutes.find((r) => r.handler === 'pieces/create-piece');
    expect(route).toBeDefined();
    expect(accessForApiRoute(route!)).toMatchObject({
      nodeModules: ['sharp'],
      memorySize: IMAGE_MEMORY_MB,
      files: 'read-write-delete',
    });
    const { fn } = functionOf(built, 'pieces/create-piece');
    expect(fn.Properties.MemorySize).toBe(1024);
  });

  it('every other handler bundles everything (no installed package)', () => {
    for (const route of apiRoutes.filter((r) => r.handler !== 'pieces/create-piece')) {
      expect(accessForApiRoute(route).nodeModules, route.handler).toEqual([]);
    }
    for (const [key, handler] of Object.entries(wsRoutes)) {
      expect(accessForWsRoute(key as keyof typeof wsRoutes, handler).nodeModules).toEqual([]);
    }
  });

  it("npm installs the binaries of the Lambda architecture (arm64 Linux, glibc), not the build machine's", () => {
    const { fn } = functionOf(built, 'pieces/create-piece');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(LAMBDA_PLATFORM_NPM_ENV).toEqual({
      npm_config_os: 'linux',
      npm_config_cpu: 'arm64',
      npm_config_libc: 'glibc',
    });
  });

  it('only the handlers that install sharp import it (a bundled sharp would fail to load its binaries)', () => {
    const handlers = [...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)];
    const avecSharp = handlers.filter((h) => importeSharp(handlerEntry(h)));
    expect(avecSharp.sort()).toEqual([...IMAGE_HANDLERS].sort());
  });
});
