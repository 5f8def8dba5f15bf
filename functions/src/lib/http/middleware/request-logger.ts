// One log line per request: route, method, path, status, duration, caller. No bodies, no tokens. Every
// line written during the request carries its ids (Lambda request id, API Gateway request id as
// correlation id: lib/adapters/logger.ts).
import { debuterRequeteLog, logger } from '../../adapters/logger.ts';
import type { ApiMiddleware, ApiMiddyRequest } from '../request-state.ts';

function start(request: ApiMiddyRequest): void {
  debuterRequeteLog({
    lambda: request.context.awsRequestId ? request.context : undefined,
    correlationId: request.event.requestContext?.requestId,
  });
}

function log(request: ApiMiddyRequest): void {
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

export function requestLogger(): ApiMiddleware {
  return { before: start, after: log, onError: log };
}
