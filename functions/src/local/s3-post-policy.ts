// What S3 checks on a browser POST upload (presigned POST), which s3rver does not: the SigV4 signature
// of the policy, its expiry, every condition (exact match, starts-with, content-length-range) and that
// every form field is covered by a condition. The local runtime runs this in front of s3rver, so that
// an upload the policy forbids (another type, a larger file) is refused by the storage locally as on
// AWS. Rules: docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface S3PostError {
  status: number;
  code: string;
  message: string;
}

export interface PostForm {
  /** Text fields of the form, in order (names as sent). */
  fields: [string, string][];
  /** Size in bytes of the `file` part, undefined when the form has none. */
  fileSize: number | undefined;
}

export interface PolicyContext {
  bucket: string;
  now: Date;
  /** Secret access key of an access key id (undefined: unknown key). */
  secretFor: (accessKeyId: string) => string | undefined;
}

type Condition = Record<string, unknown> | unknown[];

const denied = (message: string): S3PostError => ({ status: 403, code: 'AccessDenied', message });

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Form field lookup by name, case-insensitive (S3 treats POST field names so). */
function fieldValue(fields: [string, string][], name: string): string | undefined {
  const wanted = name.toLowerCase();
  return fields.find(([n]) => n.toLowerCase() === wanted)?.[1];
}

function checkSignature(
  fields: [string, string][],
  policy: string,
  ctx: PolicyContext,
): S3PostError | undefined {
  if (fieldValue(fields, 'x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    return { status: 400, code: 'InvalidArgument', message: 'Only AWS4-HMAC-SHA256 is supported' };
  }
  const credential = fieldValue(fields, 'x-amz-credential') ?? '';
  const [accessKeyId, date, region, service, terminal] = credential.split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminal !== 'aws4_request') {
    return { status: 400, code: 'InvalidArgument', message: 'Invalid x-amz-credential' };
  }
  const secret = ctx.secretFor(accessKeyId);
  if (secret === undefined) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, policy).toString('hex');
  if (!sameText(expected, fieldValue(fields, 'x-amz-signature') ?? '')) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return undefined;
}

/** The value a condition's `$name` designates: the URL's bucket or a form field. */
function valueOf(name: string, form: PostForm, ctx: PolicyContext): string {
  const field = name.replace(/^\$/, '');
  if (field.toLowerCase() === 'bucket') return ctx.bucket;
  return fieldValue(form.fields, field) ?? '';
}

function checkCondition(
  condition: Condition,
  form: PostForm,
  ctx: PolicyContext,
  covered: Set<string>,
): S3PostError | undefined {
  const failed = denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  if (!Array.isArray(condition)) {
    for (const [name, expected] of Object.entries(condition)) {
      covered.add(name.toLowerCase());
      if (valueOf(name, form, ctx) !== String(expected)) return failed;
    }
    return undefined;
  }
  const [operator, name, value] = condition as [unknown, unknown, unknown];
  const op = String(operator).toLowerCase();
  if (op === 'content-length-range') {
    const size = form.fileSize ?? 0;
    if (size > Number(value)) {
      return {
        status: 400,
        code: 'EntityTooLarge',
        message: 'Your proposed upload exceeds the maximum allowed size',
      };
    }
    if (size < Number(name)) {
      return {
        status: 400,
        code: 'EntityTooSmall',
        message: 'Your proposed upload is smaller than the minimum allowed size',
      };
    }
    return undefined;
  }
  if (typeof name !== 'string' || !name.startsWith('$')) return failed;
  covered.add(name.slice(1).toLowerCase());
  const actual = valueOf(name, form, ctx);
  if (op === 'eq') return actual === String(value) ? undefined : failed;
  if (op === 'starts-with') return actual.startsWith(String(value)) ? undefined : failed;
  return denied(`Invalid Policy: Invalid Condition operator: ${String(operator)}`);
}

/** Fields that need no condition (S3: the signature, the file, the policy, x-ignore-*). */
function needsCondition(name: string): boolean {
  const n = name.toLowerCase();
  return !['x-amz-signature', 'file', 'policy'].includes(n) && !n.startsWith('x-ignore-');
}

/** Undefined when S3 would accept the POST, else the error S3 answers. */
export function checkPostPolicy(form: PostForm, ctx: PolicyContext): S3PostError | undefined {
  if (form.fileSize === undefined) {
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    };
  }
  const policyText = fieldValue(form.fields, 'policy');
  if (!policyText) return denied('Bucket POST must contain a field named policy');
  const signatureError = checkSignature(form.fields, policyText, ctx);
  if (signatureError) return signatureError;

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return denied('Invalid Policy: Invalid JSON.');
  }
  const expiration = Date.parse(String(policy.expiration));
  if (Number.isNaN(expiration)) return denied('Invalid Policy: Invalid expiration.');
  if (ctx.now.getTime() > expiration) return denied('Invalid according to Policy: Policy expired.');
  if (!Array.isArray(policy.conditions)) return denied('Invalid Policy: Invalid conditions.');

  const covered = new Set<string>();
  for (const condition of policy.conditions as Condition[]) {
    const error = checkCondition(condition, form, ctx, covered);
    if (error) return error;
  }
  const extra = form.fields.map(([n]) => n).filter((n) => needsCondition(n) && !covered.has(n.toLowerCase()));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return undefined;
}

/** S3's XML error body. */
export function s3ErrorXml(error: S3PostError): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escape(error.code)}</Code><Message>${escape(error.message)}</Message></Error>`
  );
}
