// The one way to write a handler: middy with the middlewares written once (logging, audit, error
// mapping, origin check, authentication and role group, JSON body, validation, the office of a route
// under /bureaux/{bureauId} and the audit target), then the handler's own work: authorize the object ->
// domain rule -> persistence -> answer. Handlers never build error answers.
// Who may call comes from the API access policy, looked up by the handler's name
// (shared/src/acces-api.ts, docs/security.md#access-policy): a handler does not declare it.
import { ACCES_API, type AccesDe, type NomHandlerApi } from '@umj/shared/acces-api';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { jsonResponse } from './json-response.ts';
import { avecAuditDeLaRequete } from '../../data/audit-requete.ts';
import { auditDeLaRequete, auditTrail } from './middleware/audit-trail.ts';
import { authenticate } from './middleware/authenticate.ts';
import { httpErrors } from './middleware/http-errors.ts';
import { originCheck } from './middleware/origin-check.ts';
import { officeFromPath } from './middleware/office-from-path.ts';
import { parseInput } from './middleware/parse-input.ts';
import { markWrapped, runInvocation } from '../lambda/invocation.ts';
import { requestLogger } from './middleware/request-logger.ts';
import type { ApiContext, ApiMiddleware, AuditInfo } from './request-state.ts';
import type { AuthSession } from '../auth/session.ts';
import { bureauPathSchema } from '../../schemas/http-inputs.ts';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** The path of a request: its schema's, or `{ bureauId }` for an office route without its own schema. */
type PathOf<P, O> = P extends z.ZodType ? z.infer<P> : O extends 'path' ? { bureauId: string } : undefined;
/** The office the work gets: the checked `{bureauId}` with `bureau: 'path'`. */
type BureauOf<O> = O extends 'path' ? string : undefined;

/** What a handler's audit target is computed from: the valid input and the office. */
export interface AuditInput<B, P, Q, O> {
  bureauId: BureauOf<O>;
  path: PathOf<P, O>;
  query: Infer<Q>;
  body: Infer<B>;
}

export interface HandlerOptions<B, P, Q, N extends NomHandlerApi, O extends 'path' | undefined> {
  /** The handler file name of routes.ts, e.g. 'bureaux/update-bureau': its key in the access policy. */
  name: N;
  /** Audit successes too (every write and sign-in); refusals are always audited. */
  audited?: boolean;
  /**
   * The status of the success answer (200 when absent). The route's, not the work's: a change's audit
   * entry is written in the change's transaction before the answer is built, and carries it.
   */
  statut?: StatutSucces;
  /**
   * A create: a request with an `Idempotency-Key` header runs once per user and key, its retries get
   * the first answer (lib/http/middleware/idempotency.ts, docs/data-model.md#idempotency-records).
   * Such a handler imports `apiHandler` from api-handler-idempotent.ts (this module's throws at load):
   * the other handlers' bundles leave Powertools' idempotency out.
   */
  idempotent?: boolean;
  /**
   * 'path': a route under /bureaux/{bureauId}. Once the input is valid, the audit entry names that
   * office, an office the caller may not see is answered 404 'Bureau introuvable' (audited as a refused
   * access, lib/auth/office-scope.ts), and the work gets the office as `bureauId`. The path schema
   * defaults to `bureauPathSchema`; a route with more parameters extends it.
   */
  bureau?: O;
  /**
   * The audit entry's target, from the valid input: set before the office check, so that a refusal
   * names it. The work may still refine `audit.cible`.
   */
  cible?: (input: AuditInput<B, P, Q, O>) => string;
  body?: B;
  path?: P & (O extends 'path' ? z.ZodType<{ bureauId: string }> : unknown);
  query?: Q;
}

export interface ApiRequest<B, P, Q, N extends NomHandlerApi, O = undefined> {
  body: Infer<B>;
  path: PathOf<P, O>;
  query: Infer<Q>;
  /** The office of the path, checked visible to the caller (option `bureau: 'path'`). */
  bureauId: BureauOf<O>;
  /** The caller's session; present on every non-public route. */
  session: [AccesDe<N>] extends ['public'] ? undefined : AuthSession;
  /** What the audit entry says about the target and office; handlers fill what the options do not. */
  audit: AuditInfo;
  event: APIGatewayProxyEvent;
}

