import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { startFixtureRuntime } from './fixtures/runtime.ts';

const spaDir = mkdtempSync(join(tmpdir(), 'umj-spa-'));
let runtime: LocalRuntime;
let notBuilt: LocalRuntime;
beforeAll(async () => {
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>UMJ</title>');
  writeFileSync(join(spaDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(spaDir, 'favicon.svg'), '<svg/>');
  runtime = await startFixtureRuntime({ spaDir });
  notBuilt = await startFixtureRuntime({ spaDir: join(spaDir, 'absent') });
});
afterAll(async () => {
  await Promise.all([runtime.stop(), notBuilt.stop()]);
  rmSync(spaDir, { recursive: true, force: true });
});

describe('local runtime serves the SPA on the API’s origin (Local runtime)', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await fetch(`${runtime.url}/`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>UMJ</title>');
  });

  it('serves hashed assets with their content type and a long immutable cache', async () => {
    const res = await fetch(`${runtime.url}/assets/index-AbC123.js`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('serves other files of dist with their type', async () => {
    const res = await fetch(`${runtime.url}/favicon.svg`);

    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers index.html for a client route (e.g. /dossiers/12) so the SPA router takes over', async () => {
    const res = await fetch(`${runtime.url}/dossiers/12`, { headers: { accept: 'text/html' } });

    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>UMJ</title>');
  });

  it('answers 404 for a missing hashed asset and never serves files outside dist', async () => {
    const missing = await fetch(`${runtime.url}/assets/absent-123.js`);
    const traversal = await fetch(`${runtime.url}/%2e%2e/%2e%2e/package.json`);

    expect(missing.status).toBe(404);
    expect(await traversal.text()).not.toContain('"name"');
  });

  it('when the SPA is not built, says how to build it', async () => {
    const res = await fetch(`${notBuilt.url}/`);

    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build -w @umj/web');
  });
});
