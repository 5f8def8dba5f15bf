// "Input and transport limits" and "First load": the local server sends the same security
// headers as CloudFront (one definition, functions/src/api/security-headers.ts, also read by the CDK
// stack: infra/test/web-hosting.test.ts), serves the SPA's files compressed as CloudFront does, and
// its `/@connections` endpoint answers the loopback only.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, filesBucketHosts, securityHeaders } from '../../src/api/security-headers.ts';
import { LOCAL_REGION } from '../../src/local/local-credentials.ts';
import {
  answerRuntime,
  createManagementApi,
  isLoopbackAddress,
  RUNTIME_MEMORY_PATH,
} from '../../src/local/management-api.ts';
import { LOCAL_SECURITY_HEADERS, type LocalRuntime } from '../../src/local/runtime.ts';
import { chooseEncoding, COMPRESSION_MIN_BYTES } from '../../src/local/spa.ts';
import { WsConnections } from '../../src/local/ws-connections.ts';
import { startFixtureRuntime } from './fixtures/runtime.ts';

const spaDir = mkdtempSync(join(tmpdir(), 'umj-transport-'));
const BIG_JS = join(spaDir, 'assets', 'index-Big123.js');
const BIG_JS_TEXT = Array.from(
  { length: 400 },
  (_, i) => `export const libelle${i} = 'Unité médico-judiciaire n° ${i}';\n`,
).join('');
let runtime: LocalRuntime;

