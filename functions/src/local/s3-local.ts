// s3rver mounted inside the gateway under /s3, so that presigned URLs point at the app's own origin
// (the browser needs no CORS for them). s3rver checks a SigV4 signature's access key and expiry but not
// the signature itself: every request is checked here first as S3 does (s3-signature.ts: a presigned
// URL or a header-signed SDK call, signature and validity in time; anything unsigned is 403), except a
// CORS preflight and a browser POST upload (its policy's own check, below). Every answer carries the
// SPA's security headers and is never `text/html` (a stored object of that type is sent as
// `application/octet-stream`), so a file cannot run as a page of the app's origin.
// s3rver ignores the policy of a browser POST upload: the POST is checked here first, as S3 does
// (s3-post-policy.ts), and only an accepted one is handed to s3rver.
// The write-once buckets (the audit trail's digests) get what Object Lock and the bucket
// policy give them on AWS: a PUT must carry `If-None-Match: *` (else 403) and is refused with 412 when
// the object exists; DELETE and POST are refused (403). Writes to one key are checked one at a time.
/// <reference path="./s3rver.d.ts" />
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { securityHeaders } from '../api/security-headers.ts';
import { LOCAL_ACCESS_KEY_ID, LOCAL_SECRET_ACCESS_KEY } from './local-credentials.ts';
import { checkPostPolicy, s3ErrorXml, type PostForm, type S3PostError } from './s3-post-policy.ts';
import { verifierRequeteSignee } from './s3-signature.ts';

export const S3_PREFIX = '/s3';

export interface LocalS3 {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Whether an object exists (s3rver's own store). */
  exists(bucket: string, key: string): Promise<boolean>;
  close(): void;
}

function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  const methods = ['GET', 'PUT', 'HEAD', 'POST', 'DELETE']
    .map((m) => `<AllowedMethod>${m}</AllowedMethod>`)
    .join('');
  return (
    `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader>` +
    `<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`
  );
}

/** Largest POST body read in memory locally (S3's own limit is 5 GB; the product's files are ≤ 20 Mo). */
const MAX_LOCAL_POST_BYTES = 64 * 1024 * 1024;

const secretFor = (id: string) => (id === LOCAL_ACCESS_KEY_ID ? LOCAL_SECRET_ACCESS_KEY : undefined);

/** What the file store never sends: a type a browser would render as a page of the app's origin. */
const TYPE_PAGE = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml)/i;
const TYPE_NEUTRE = 'application/octet-stream';

function typeSur(nom: string, valeur: unknown): unknown {
  return nom.toLowerCase() === 'content-type' && typeof valeur === 'string' && TYPE_PAGE.test(valeur)
    ? TYPE_NEUTRE
    : valeur;
}

/** The SPA's security headers on the answer, and never a page's type (s3rver writes through these). */
function protegerReponse(res: ServerResponse): void {
  for (const [nom, valeur] of Object.entries(securityHeaders([]))) res.setHeader(nom, valeur);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (nom: string, valeur: number | string | readonly string[]) =>
    setHeader(nom, typeSur(nom, valeur) as typeof valeur);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statut: number, ...reste: unknown[]) => {
    const entetes = reste.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
    if (entetes) {
      for (const [nom, valeur] of Object.entries(entetes as Record<string, unknown>))
        (entetes as Record<string, unknown>)[nom] = typeSur(nom, valeur);
    }
    const type = res.getHeader('content-type');
    if (type !== undefined) res.setHeader('content-type', type as string);
    return writeHead(statut, ...reste);
  }) as typeof res.writeHead;
}

function sendS3Error(res: ServerResponse, error: S3PostError): void {
  res.writeHead(error.status, { 'Content-Type': 'application/xml', Connection: 'close' });
  res.end(s3ErrorXml(error));
}

