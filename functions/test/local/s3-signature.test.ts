// The local file store under /s3 answers only signed requests, as S3 does (docs/local-runtime.md): a
// presigned URL's signature and expiry are checked, a header-signed SDK call's signature too; every
// answer carries the SPA's security headers and is never text/html.
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/api/security-headers.ts';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { startFixtureRuntime } from './fixtures/runtime.ts';

let runtime: LocalRuntime;
let s3: S3Client;
const client = (secretAccessKey = localCredentials.secretAccessKey) =>
  new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: LOCAL_REGION,
    credentials: { ...localCredentials, secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

beforeAll(async () => {
  runtime = await startFixtureRuntime();
  s3 = client();
  await s3.send(
    new PutObjectCommand({ Bucket: runtime.filesBucket, Key: 'docs/signe.pdf', Body: '%PDF-1.4' }),
  );
  await s3.send(
    new PutObjectCommand({
      Bucket: runtime.filesBucket,
      Key: 'docs/page.html',
      Body: '<script>alert(1)</script>',
      ContentType: 'text/html',
    }),
  );
});
afterAll(async () => {
  s3.destroy();
  await runtime.stop();
});

const presigne = (key: string, options: { expiresIn?: number; signingDate?: Date } = {}) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: runtime.filesBucket, Key: key }), {
    expiresIn: 300,
    ...options,
  });

function expectSecurityHeaders(res: Response): void {
  for (const [nom, valeur] of Object.entries(securityHeaders([])))
    expect(res.headers.get(nom), nom).toBe(valeur);
}

describe('the local /s3 answers only signed requests, with the security headers', () => {
  it('a valid presigned GET is served with the SPA security headers', async () => {
    const res = await fetch(await presigne('docs/signe.pdf'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4');
    expectSecurityHeaders(res);
  });

  it('an unsigned GET is refused (403 AccessDenied), with the security headers', async () => {
    const res = await fetch(`${runtime.url}/s3/${runtime.filesBucket}/docs/signe.pdf`);
    expect(res.status).toBe(403);
    const texte = await res.text();
    expect(texte).toContain('<Code>AccessDenied</Code>');
    expect(texte).not.toContain('%PDF');
    expectSecurityHeaders(res);
  });

  it('an expired presigned URL is refused', async () => {
    const url = await presigne('docs/signe.pdf', {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });

  it('a tampered signature, or a valid signature for another key, is refused', async () => {
    const url = new URL(await presigne('docs/signe.pdf'));
    const signature = url.searchParams.get('X-Amz-Signature')!;
    url.searchParams.set('X-Amz-Signature', `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`);
    const falsifiee = await fetch(url);
    expect(falsifiee.status).toBe(403);
    expect(await falsifiee.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const autreCle = new URL(await presigne('docs/signe.pdf'));
    autreCle.pathname = autreCle.pathname.replace('signe.pdf', 'page.html');
    expect((await fetch(autreCle)).status).toBe(403);
  });

  it('a stored object of type text/html is never served as text/html', async () => {
    const res = await fetch(await presigne('docs/page.html'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expectSecurityHeaders(res);
    const forcee = new URL(
      await getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: runtime.filesBucket,
          Key: 'docs/signe.pdf',
          ResponseContentType: 'text/html',
        }),
        { expiresIn: 300 },
      ),
    );
    const reponse = await fetch(forcee);
    expect(reponse.status).toBe(200);
    expect(reponse.headers.get('content-type')).not.toMatch(/html/);
  });

  it('an SDK call signed with another secret is refused; the right one is answered', async () => {
    const faux = client('pas-le-secret');
    await expect(
      faux.send(new GetObjectCommand({ Bucket: runtime.filesBucket, Key: 'docs/signe.pdf' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    faux.destroy();
    const vrai = await s3.send(new GetObjectCommand({ Bucket: runtime.filesBucket, Key: 'docs/signe.pdf' }));
    expect(await vrai.Body?.transformToString()).toBe('%PDF-1.4');
  });
});
