// What S3 checks on every request, which s3rver does not (it checks a signature's access key and expiry
// but not the signature itself): the SigV4 signature of a presigned URL (query string) or of a signed
// request (`Authorization` header, the handlers' SDK calls), and its validity in time. The local
// runtime runs this in front of s3rver, so that the file store under /s3 answers only signed requests
// as S3 does (docs/local-runtime.md). The signature is recomputed with the SDK's own signer
// (@smithy/signature-v4) from the local credentials, never hand-rolled.
// Rules: docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html and sig-v4-header-based-auth.html
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Checksum, HttpRequest, SourceData } from '@smithy/types';
import type { S3PostError } from './s3-post-policy.ts';

export interface SignedRequest {
  method: string;
  /** The path and query as received (the `/s3` mount included: it is part of what was signed). */
  url: string;
  headers: IncomingHttpHeaders;
}

/** Secret access key of an access key id (undefined: unknown key). */
export type SecretFor = (accessKeyId: string) => string | undefined;

/** S3 accepts a header-signed request up to 15 minutes away from its clock. */
const DECALAGE_MAX_MS = 15 * 60_000;
const ALGORITHME = 'AWS4-HMAC-SHA256';
/** The query parameters a presigned URL's signature adds (the rest of the query is signed). */
const PARAMETRES_DE_SIGNATURE = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];
const CONTENT_SHA256 = 'X-Amz-Content-Sha256';

const denied = (message: string): S3PostError => ({ status: 403, code: 'AccessDenied', message });
const pasLaSignature: S3PostError = {
  status: 403,
  code: 'SignatureDoesNotMatch',
  message: 'The request signature we calculated does not match the signature you provided.',
};

/** SHA-256 (keyed: HMAC-SHA256) in the Checksum shape the signer takes. */
class Sha256 implements Checksum {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.nouveau();
  }
  private nouveau(): Hash | Hmac {
    return this.secret === undefined
      ? createHash('sha256')
      : createHmac('sha256', Buffer.from(this.secret as Uint8Array | string));
  }
  update(data: Uint8Array | string): void {
    this.hash.update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.nouveau();
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `20261125T221500Z` -> Date, or undefined. */
function dateAmz(valeur: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(valeur ?? '');
  if (!m) return undefined;
  const [, a, mo, j, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(a!, mo! - 1, j!, h!, mi!, s!));
}

/** `AKID/yyyymmdd/region/s3/aws4_request` -> its parts, or undefined. */
function portee(credential: string | undefined): { accessKeyId: string; region: string } | undefined {
  const [accessKeyId, jour, region, service, fin] = (credential ?? '').split('/');
  if (!accessKeyId || !jour || !region || service !== 's3' || fin !== 'aws4_request') return undefined;
  return { accessKeyId, region };
}

function signataire(accessKeyId: string, secretAccessKey: string, region: string): SignatureV4 {
  // S3 signs the path as sent (no second URI-encoding), as the SDK's S3 client does.
  return new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });
}

/** The request as the signer sees it: only the signed headers, the query without `sauf`. */
function requete(req: SignedRequest, signes: string[], sauf: string[]): HttpRequest {
  const [path = '/', brut = ''] = req.url.split('?');
  const query: Record<string, string> = {};
  for (const [nom, valeur] of new URLSearchParams(brut)) if (!sauf.includes(nom)) query[nom] = valeur;
  const headers: Record<string, string> = {};
  for (const nom of signes) {
    const valeur = req.headers[nom];
    if (valeur !== undefined) headers[nom] = Array.isArray(valeur) ? valeur.join(',') : valeur;
  }
  const [hostname = '', port] = (req.headers.host ?? '').split(':');
  return {
    method: req.method,
    protocol: 'http:',
    hostname,
    ...(port ? { port: Number(port) } : {}),
    path,
    query,
    headers,
  };
}