/** A browser upload: POST of a multipart form to the bucket itself (not `?delete` or any sub-resource). */
function isPostUpload(req: IncomingMessage, url: string, bucket: string): boolean {
  const [path, query] = url.split('?');
  return (
    req.method === 'POST' &&
    !query &&
    (path === `/${bucket}` || path === `/${bucket}/`) &&
    /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_LOCAL_POST_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_LOCAL_POST_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function parseForm(body: Buffer, contentType: string): Promise<PostForm | undefined> {
  try {
    const form = await new Response(Uint8Array.from(body), {
      headers: { 'content-type': contentType },
    }).formData();
    const fields: [string, string][] = [];
    let fileSize: number | undefined;
    for (const [name, value] of form) {
      if (name === 'file') fileSize ??= typeof value === 'string' ? Buffer.byteLength(value) : value.size;
      else if (typeof value === 'string') fields.push([name, value]);
    }
    return { fields, fileSize };
  } catch {
    return undefined;
  }
}

/** The request again, its body replayed from memory, for s3rver (which reads it as a stream). */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = Readable.from([body]) as unknown as IncomingMessage;
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  Object.assign(copy, {
    headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    baseUrl: (req as IncomingMessage & { baseUrl?: string }).baseUrl,
  });
  return copy;
}

async function checkedPostUpload(
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
): Promise<IncomingMessage | undefined> {
  const body = await readBody(req);
  if (!body) {
    sendS3Error(res, {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
    });
    return undefined;
  }
  const form = await parseForm(body, req.headers['content-type'] ?? '');
  const error = form
    ? checkPostPolicy(form, { bucket, now: new Date(), secretFor })
    : {
        status: 400,
        code: 'MalformedPOSTRequest',
        message: 'The body of your POST request is not well-formed multipart/form-data.',
      };
  if (error) {
    sendS3Error(res, error);
    return undefined;
  }
  return replay(req, body);
}

/** `/bucket/key...` (path-style, query left out) -> bucket and decoded key (key '' for the bucket). */
function bucketAndKey(url: string): { bucket: string; key: string } {
  const path = url.split('?')[0] ?? '';
  const [, bucket = '', ...rest] = path.split('/');
  return { bucket, key: decodeURIComponent(rest.join('/')) };
}

export function isS3Path(pathname: string): boolean {
  return pathname === S3_PREFIX || pathname.startsWith(`${S3_PREFIX}/`);
}

/** Creates the bucket (with CORS for the app's origins) in `directory` and returns the mounted handler. */
export async function startLocalS3(options: {
  directory: string;
  bucket: string;
  origins: string[];
  /** Buckets whose objects are written once and never deleted (the audit digests). */
  writeOnceBuckets?: string[];
}): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const writeOnce = options.writeOnceBuckets ?? [];
  const server = new S3rver({
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [
      { name: options.bucket, configs: [corsXml(options.origins)] },
      ...writeOnce.map((name) => ({ name })),
    ],
  });
  await server.configureBuckets();
  const listener = server.getMiddleware();
  const exists = (bucket: string, key: string) => server.store.existsObject(bucket, key);
  // One check-then-write at a time per key, so that two concurrent PUTs cannot both find it absent.
  const enCours = new Map<string, Promise<void>>();
  function writeOnceRequest(req: IncomingMessage, res: ServerResponse, bucket: string, key: string): void {
    const deny = (status: number, code: string, message: string) => {
      req.resume();
      sendS3Error(res, { status, code, message });
    };
    if (req.method === 'GET' || req.method === 'HEAD') return listener(req, res);
    if (req.method !== 'PUT' || key === '') {
      return deny(403, 'AccessDenied', 'Access Denied (write-once bucket: objects are never deleted)');
    }
    if (req.headers['if-none-match'] !== '*') {
      return deny(403, 'AccessDenied', 'Access Denied (write-once bucket: PUT needs If-None-Match: *)');
    }
    const id = `${bucket}/${key}`;
    const avant = enCours.get(id) ?? Promise.resolve();
    const tour = avant.then(async () => {
      if (await exists(bucket, key)) {
        deny(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        return;
      }
      await new Promise<void>((resolve) => {
        res.once('close', resolve);
        listener(req, res);
      });
    });
    const fin = tour.catch(() => undefined);
    enCours.set(id, fin);
    void fin.then(() => enCours.get(id) === fin && enCours.delete(id));
    tour.catch(() =>
      sendS3Error(res, { status: 500, code: 'InternalError', message: 'We encountered an internal error.' }),
    );
  }
  return {
    exists,
    handle(req, res) {
      protegerReponse(res);
      const signee = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
      const mounted = req as IncomingMessage & { baseUrl?: string };
      mounted.url = (req.url ?? '/').slice(S3_PREFIX.length) || '/';
      if (!mounted.url.startsWith('/')) mounted.url = `/${mounted.url}`;
      mounted.baseUrl = S3_PREFIX;
      const target = bucketAndKey(mounted.url);
      const signed = (then: () => void) =>
        verifierRequeteSignee(signee, new Date(), secretFor).then(
          (refus) => {
            if (!refus) return then();
            req.resume();
            sendS3Error(res, refus);
          },
          () =>
            sendS3Error(res, {
              status: 500,
              code: 'InternalError',
              message: 'We encountered an internal error.',
            }),
        );
      if (writeOnce.includes(target.bucket)) {
        void signed(() => writeOnceRequest(req, res, target.bucket, target.key));
        return;
      }
      if (!isPostUpload(req, mounted.url, options.bucket)) {
        // A CORS preflight carries no signature, on S3 too (it answers no object).
        if (req.method === 'OPTIONS') listener(req, res);
        else void signed(() => listener(req, res));
        return;
      }
      checkedPostUpload(req, res, options.bucket).then(
        (accepted) => accepted && listener(accepted, res),
        () =>
          sendS3Error(res, {
            status: 500,
            code: 'InternalError',
            message: 'We encountered an internal error.',
          }),
      );
    },
    close() {
      server.logger.exceptions.unhandle();
      server.logger.close();
    },
  };
}
