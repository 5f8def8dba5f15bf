// The REST half of the local API Gateway: /v1/* -> route table -> proxy event -> handler -> HTTP answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResult } from 'aws-lambda';
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

function writeResult(res: ServerResponse, result: APIGatewayProxyResult): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    res.setHeader(
      name,
      values.map((v) => String(v)),
    );
  }
  const body = result.body ?? '';
  res.statusCode = result.statusCode;
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
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
    writeResult(res, result);
  };
}
