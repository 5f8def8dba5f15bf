// One log line per request: route, method, path, status, duration, caller. No bodies, no tokens.
import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { logger } from '../logger.ts';
import type { ApiContext } from '../request-state.ts';

type Req = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext>;

function log(request: Req): void {
  const state = request.context.umj;
  logger.info('requête', {
    route: state.name,
    method: request.event.httpMethod ?? request.event.requestContext?.routeKey,
    path: request.event.path,
    statusCode: request.response?.statusCode,
    durationMs: Date.now() - state.startedAt,
    utilisateurId: state.session?.utilisateurId,
    requestId: request.context.awsRequestId,
  });
}

export function requestLogger(): middy.MiddlewareObj<
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  Error,
  ApiContext
> {
  return { after: log, onError: log };
}
