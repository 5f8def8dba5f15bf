// The REST half of the local API Gateway: /v1/* -> route table -> proxy event -> handler -> HTTP answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { API_COMPRESSION_MIN_BYTES, apiEncoding, type ApiEncoding } from '../api/compression.ts';
import type { ApiRoute } from '../api/routes.ts';
import { HandlerNotFoundError, type LambdaHandler } from './handler-loader.ts';
import { MAX_REQUEST_BODY_BYTES, readBody, sendError } from './http-utils.ts';
import { lambdaContext } from './lambda-context.ts';
import { buildRestEvent } from './rest-event.ts';
import { matchRoute } from './route-match.ts';

export const API_PREFIX = '/v1';

export interface RestGatewayOptions {
  routes: readonly ApiRoute[];
  loadHandler: (name: string) => Promise<LambdaHandler>;
  region: string;
  log: (line: string) => void;
  /** The headers CloudFront adds on AWS (origin secret, viewer address). */
  edgeHeaders?: (req: IncomingMessage) => Record<string, string>;
}

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { statusCode?: unknown }).statusCode === 'number'
  );
}

const compressors: Record<ApiEncoding, (data: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

/**
 * Writes the handler's answer as API Gateway does, compressed (API_COMPRESSION_MIN_BYTES and up, a
 * coding the client accepts, not already encoded by the handler).
 */
async function writeResult(
  req: IncomingMessage,
  res: ServerResponse,
  result: APIGatewayProxyResult,
): Promise<void> {
  const headers = new Map<string, string | string[]>();
  for (const [name, value] of Object.entries(result.headers ?? {})) headers.set(name, String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers.set(
      name,
      values.map((v) => String(v)),
    );
  const text = result.body ?? '';
  let body: Buffer = result.isBase64Encoded ? Buffer.from(text, 'base64') : Buffer.from(text);
  const alreadyEncoded = [...headers.keys()].some((name) => name.toLowerCase() === 'content-encoding');
  const encoding = apiEncoding(req.headers['accept-encoding']);
  if (encoding && !alreadyEncoded && body.length >= API_COMPRESSION_MIN_BYTES) {
    body = await compressors[encoding](body);
    for (const name of headers.keys()) if (name.toLowerCase() === 'content-length') headers.delete(name);
    headers.set('content-encoding', encoding);
    headers.set('vary', 'Accept-Encoding');
  }
  for (const [name, value] of headers) res.setHeader(name, value);
  res.statusCode = result.statusCode;
  res.end(body);
}

export function createRestGateway(options: RestGatewayOptions) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const rawPath = url.pathname.slice(API_PREFIX.length) || '/';
    const method = req.method ?? 'GET';
    const match = matchRoute(options.routes, method, rawPath);
    if (match.kind === 'not-found') {
      sendError(res, 404, `Ressource introuvable : ${method} ${url.pathname}`);
      return;
    }
    if (match.kind === 'method-not-allowed') {
      sendError(res, 405, `Méthode ${method} non autorisée sur ${url.pathname}`, {
        allow: match.allowed.join(', '),
      });
      return;
    }
    const body = await readBody(req, MAX_REQUEST_BODY_BYTES);
    if (body === null) {
      // API Gateway's payload limit: refused before any handler runs, the body dropped.
      sendError(res, 413, 'Le corps de la requête dépasse la taille maximale de 10 Mo', {
        connection: 'close',
      });
      return;
    }
    const event = buildRestEvent({
      req,
      url,
      path: rawPath,
      resource: match.route.path,
      pathParameters: match.pathParameters,
      body,
      edgeHeaders: options.edgeHeaders?.(req) ?? {},
    });
    let result: unknown;
    try {
      const handler = await options.loadHandler(match.route.handler);
      result = await handler(event, lambdaContext(match.route.handler, options.region));
    } catch (error) {
      const missing = error instanceof HandlerNotFoundError;
      options.log(
        `${missing ? 'handler missing' : 'handler error'} ${match.route.handler}: ${String(error)}`,
      );
      if (!missing && error instanceof Error && error.stack) options.log(error.stack);
      sendError(res, 502, missing ? String(error.message) : 'Internal server error');
      return;
    }
    if (!isProxyResult(result)) {
      options.log(`handler ${match.route.handler} returned no proxy result (statusCode missing)`);
      sendError(res, 502, 'Malformed Lambda proxy response');
      return;
    }
    await writeResult(req, res, result);
  };
}
