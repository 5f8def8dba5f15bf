// The local storage refuses what S3 refuses on a browser POST upload (policy signature,
// expiry, conditions, fields not covered), so that one code path behaves the same on AWS and locally.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPostPolicy, s3ErrorXml, type PostForm } from '../../src/local/s3-post-policy.ts';

const SECRET = 'S3RVER';
const DATE = '20261123';
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function signedForm(policy: unknown, extra: [string, string][] = [], fileSize: number | null = 10): PostForm {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, DATE), 'eu-west-3'), 's3'), 'aws4_request');
  return {
    fields: [
      ['key', 'documents-vierges/a.pdf'],
      ['Content-Type', 'application/pdf'],
      ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
      ['X-Amz-Credential', `S3RVER/${DATE}/eu-west-3/s3/aws4_request`],
      ['X-Amz-Date', `${DATE}T120000Z`],
      ['Policy', encoded],
      ['X-Amz-Signature', hmac(key, encoded).toString('hex')],
      ...extra,
    ],
    fileSize: fileSize ?? undefined,
  };
}

const ctx = {
  bucket: 'fichiers',
  now: new Date('2026-11-23T12:00:00Z'),
  secretFor: (id: string) => (id === 'S3RVER' ? SECRET : undefined),
};
const covering = [
  { bucket: 'fichiers' },
  ['starts-with', '$key', 'documents-vierges/'],
  ['eq', '$Content-Type', 'application/pdf'],
  { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
  { 'X-Amz-Credential': `S3RVER/${DATE}/eu-west-3/s3/aws4_request` },
  { 'X-Amz-Date': `${DATE}T120000Z` },
  ['content-length-range', 1, 100],
];
const policy = (conditions: unknown[], expiration = '2026-11-23T12:05:00Z') => ({ expiration, conditions });

describe('POST policy of the local storage (limits enforced by the storage)', () => {
  it('a signed, unexpired policy whose conditions hold and cover every field is accepted', () => {
    expect(checkPostPolicy(signedForm(policy(covering)), ctx)).toBeUndefined();
    expect(checkPostPolicy(signedForm(policy(covering), [['x-ignore-trace', '1']]), ctx)).toBeUndefined();
  });

  it('an expired policy, an unknown access key or another algorithm is refused', () => {
    expect(checkPostPolicy(signedForm(policy(covering, '2026-11-23T11:59:59Z')), ctx)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    expect(
      checkPostPolicy(signedForm(policy(covering)), { ...ctx, secretFor: () => undefined }),
    ).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    const form = signedForm(policy(covering));
    form.fields = form.fields.map(([n, v]) => [n, n === 'X-Amz-Algorithm' ? 'AWS4-HMAC-SHA1' : v]);
    expect(checkPostPolicy(form, ctx)).toMatchObject({ status: 400, code: 'InvalidArgument' });
  });

  it('a failed condition (bucket, starts-with, eq), a bad operator or a missing file is refused', () => {
    expect(checkPostPolicy(signedForm(policy(covering)), { ...ctx, bucket: 'autre' })).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
    const other = covering.map((c) =>
      Array.isArray(c) && c[1] === '$key' ? ['starts-with', '$key', 'bureaux/'] : c,
    );
    expect(checkPostPolicy(signedForm(policy(other)), ctx)?.message).toContain('Policy Condition failed');
    expect(checkPostPolicy(signedForm(policy([...covering, ['matches', '$key', 'x']])), ctx)?.message).toBe(
      'Invalid Policy: Invalid Condition operator: matches',
    );
    expect(checkPostPolicy(signedForm(policy(covering), [], null), ctx)).toMatchObject({
      status: 400,
      code: 'InvalidArgument',
    });
    expect(checkPostPolicy(signedForm(policy(covering), [], 101), ctx)?.code).toBe('EntityTooLarge');
  });

  it('a policy that is not JSON, without conditions or without expiration is refused', () => {
    expect(checkPostPolicy(signedForm({ conditions: covering }), ctx)?.message).toBe(
      'Invalid Policy: Invalid expiration.',
    );
    expect(checkPostPolicy(signedForm({ expiration: '2026-11-23T12:05:00Z' }), ctx)?.message).toBe(
      'Invalid Policy: Invalid conditions.',
    );
    const form: PostForm = { fields: [['key', 'a']], fileSize: 1 };
    expect(checkPostPolicy(form, ctx)?.message).toBe('Bucket POST must contain a field named policy');
  });

  it('errors are answered in S3 XML, escaped', () => {
    expect(s3ErrorXml({ status: 403, code: 'AccessDenied', message: 'a <b> & c' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>a &lt;b&gt; &amp; c</Message></Error>',
    );
  });
});
