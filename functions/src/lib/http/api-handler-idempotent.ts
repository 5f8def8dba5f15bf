// `apiHandler` for the handlers declared `idempotent: true` (the creates): the same pipeline with
// Powertools' idempotency middleware (middleware/idempotency.ts). Its own module, so that only these
// handlers bundle and load @aws-lambda-powertools/idempotency (and its JMESPath engine): the other
// handlers import api-handler.ts, which refuses an idempotent handler when its module loads.
import { apiHandler as apiHandlerSansIdempotence, construireApiHandler } from './api-handler.ts';
import { idempotency } from './middleware/idempotency.ts';

/** The same signature as api-handler.ts's; `idempotent: true` gets Powertools' idempotency. */
export const apiHandler: typeof apiHandlerSansIdempotence = (options, work) =>
  construireApiHandler(options, work, idempotency);

export type { LambdaHandler } from './api-handler.ts';
