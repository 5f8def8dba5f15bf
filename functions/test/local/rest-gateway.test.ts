import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COMPRESSION_MIN_BYTES, apiEncoding } from '../../src/api/compression.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { BINARY_BYTES } from './fixtures/handlers/binary.ts';
import { startFixtureRuntime } from './fixtures/runtime.ts';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startFixtureRuntime();
});
afterAll(() => runtime.stop());

async function echo(
  path: string,
  init?: RequestInit,
): Promise<{ res: Response; event: APIGatewayProxyEvent }> {
  const res = await fetch(`${runtime.url}${path}`, init);
  const body = (await res.json()) as { event: APIGatewayProxyEvent };
  return { res, event: body.event };
}

describe('local gateway REST (Local runtime: the same events API Gateway sends)', () => {
  it('builds a REST proxy event: resource, path, decoded path parameters, query, headers, stage', async () => {
    const { res, event } = await echo('/v1/echo/p%C3%A9riodes%20A?a=1&a=2&b=x%20y', {
      headers: { 'X-Custom': 'valeur', Authorization: 'Bearer abc' },
    });

    expect(res.status).toBe(200);
    expect(event.httpMethod).toBe('GET');
    expect(event.resource).toBe('/echo/{id}');
    expect(event.path).toBe('/echo/p%C3%A9riodes%20A');
    expect(event.pathParameters).toEqual({ id: 'périodes A' });
    expect(event.queryStringParameters).toEqual({ a: '2', b: 'x y' });
    expect(event.multiValueQueryStringParameters).toEqual({ a: ['1', '2'], b: ['x y'] });
    expect(event.headers['X-Custom']).toBe('valeur');
    expect(event.headers.Authorization).toBe('Bearer abc');
    expect(event.multiValueHeaders['X-Custom']).toEqual(['valeur']);
    expect(event.body).toBeNull();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext).toMatchObject({
      stage: 'v1',
      path: '/v1/echo/p%C3%A9riodes%20A',
      resourcePath: '/echo/{id}',
      httpMethod: 'GET',
      identity: { sourceIp: '127.0.0.1' },
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.requestTimeEpoch).toBeGreaterThan(0);
    // API Gateway's format, the month in English whatever the machine's locale.
    const quand = new Date(event.requestContext.requestTimeEpoch);
    const mois = quand.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    expect(event.requestContext.requestTime).toMatch(
      new RegExp(`^\\d{2}/${mois}/${quand.getUTCFullYear()}:\\d{2}:\\d{2}:\\d{2} \\+0000$`),
    );
  });

  it('calls, PATCH /configuration/{cle}: the URL-encoded key arrives decoded (périodesDeTemps)', async () => {
    const { event } = await echo('/v1/configuration/p%C3%A9riodesDeTemps', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ valeur: 'x' }),
    });

    expect(event.pathParameters).toEqual({ cle: 'périodesDeTemps' });
    expect(event.body).toBe('{"valeur":"x"}');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('calls: a trailing slash reaches the same resource (POST /v1/echo/ = /echo), no query gives null', async () => {
    const { res, event } = await echo('/v1/echo/', { method: 'POST', body: 'texte' });

    expect(res.status).toBe(200);
    expect(event.resource).toBe('/echo');
    expect(event.pathParameters).toBeNull();
    expect(event.queryStringParameters).toBeNull();
    expect(event.multiValueQueryStringParameters).toBeNull();
    expect(event.body).toBe('texte');
  });

  it('passes a binary request body base64-encoded with isBase64Encoded', async () => {
    const bytes = new Uint8Array([0, 159, 146, 150, 255]);
    const { event } = await echo('/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });

    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from(bytes));
  });

  it('writes back status, headers, multi-value headers, and decodes a base64 response body', async () => {
    const echoRes = await fetch(`${runtime.url}/v1/echo/1`);
    expect(echoRes.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(echoRes.headers.get('content-type')).toBe('application/json');

    const binary = await fetch(`${runtime.url}/v1/binary`);
    expect(binary.status).toBe(200);
    expect([...new Uint8Array(await binary.arrayBuffer())]).toEqual(BINARY_BYTES);
  });

  it('compresses an answer of API_COMPRESSION_MIN_BYTES and more with gzip when accepted, as API Gateway does', async () => {
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${runtime.url}${path}`, {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const plain = await raw('/v1/echo/1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(API_COMPRESSION_MIN_BYTES);

    const zipped = await raw('/v1/echo/1', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    const event = (JSON.parse(gunzipSync(zipped.body).toString('utf8')) as { event: APIGatewayProxyEvent })
      .event;
    expect(event.resource).toBe('/echo/{id}');

    // Under the threshold (the binary fixture's few bytes): as the handler gave it.
    const small = await raw('/v1/binary', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect([...small.body]).toEqual(BINARY_BYTES);
  });

  it('compression: gzip first, else deflate, none refused by q=0 or not asked', () => {
    expect(apiEncoding('gzip, deflate, br')).toBe('gzip');
    expect(apiEncoding('br, deflate')).toBe('deflate');
    expect(apiEncoding('gzip;q=0, deflate')).toBe('deflate');
    expect(apiEncoding('*')).toBe('gzip');
    expect(apiEncoding('br')).toBeUndefined();
    expect(apiEncoding(undefined)).toBeUndefined();
  });

  it('gives the handler a Lambda-like context', async () => {
    const res = await fetch(`${runtime.url}/v1/echo/1`);
    const body = (await res.json()) as { functionName: string; remaining: number };

    expect(body.functionName).toBe('umj-local-echo');
    expect(body.remaining).toBeGreaterThan(0);
  });

  it('errors: an unknown /v1 route answers 404 with { statusCode, message, error }', async () => {
    const res = await fetch(`${runtime.url}/v1/inconnu/1`);

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      message: 'Ressource introuvable : GET /v1/inconnu/1',
      error: 'Not Found',
    });
  });

  it('a wrong method on a known path answers 405 with the allowed methods', async () => {
    const res = await fetch(`${runtime.url}/v1/echo`, { method: 'DELETE' });

    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
  });

  it('a body over API Gateway’s 10 MB limit answers 413 with a French message, no handler run', async () => {
    const declared = await fetch(`${runtime.url}/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(11 * 1024 * 1024, 0x61),
    });
    // Chunked, no Content-Length: refused once the bytes received pass the limit.
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const streamed = await fetch(`${runtime.url}/v1/echo`, {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 11) controller.enqueue(new Uint8Array(chunk));
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const underLimit = await echo('/v1/echo', { method: 'POST', body: Buffer.alloc(9 * 1024 * 1024, 0x61) });

    for (const res of [declared, streamed]) {
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        statusCode: 413,
        message: 'Le corps de la requête dépasse la taille maximale de 10 Mo',
        error: 'Payload Too Large',
      });
    }
    expect(underLimit.res.status).toBe(200);
    expect(underLimit.event.body).toHaveLength(9 * 1024 * 1024);
  });

  it('a handler that throws or does not exist answers 502 like API Gateway', async () => {
    const boom = await fetch(`${runtime.url}/v1/boom`);
    const missing = await fetch(`${runtime.url}/v1/missing`);

    expect(boom.status).toBe(502);
    expect(await boom.json()).toMatchObject({ statusCode: 502, message: 'Internal server error' });
    expect(missing.status).toBe(502);
    expect(((await missing.json()) as { message: string }).message).toContain('does-not-exist.ts');
  });

  it('sets the handlers’ environment: table, endpoints, outbox mail, origins of the app', () => {
    expect(process.env).toMatchObject({
      TABLE_NAME: runtime.tableName,
      DYNAMODB_ENDPOINT: runtime.dynamodbEndpoint,
      FILES_BUCKET: runtime.filesBucket,
      S3_ENDPOINT: `${runtime.url}/s3`,
      WS_MANAGEMENT_ENDPOINT: runtime.url,
      MAIL_MODE: 'outbox',
      MAIL_OUTBOX_DIR: runtime.mailOutboxDir,
      ALLOWED_ORIGINS: `${runtime.url},http://127.0.0.1:${runtime.port}`,
    });
    expect(process.env.JWT_SECRET?.length).toBeGreaterThanOrEqual(32);
  });
});