/** The statuses a success answers (the route's `statut`). */
export type StatutSucces = 200 | 201 | 202 | 204;

export interface ApiAnswer {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * false: this success is not an audit entry although the route is audited (a user's repeated read
   * of a file within 15 minutes, data/lectures-recentes.ts). Refusals stay audited.
   */
  audited?: false;
}

export type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

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
  return construireApiHandler(options, work);
}

/**
 * The handler of `options` and `work`; `idempotence`, the middleware of an `idempotent` handler
 * (given by api-handler-idempotent.ts only).
 */
export function construireApiHandler<
  N extends NomHandlerApi,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  O extends 'path' | undefined,
>(
  options: HandlerOptions<B, P, Q, N, O>,
  work: (request: ApiRequest<B, P, Q, N, O>) => Promise<ApiAnswer>,
  idempotence?: () => ApiMiddleware,
): LambdaHandler {
  const access = ACCES_API[options.name];
  // A name outside the policy (a JavaScript caller, a typo cast away) is refused when the module loads.
  if (access === undefined) throw new Error(`Handler absent de la politique d'accès : ${options.name}`);
  if (options.bureau === 'path' && access === 'public') {
    throw new Error(`Une route d'un bureau n'est pas publique : ${options.name}`);
  }
  const core = async (event: APIGatewayProxyEvent, context: ApiContext): Promise<APIGatewayProxyResult> => {
    const state = context.umj;
    const answer = await work({
      body: state.body as Infer<B>,
      path: state.path as PathOf<P, O>,
      query: state.query as Infer<Q>,
      bureauId: state.bureauId as BureauOf<O>,
      session: state.session as ApiRequest<B, P, Q, N, O>['session'],
      audit: state.audit,
      event,
    });
    if (answer.audited === false) state.audited = false;
    return jsonResponse(state.statutSucces, answer.body, answer.headers);
  };
  const { cible } = options;
  const path = options.path ?? (options.bureau === 'path' ? bureauPathSchema : undefined);
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext>(core)
    .use(requestLogger())
    .use(auditTrail())
    .use(httpErrors())
    .use(originCheck())
    .use(authenticate())
    .use(parseInput({ body: options.body, path, query: options.query }))
    .use(
      officeFromPath({
        ...(options.bureau ? { bureau: options.bureau } : {}),
        ...(cible ? { cible: (state) => cible(state as unknown as AuditInput<B, P, Q, O>) } : {}),
      }),
    );
  if (options.idempotent) {
    if (access === 'public') throw new Error(`Une route publique n'est pas idempotente : ${options.name}`);
    if (!idempotence) {
      throw new Error(
        `Handler idempotent : importer apiHandler de lib/http/api-handler-idempotent.ts (${options.name})`,
      );
    }
    chain.use(idempotence());
  }
  const handler: LambdaHandler = (event, context) => {
    // A fresh context object per invocation: Lambda reuses `context` across nothing, tests reuse it freely.
    const apiContext = Object.assign(Object.create(context ?? {}) as Context, {
      umj: {
        name: options.name,
        access,
        audited: options.audited ?? false,
        statutSucces: options.statut ?? 200,
        startedAt: Date.now(),
        body: undefined,
        path: undefined,
        query: undefined,
        audit: {},
      },
    }) as ApiContext;
    // One invocation as every Lambda's (lib/lambda/invocation.ts: its logger with the Lambda context
    // and API Gateway's request id as correlation id, its AWS calls, its cold start), within the
    // request's audit scope: the data layer's writes carry its entry (data/audit-requete.ts).
    return runInvocation(
      { name: options.name, context, correlationId: event.requestContext?.requestId },
      () => avecAuditDeLaRequete(auditDeLaRequete(event, apiContext), () => chain(event, apiContext)),
    );
  };
  return markWrapped(handler, { kind: 'api', name: options.name });
}
