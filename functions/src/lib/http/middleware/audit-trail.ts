// Audit trail: every refused access of an authenticated caller (403, and a 404 for another office's
// data, stored with the code OUT_OF_SCOPE while the caller only sees NOT_FOUND) and every outcome of an
// audited route (writes, sign-ins, audited reads) is recorded with who, which office, when (UTC), what
// and the result (docs/data-model.md A5). Runs after the http-errors middleware has turned an error
// into its answer.
// - A change's entry is written in the change's own transaction by the data layer
//   (data/audit-requete.ts, scope opened by `auditDeLaRequete` in api-handler.ts), with the status the
//   route answers: nothing to do here once it is written, unless the request failed afterwards (its
//   failure is then recorded too).
// - Otherwise (a read, a refusal, a failure, a sign-in, a request that wrote nothing) one entry is
//   written here before the answer leaves; a success whose entry cannot be written becomes a 500 (no
//   data returned without its trace).
// - A request rejected before authentication (401 on a route that needs a token: missing, junk or
//   expired token) is no entry: one log line with the metric name, counted per minute from the logs.
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { AuditEntry, AuditResultat } from '../../../data/audit.ts';
import { ecrireEntreeAudit } from '../../../data/audit.ts';
import { auditEnCours, type AuditDeLaRequete } from '../../../data/audit-requete.ts';
import { DomainError, OutOfScopeError } from '../../../errors.ts';
import { errorFields, logger } from '../../adapters/logger.ts';
import { jsonResponse } from '../json-response.ts';
import { errorBody } from './http-errors.ts';
import { clientIp } from '../client-ip.ts';
import type { ApiContext, ApiMiddleware, ApiMiddyRequest, RequestState } from '../request-state.ts';

/** The metric (one log line per rejected request) of the requests rejected before authentication. */
export const METRIQUE_REFUS_AVANT_AUTHENTIFICATION = 'RequetesRefuseesAvantAuthentification';

/** A refused access: 401, 403, or a 404 for something outside the caller's offices. */
function isRefused(statusCode: number, error: unknown): boolean {
  return statusCode === 401 || statusCode === 403 || error instanceof OutOfScopeError;
}

function resultat(statusCode: number, refused: boolean): AuditResultat {
  if (refused) return 'refusé';
  return statusCode < 400 ? 'succès' : 'échec';
}

function auditCode(error: unknown): string | null {
  if (error instanceof OutOfScopeError) return 'OUT_OF_SCOPE';
  if (error instanceof DomainError) return error.code;
  return error ? 'INTERNAL' : null;
}

type Issue = Pick<AuditEntry, 'resultat' | 'statusCode' | 'code'>;

/** The entry of this request with its outcome, from what the request knows now. */
function entree(event: APIGatewayProxyEvent, state: RequestState, issue: Issue): AuditEntry {
  const session = state.session;
  return {
    date: new Date().toISOString(),
    utilisateurId: session?.utilisateurId ?? state.audit.utilisateurId ?? null,
    adresseEmail: session?.adresseEmail ?? state.audit.adresseEmail ?? null,
    role: session?.role ?? state.audit.role ?? null,
    bureauId: state.audit.bureauId ?? session?.bureauIds[0] ?? null,
    action: state.name,
    methode: event.httpMethod ?? event.requestContext?.routeKey ?? '',
    chemin: event.path ?? '',
    cible: state.audit.cible ?? null,
    ...(state.audit.champs ? { champs: state.audit.champs } : {}),
    ...issue,
    ip: clientIp(event, state.origineVerifiee === true),
  };
}

/**
 * The request's audit scope for the data layer: the entry of a successful change, for the routes whose
 * successes are audited. Written with the change, before the answer is built: its status is the one the
 * route's success answers (the handler's `statut`, api-handler.ts).
 */
export function auditDeLaRequete(event: APIGatewayProxyEvent, context: ApiContext): AuditDeLaRequete {
  const state = context.umj;
  return {
    ecrite: false,
    construire: () =>
      state.audited
        ? entree(event, state, { resultat: 'succès', statusCode: state.statutSucces, code: null })
        : undefined,
  };
}

async function record(request: ApiMiddyRequest): Promise<void> {
  const state = request.context.umj;
  const statusCode = request.response?.statusCode ?? 500;
  if (statusCode === 401 && state.access !== 'public' && !state.session) {
    logger.warn('requête refusée avant authentification', {
      metric: METRIQUE_REFUS_AVANT_AUTHENTIFICATION,
      minute: new Date().toISOString().slice(0, 16),
      route: state.name,
      ip: clientIp(request.event, state.origineVerifiee === true),
    });
    return;
  }
  const refused = isRefused(statusCode, request.error);
  if (!state.audited && !refused) return;
  // The change and its entry were written together; a success needs nothing more.
  if (auditEnCours()?.ecrite && statusCode < 400) return;
  try {
    await ecrireEntreeAudit(
      entree(request.event, state, {
        resultat: resultat(statusCode, refused),
        statusCode,
        code: auditCode(request.error),
      }),
    );
  } catch (error) {
    logger.error("entrée d'audit non écrite", { route: state.name, statusCode, ...errorFields(error) });
    // No data leaves without its trace: a success becomes the generic failure (an error answer stays).
    if (statusCode < 400) {
      const body = errorBody(null);
      request.response = jsonResponse(body.statusCode, body);
    }
  }
}

export function auditTrail(): ApiMiddleware {
  return { after: record, onError: record };
}
