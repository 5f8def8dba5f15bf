// Small helpers shared by the gateway's request handlers.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** API Gateway's largest request payload (10 MB); the local gateway refuses more with 413. */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The request body, or null as soon as it is known to exceed `maxBytes` (declared Content-Length, or the
 * bytes received): the rest is then drained and dropped, never kept in memory.
 */
export function readBody(req: IncomingMessage): Promise<Buffer>;
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null>;
export function readBody(req: IncomingMessage, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      req.resume();
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      if (tooLarge) return;
      received += c.length;
      if (received > maxBytes) {
        tooLarge = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/** Header names with their original case and every value, as API Gateway passes them. */
export function collectHeaders(rawHeaders: string[]): {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
} {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    const value = rawHeaders[i + 1] as string;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

/**
 * Sets `edge` (the headers CloudFront adds) on collected headers: a header of the same name sent by the
 * client, in any case, is dropped first, as CloudFront replaces it (the origin secret and the
 * viewer address cannot be forged through the local gateway either).
 */
export function setEdgeHeaders(
  collected: { headers: Record<string, string>; multiValueHeaders: Record<string, string[]> },
  edge: Record<string, string>,
): void {
  const names = new Set(Object.keys(edge).map((n) => n.toLowerCase()));
  for (const name of Object.keys(collected.headers)) {
    if (names.has(name.toLowerCase())) {
      delete collected.headers[name];
      delete collected.multiValueHeaders[name];
    }
  }
  for (const [name, value] of Object.entries(edge)) {
    collected.headers[name] = value;
    collected.multiValueHeaders[name] = [value];
  }
}

/** An X-Ray trace header as API Gateway writes it (`Root=1-<epoch seconds, hex>-<24 hex digits>`). */
export function traceId(now: Date): string {
  return `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
}

/**
 * The headers API Gateway adds to a REST request and to a WebSocket `$connect` (the X-Ray trace, the
 * client's address, port and scheme), replacing any the client sent.
 */
export function setApiGatewayHeaders(
  collected: { headers: Record<string, string>; multiValueHeaders: Record<string, string[]> },
  req: IncomingMessage,
  now: Date,
): void {
  setEdgeHeaders(collected, {
    'X-Amzn-Trace-Id': traceId(now),
    'X-Forwarded-For': sourceIp(req),
    'X-Forwarded-Port': String(req.socket.localPort ?? ''),
    'X-Forwarded-Proto': 'http',
  });
}

export function collectQuery(search: URLSearchParams): {
  queryStringParameters: Record<string, string> | null;
  multiValueQueryStringParameters: Record<string, string[]> | null;
} {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of search) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  const empty = Object.keys(single).length === 0;
  return {
    queryStringParameters: empty ? null : single,
    multiValueQueryStringParameters: empty ? null : multi,
  };
}

export function headerValue(
  headers: Record<string, unknown> | null | undefined,
  name: string,
): string | undefined {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return value === undefined || value === null ? undefined : String(value);
}

export function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** The `{ statusCode, message, error }` body of every error answer (shared/src/api-error.ts). */
export function sendError(
  res: ServerResponse,
  statusCode: number,
  message: string,
  extra: Record<string, string> = {},
) {
  const body = JSON.stringify({ statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' });
  res.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8', ...extra });
  res.end(body);
}

/** API Gateway's request time format: `22/Nov/2026:13:51:44 +0000`. */
const MOIS_ANGLAIS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function requestTime(date: Date): string {
  // A table, not toLocaleString: that one builds an Intl formatter at each call (about a millisecond,
  // a few percent of the gateway's time under a burst of WebSocket attempts).
  const month = MOIS_ANGLAIS[date.getUTCMonth()];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${month}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}
