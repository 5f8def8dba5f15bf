// The one way to write a handler: middy with the middlewares written once (logging, audit, error
// mapping, origin check (issue 12), authentication and role group, JSON body, validation), then the handler's own work:
// authorize office/object -> domain rule -> persistence -> answer. Handlers never build error answers.
// Who may call comes from the API access policy, looked up by the handler's name
// (shared/src/acces-api.ts, docs/security.md#access-policy): a handler does not declare it.
import { ACCES_API, type AccesDe, type NomHandlerApi } from '@umj/shared/acces-api';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { jsonResponse } from './json-response.ts';
import { auditTrail } from './middleware/audit-trail.ts';
import { authenticate } from './middleware/authenticate.ts';
import { httpErrors } from './middleware/http-errors.ts';
import { originCheck } from './middleware/origin-check.ts';
import { parseInput } from './middleware/parse-input.ts';
import { requestLogger } from './middleware/request-logger.ts';
import type { ApiContext, AuditInfo } from './request-state.ts';
import type { AuthSession } from '../auth/session.ts';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface HandlerOptions<B, P, Q, N extends NomHandlerApi> {
  /** The handler file name of routes.ts, e.g. 'bureaux/update-bureau': its key in the access policy. */
  name: N;
  /** Audit successes too (every write and sign-in); refusals are always audited. */
  audited?: boolean;
  body?: B;
  path?: P;
  query?: Q;
}

export interface ApiRequest<B, P, Q, N extends NomHandlerApi> {
  body: Infer<B>;
  path: Infer<P>;
  query: Infer<Q>;
  /** The caller's session; present on every non-public route. */
  session: [AccesDe<N>] extends ['public'] ? undefined : AuthSession;
  /** What the audit entry says about the target and office; handlers fill it. */
  audit: AuditInfo;
  event: APIGatewayProxyEvent;
}

export interface ApiAnswer {
  statusCode?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export function apiHandler<
  N extends NomHandlerApi,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  options: HandlerOptions<B, P, Q, N>,
  work: (request: ApiRequest<B, P, Q, N>) => Promise<ApiAnswer>,
): LambdaHandler {
  const access = ACCES_API[options.name];
  // A name outside the policy (a JavaScript caller, a typo cast away) is refused when the module loads.
  if (access === undefined) throw new Error(`Handler absent de la politique d'accès : ${options.name}`);
  const core = async (event: APIGatewayProxyEvent, context: ApiContext): Promise<APIGatewayProxyResult> => {
    const state = context.umj;
    const answer = await work({
      body: state.body as Infer<B>,
      path: state.path as Infer<P>,
      query: state.query as Infer<Q>,
      session: state.session as ApiRequest<B, P, Q, N>['session'],
      audit: state.audit,
      event,
    });
    return jsonResponse(answer.statusCode ?? 200, answer.body, answer.headers);
  };
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext>(core)
    .use(requestLogger())
    .use(auditTrail())
    .use(httpErrors())
    .use(originCheck())
    .use(authenticate())
    .use(parseInput({ body: options.body, path: options.path, query: options.query }));
  return (event, context) => {
    // A fresh context object per invocation: Lambda reuses `context` across nothing, tests reuse it freely.
    const apiContext = Object.assign(Object.create(context ?? {}) as Context, {
      umj: {
        name: options.name,
        access,
        audited: options.audited ?? false,
        startedAt: Date.now(),
        body: undefined,
        path: undefined,
        query: undefined,
        audit: {},
      },
    }) as ApiContext;
    return chain(event, apiContext);
  };
}
