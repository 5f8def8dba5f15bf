// Small helpers shared by the gateway's request handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
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
export function requestTime(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${month}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}
