// Audit trail: every refused access (401/403, and a 404 for another office's data, stored with
// the code OUT_OF_SCOPE while the caller only sees NOT_FOUND) and every outcome of an audited route (writes,
// sign-ins) is recorded with who, which office, when (UTC), what and the result. Runs after the
// http-errors middleware has turned an error into its answer.
// The entry is appended to its day's hash chain (data/audit.ts), and a failed append fails
// the request that caused it: a 500 with the generic French message (logged with the route), never a
// success the trail does not show.
import { putAuditEntry, type AuditResultat } from '../../../data/audit.ts';
import { DomainError, OutOfScopeError } from '../../../errors.ts';
import { errorFields, logger } from '../../adapters/logger.ts';
import { jsonResponse } from '../json-response.ts';
import { errorBody } from './http-errors.ts';
import { clientIp } from '../client-ip.ts';
import type { ApiMiddleware, ApiMiddyRequest } from '../request-state.ts';

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

async function record(request: ApiMiddyRequest): Promise<void> {
  const state = request.context.umj;
  const statusCode = request.response?.statusCode ?? 500;
  const refused = isRefused(statusCode, request.error);
  if (!state.audited && !refused) return;
  const session = state.session;
  try {
    await putAuditEntry({
      date: new Date().toISOString(),
      utilisateurId: session?.utilisateurId ?? state.audit.utilisateurId ?? null,
      adresseEmail: session?.adresseEmail ?? state.audit.adresseEmail ?? null,
      role: session?.role ?? state.audit.role ?? null,
      bureauId: state.audit.bureauId ?? session?.bureauIds[0] ?? null,
      action: state.name,
      methode: request.event.httpMethod ?? request.event.requestContext?.routeKey ?? '',
      chemin: request.event.path ?? '',
      cible: state.audit.cible ?? null,
      ...(state.audit.champs ? { champs: state.audit.champs } : {}),
      resultat: resultat(statusCode, refused),
      statusCode,
      code: auditCode(request.error),
      ip: clientIp(request.event, state.origineVerifiee === true),
    });
  } catch (error) {
    // No answer without its trace. A write the handler made stays made (it is logged here
    // with the status it would have had); the caller is told the request failed.
    logger.error("entrée d'audit non écrite : la requête échoue", {
      route: state.name,
      statusCode,
      ...errorFields(error),
    });
    const body = errorBody(null);
    request.response = jsonResponse(body.statusCode, body);
  }
}

export function auditTrail(): ApiMiddleware {
  return { after: record, onError: record };
}