beforeAll(async () => {
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), `<!doctype html><title>UMJ</title>${'<p>é</p>'.repeat(300)}`);
  writeFileSync(BIG_JS, BIG_JS_TEXT);
  writeFileSync(join(spaDir, 'assets', 'tiny-Ab1.js'), 'console.log(1)');
  writeFileSync(join(spaDir, 'assets', 'logo-Ab1.png'), Buffer.alloc(5_000, 7));
  runtime = await startFixtureRuntime({ spaDir });
});
afterAll(async () => {
  await runtime.stop();
  rmSync(spaDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A request whose answer is NOT decoded (fetch would undo the content encoding). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${runtime.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local server sends the security headers CloudFront sends', () => {
  it('the local definition is the infra one, but for the files bucket host of the CSP (files are on the app origin locally)', () => {
    const bucketHosts = filesBucketHosts(`umj-files.s3.${LOCAL_REGION}.amazonaws.com`);
    const onAws = securityHeaders(bucketHosts);
    const { 'content-security-policy': localCsp, ...localOthers } = LOCAL_SECURITY_HEADERS;
    const { 'content-security-policy': awsCsp, ...awsOthers } = onAws;

    expect(localOthers).toEqual(awsOthers);
    expect(localCsp).toBe(contentSecurityPolicy([]));
    expect(awsCsp.replaceAll(` ${bucketHosts.join(' ')}`, '')).toBe(localCsp);
    expect(localCsp).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['the SPA page', '/', 200],
    ['a client route of the SPA', '/dossiers/12', 200],
    ['a hashed asset', '/assets/index-Big123.js', 200],
    ['a missing asset', '/assets/absent-1.js', 404],
    ['an API answer of a handler', '/v1/echo/42', 200],
    ['an API error of the gateway', '/v1/absent', 404],
  ])('%s (%s) carries every header, with the shared values', async (_, path, status) => {
    const answer = await raw(path, { accept: 'text/html' });

    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(LOCAL_SECURITY_HEADERS)) {
      expect(answer.headers[name], `${path} ${name}`).toBe(value);
    }
  });

  it('the /@connections management endpoint (AWS API, not behind CloudFront) gets no CloudFront header', async () => {
    const answer = await raw('/@connections/absent', {}, 'GET');

    expect(answer.status).toBe(410);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});

describe('SPA files compressed as CloudFront compresses them', () => {
  it('a JS asset asked with Accept-Encoding: gzip comes back gzip and decodes to the same bytes', async () => {
    const answer = await raw('/assets/index-Big123.js', { 'accept-encoding': 'gzip' });

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(BIG_JS_TEXT) / 3);
    expect(gunzipSync(answer.body).equals(readFileSync(BIG_JS))).toBe(true);
  });

  it('brotli when the browser accepts it (as CloudFront prefers it), also for index.html', async () => {
    const asset = await raw('/assets/index-Big123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const page = await raw('/', { 'accept-encoding': 'br' });

    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString('utf8')).toBe(BIG_JS_TEXT);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<title>UMJ</title>');
  });

  it('the same compressed bytes on a second request; HEAD sends the headers only', async () => {
    const first = await raw('/assets/index-Big123.js', { 'accept-encoding': 'gzip' });
    const second = await raw('/assets/index-Big123.js', { 'accept-encoding': 'gzip' });
    const head = await raw('/assets/index-Big123.js', { 'accept-encoding': 'gzip' }, 'HEAD');

    expect(second.body.equals(first.body)).toBe(true);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
  });

  it('a file changed on disk (a rebuild) is compressed again, never answered from the old bytes', async () => {
    const file = join(spaDir, 'assets', 'rebuilt-Ab1.js');
    writeFileSync(file, 'a'.repeat(COMPRESSION_MIN_BYTES * 2));
    const before = await raw('/assets/rebuilt-Ab1.js', { 'accept-encoding': 'gzip' });
    writeFileSync(file, 'b'.repeat(COMPRESSION_MIN_BYTES * 2));
    const { mtime } = statSync(file);
    utimesSync(file, mtime, new Date(mtime.getTime() + 5_000));
    const after = await raw('/assets/rebuilt-Ab1.js', { 'accept-encoding': 'gzip' });

    expect(gunzipSync(before.body).toString()).toBe('a'.repeat(COMPRESSION_MIN_BYTES * 2));
    expect(gunzipSync(after.body).toString()).toBe('b'.repeat(COMPRESSION_MIN_BYTES * 2));
  });

  it.each([
    ['no Accept-Encoding', '/assets/index-Big123.js', {}],
    ['every coding refused', '/assets/index-Big123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ['only identity', '/assets/index-Big123.js', { 'accept-encoding': 'identity' }],
    ['a file under 1,000 bytes', '/assets/tiny-Ab1.js', { 'accept-encoding': 'gzip, br' }],
    ['an image (not a compressible type)', '/assets/logo-Ab1.png', { 'accept-encoding': 'gzip, br' }],
  ])('left as is with %s', async (_, path, headers: Record<string, string>) => {
    const answer = await raw(path, headers);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(readFileSync(join(spaDir, path)))).toBe(true);
  });

  it('the coding chosen from Accept-Encoding: br first, then gzip, q=0 refuses, * accepts any', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('the local /@connections endpoint answers the loopback only', () => {
  it('loopback addresses: 127.0.0.0/8, ::1 and IPv4-mapped 127.x; nothing else', () => {
    for (const address of ['127.0.0.1', '127.42.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.7',
      '192.168.1.20',
      '::ffff:10.0.0.7',
      'fe80::1',
      '::',
      'localhost',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('a caller of another address gets 403 ForbiddenException, whatever X-Forwarded-For says', async () => {
    const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
    let resumed = false;
    const req = {
      method: 'POST',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      socket: { remoteAddress: '192.168.1.20' },
      resume: () => {
        resumed = true;
      },
    } as unknown as IncomingMessage;
    const res = {
      writeHead: (status: number, headers: Record<string, string>) =>
        Object.assign(written, { status, headers }),
      end: (body?: string) => Object.assign(written, { body }),
    } as unknown as ServerResponse;

    await createManagementApi(new WsConnections())(req, res, new URL('http://x/@connections/abc'));

    expect(written.status).toBe(403);
    expect(written.headers?.['x-amzn-errortype']).toBe('ForbiddenException');
    expect(resumed).toBe(true);
  });

  it('the loopback still reaches it (an unknown connection: 410 GoneException, as on AWS)', async () => {
    const answer = await raw('/@connections/absent', {}, 'POST');

    expect(answer.status).toBe(410);
    expect(answer.headers['x-amzn-errortype']).toBe('GoneException');
  });
});

describe('the local-only memory figure (npm run soak) answers the loopback only', () => {
  it('the loopback gets the runtime process memory in bytes, without CloudFront headers', async () => {
    const answer = await raw(RUNTIME_MEMORY_PATH);
    const memoire = JSON.parse(answer.body.toString('utf8')) as { rss: number; heapUsed: number };

    expect(answer.status).toBe(200);
    expect(memoire.rss).toBeGreaterThan(memoire.heapUsed);
    expect(memoire.heapUsed).toBeGreaterThan(0);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('a caller of another address gets 403 ForbiddenException', () => {
    const written: { status?: number; headers?: Record<string, string> } = {};
    const req = {
      socket: { remoteAddress: '10.0.0.7' },
      resume: () => undefined,
    } as unknown as IncomingMessage;
    const res = {
      writeHead: (status: number, headers: Record<string, string>) =>
        Object.assign(written, { status, headers }),
      end: () => undefined,
    } as unknown as ServerResponse;

    answerRuntime(req, res, RUNTIME_MEMORY_PATH, () => []);

    expect(written.status).toBe(403);
    expect(written.headers?.['x-amzn-errortype']).toBe('ForbiddenException');
  });
});
