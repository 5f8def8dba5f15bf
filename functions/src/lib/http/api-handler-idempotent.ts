// `apiHandler` for the handlers declared `idempotent: true` (the creates): the same pipeline with
// Powertools' idempotency middleware (middleware/idempotency.ts). Its own module, so that only these
// handlers bundle and load @aws-lambda-powertools/idempotency (and its JMESPath engine): the other
// handlers import api-handler.ts, which refuses an idempotent handler when its module loads.
import type { NomHandlerApi } from '@umj/shared/acces-api';
import type { z } from 'zod';
import {
  construireApiHandler,
  type ApiAnswer,
  type ApiRequest,
  type HandlerOptions,
  type LambdaHandler,
} from './api-handler.ts';
import { idempotency } from './middleware/idempotency.ts';

export function apiHandler<
  N extends NomHandlerApi,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  O extends 'path' | undefined = undefined,
>(
  options: HandlerOptions<B, P, Q, N, O>,
  work: (request: ApiRequest<B, P, Q, N, O>) => Promise<ApiAnswer>,
): LambdaHandler {
  return construireApiHandler(options, work, idempotency);
}

export type { LambdaHandler } from './api-handler.ts';
