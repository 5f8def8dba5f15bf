// One log line per request: route, method, path, status, duration, caller. No bodies, no tokens. Every
// line written during the request carries its ids (Lambda request id, API Gateway request id as
// correlation id), set for the whole invocation by lib/lambda/invocation.ts.
import { logger } from '../../adapters/logger.ts';
import type { ApiMiddleware, ApiMiddyRequest } from '../request-state.ts';

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
  return { after: log, onError: log };
}