async function verifierUrlPresignee(
  req: SignedRequest,
  q: URLSearchParams,
  now: Date,
  secretFor: SecretFor,
): Promise<S3PostError | undefined> {
  if (q.get('X-Amz-Algorithm') !== ALGORITHME) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Only AWS4-HMAC-SHA256' };
  }
  const cle = portee(q.get('X-Amz-Credential') ?? undefined);
  const date = dateAmz(q.get('X-Amz-Date') ?? undefined);
  const expire = Number(q.get('X-Amz-Expires'));
  if (!cle || !date || !Number.isInteger(expire) || expire < 1) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Malformed presigned URL' };
  }
  const secret = secretFor(cle.accessKeyId);
  if (!secret) return denied('The AWS Access Key Id you provided does not exist in our records.');
  if (now.getTime() > date.getTime() + expire * 1000) return denied('Request has expired');
  if (date.getTime() > now.getTime() + DECALAGE_MAX_MS) return denied('Request is not yet valid');
  const signes = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const aSigner = requete(req, signes, [...PARAMETRES_DE_SIGNATURE, CONTENT_SHA256]);
  // The payload is never signed in a presigned URL: the SDK hoists this header into the query.
  aSigner.headers[CONTENT_SHA256] = q.get(CONTENT_SHA256) ?? 'UNSIGNED-PAYLOAD';
  const attendu = await signataire(cle.accessKeyId, secret, cle.region).presign(aSigner, {
    signingDate: date,
    expiresIn: expire,
  });
  const signature = attendu.query?.['X-Amz-Signature'];
  if (typeof signature !== 'string' || !sameText(signature, q.get('X-Amz-Signature') ?? '')) {
    return pasLaSignature;
  }
  return undefined;
}

/** `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` -> its fields. */
function champsAutorisation(valeur: string): Record<string, string> {
  return Object.fromEntries(
    valeur
      .slice(ALGORITHME.length)
      .split(',')
      .map((p) => p.trim().split('='))
      .map(([k = '', ...v]) => [k, v.join('=')]),
  );
}

async function verifierEnTete(
  req: SignedRequest,
  now: Date,
  secretFor: SecretFor,
): Promise<S3PostError | undefined> {
  const champs = champsAutorisation(req.headers.authorization ?? '');
  const cle = portee(champs.Credential);
  const date = dateAmz(req.headers['x-amz-date'] as string | undefined);
  if (!cle || !date || !champs.SignedHeaders || !champs.Signature) {
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'Malformed Authorization header' };
  }
  const secret = secretFor(cle.accessKeyId);
  if (!secret) return denied('The AWS Access Key Id you provided does not exist in our records.');
  if (Math.abs(now.getTime() - date.getTime()) > DECALAGE_MAX_MS) {
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    };
  }
  const aSigner = requete(req, champs.SignedHeaders.split(';'), []);
  const signee = await signataire(cle.accessKeyId, secret, cle.region).sign(aSigner, { signingDate: date });
  const calculee = champsAutorisation(String(signee.headers.authorization ?? signee.headers.Authorization));
  if (!calculee.Signature || !sameText(calculee.Signature, champs.Signature)) {
    return pasLaSignature;
  }
  return undefined;
}

/**
 * Whether S3 would answer this request: a presigned URL or an `Authorization: AWS4-HMAC-SHA256` request
 * whose signature matches and is valid now; anything else is refused (403 AccessDenied). The caller
 * lets through what has its own check (a browser POST upload's policy) or needs none (a CORS preflight).
 */
export async function verifierRequeteSignee(
  req: SignedRequest,
  now: Date,
  secretFor: SecretFor,
): Promise<S3PostError | undefined> {
  const q = new URLSearchParams(req.url.split('?')[1] ?? '');
  if (q.has('X-Amz-Signature')) return verifierUrlPresignee(req, q, now, secretFor);
  if ((req.headers.authorization ?? '').startsWith(`${ALGORITHME} `))
    return verifierEnTete(req, now, secretFor);
  return denied('Access Denied (the local file store answers signed requests only, as S3 does)');
}
