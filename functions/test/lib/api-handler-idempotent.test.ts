// Idempotent creates (docs/data-model.md#idempotency-records) wire Powertools' idempotency through
// lib/http/api-handler-idempotent.ts only, so that the other handlers' bundles leave it out (the bench's
// handler bundle budget): a handler declared idempotent on the plain apiHandler is refused at load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '../../src/lib/http/api-handler.ts';
import { apiHandler as apiHandlerIdempotent } from '../../src/lib/http/api-handler-idempotent.ts';

const src = join(import.meta.dirname, '../../src');

function fichiersTs(dossier: string): string[] {
  return readdirSync(dossier, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('idempotent handlers and their own apiHandler', () => {
  it('the plain apiHandler refuses a handler declared idempotent when its module loads', () => {
    expect(() =>
      apiHandler({ name: 'bureaux/create-bureau', idempotent: true }, async () => ({ body: {} })),
    ).toThrow(
      'Handler idempotent : importer apiHandler de lib/http/api-handler-idempotent.ts (bureaux/create-bureau)',
    );
    expect(
      typeof apiHandlerIdempotent({ name: 'bureaux/create-bureau', idempotent: true }, async () => ({})),
    ).toBe('function');
  });

  it('every source file declaring an idempotent handler imports the idempotent apiHandler, and only those do', () => {
    const fichiers = fichiersTs(src).filter((f) => !f.includes('/lib/http/'));
    // Declared by the option itself or by the CREATION preset (lib/http/handler-presets.ts).
    const declarent = fichiers.filter((f) =>
      /idempotent: true|\.\.\.CREATION\b/.test(readFileSync(f, 'utf8')),
    );
    const importent = fichiers.filter((f) =>
      /lib\/http\/api-handler-idempotent\.ts'/.test(readFileSync(f, 'utf8')),
    );
    expect(declarent.length).toBeGreaterThan(0);
    expect(importent.sort()).toEqual(declarent.sort());
  });
});
