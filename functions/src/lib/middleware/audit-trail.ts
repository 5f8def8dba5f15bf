// Issue 3 Audit trail: every refused access (401/403) and every outcome of an audited route (writes,
// sign-ins) is recorded with who, which office, when (UTC), what and the result. Runs after the
// http-errors middleware has turned an error into its answer.
import { putAuditEntry, type AuditResultat } from '../../data/audit.ts';
import { DomainError } from '../errors.ts';
import { errorFields, logger } from '../logger.ts';
import type { ApiMiddleware, ApiMiddyRequest } from '../request-state.ts';

function resultat(statusCode: number): AuditResultat {
  if (statusCode < 400) return 'succès';
  return statusCode === 401 || statusCode === 403 ? 'refusé' : 'échec';
}

async function record(request: ApiMiddyRequest): Promise<void> {
  const state = request.context.umj;
  const statusCode = request.response?.statusCode ?? 500;
  const refused = statusCode === 401 || statusCode === 403;
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
      resultat: resultat(statusCode),
      statusCode,
      code: request.error instanceof DomainError ? request.error.code : request.error ? 'INTERNAL' : null,
      ip: request.event.requestContext?.identity?.sourceIp ?? null,
    });
  } catch (error) {
    // The answer stands (a write has already happened); the missing entry is loud in the logs.
    logger.error("entrée d'audit non écrite", { route: state.name, statusCode, ...errorFields(error) });
  }
}

export function auditTrail(): ApiMiddleware {
  return { after: record, onError: record };
}
