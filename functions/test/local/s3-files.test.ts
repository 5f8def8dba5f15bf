import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { startFixtureRuntime } from './fixtures/runtime.ts';

let runtime: LocalRuntime;
let s3: S3Client;
beforeAll(async () => {
  runtime = await startFixtureRuntime();
  // The client a handler builds from S3_ENDPOINT (see TOOLCHAIN: path style, checksums only when required).
  s3 = new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: LOCAL_REGION,
    credentials: localCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  s3.destroy();
  await runtime.stop();
});

describe('files through s3rver on the app’s origin (logos in S3 through presigned URLs)', () => {
  it('a presigned PUT from the browser then a presigned GET return the same bytes and type', async () => {
    const key = 'bureaux/argenteuil/logo.png';
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255]);
    const putUrl = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: runtime.filesBucket, Key: key, ContentType: 'image/png' }),
      { expiresIn: 300 },
    );
    expect(putUrl.startsWith(`${runtime.url}/s3/${runtime.filesBucket}/`)).toBe(true);

    const put = await fetch(putUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(put.status).toBe(200);

    const getUrl = await getSignedUrl(s3, new GetObjectCommand({ Bucket: runtime.filesBucket, Key: key }), {
      expiresIn: 300,
    });
    const get = await fetch(getUrl);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(bytes);
  });

  it('the SDK itself (PutObject/GetObject as a handler would) works against the same endpoint', async () => {
    await s3.send(new PutObjectCommand({ Bucket: runtime.filesBucket, Key: 'docs/a.txt', Body: 'bonjour' }));

    const object = await s3.send(new GetObjectCommand({ Bucket: runtime.filesBucket, Key: 'docs/a.txt' }));

    expect(await object.Body?.transformToString()).toBe('bonjour');
  });

  it('a presigned URL whose signature has expired is refused', async () => {
    const url = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: runtime.filesBucket, Key: 'docs/a.txt' }),
      {
        expiresIn: 1,
        signingDate: new Date(Date.now() - 60_000),
      },
    );

    const res = await fetch(url);

    expect(res.status).toBe(403);
  });

  it('the bucket allows the app’s origins for a direct upload (CORS preflight) and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${runtime.url}/s3/${runtime.filesBucket}/x.png`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });

    const allowed = await preflight(`http://127.0.0.1:${runtime.port}`);
    const other = await preflight('http://autre.example');

    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(other.status).toBe(403);
  });
});
