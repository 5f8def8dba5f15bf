// What the middlewares of one request share: route, access rule, caller's session, parsed input and
// what the audit entry will say. Lives on the Lambda context object of the invocation.
import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AccesApi } from '@umj/shared/acces-api';
import type { AuthSession } from '../auth/session.ts';

/**
 * Who may call: the rule of the handler in the API access policy (shared/src/acces-api.ts,
 * docs/security.md#access-policy).
 */
export type Access = AccesApi;

export interface AuditInfo {
  utilisateurId?: string;
  adresseEmail?: string;
  role?: string;
  /** The office the action concerns. */
  bureauId?: string;
  /** The object acted on, e.g. 'BUREAU#<id>'. */
  cible?: string;
  /** Names of the fields a write changed (patient files; values stay out of the trail). */
  champs?: string[];
}

export interface RequestState {
  /** Handler name of routes.ts, e.g. 'bureaux/update-bureau'. */
  name: string;
  /** The handler's rule in the access policy. */
  access: Access;
  /** true: successes are audited too (writes, sign-ins); refusals (401/403) are always audited. */
  audited: boolean;
  /** The status a success answers (the handler's `statut` option): a change's entry carries it. */
  statutSucces: number;
  startedAt: number;
  session?: AuthSession;
  /** The request carried CloudFront's origin secret (its CloudFront headers can be trusted). */
  origineVerifiee?: boolean;
  body: unknown;
  path: unknown;
  query: unknown;
  /** The office of a route under /bureaux/{bureauId} (handler option `bureau: 'path'`), once checked. */
  bureauId?: string;
  audit: AuditInfo;
}

export type ApiContext = Context & { umj: RequestState };

/** A middleware of the REST/WebSocket chain and the request it sees. */
export type ApiMiddleware = middy.MiddlewareObj<
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  Error,
  ApiContext
>;
export type ApiMiddyRequest = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext>;
