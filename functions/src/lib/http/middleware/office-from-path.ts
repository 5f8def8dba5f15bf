// What the audit entry names and the office check of a route under /bureaux/{bureauId}, once the input
// is valid (an invalid body is a 400 before any office check): the audit entry's office and target are
// set first, so that a refusal names them, then an office the caller may not see is answered like an
// unknown one (404 'Bureau introuvable', audited as a refused access: lib/auth/office-scope.ts).
import { assertBureauVisible } from '../../auth/office-scope.ts';
import type { ApiMiddleware, RequestState } from '../request-state.ts';

export interface ScopeOptions {
  /** 'path': the office is the path's `{bureauId}`. */
  bureau?: 'path';
  /** The audit entry's target, from the valid input and the office. */
  cible?: (state: RequestState) => string;
}

export function officeFromPath({ bureau, cible }: ScopeOptions): ApiMiddleware {
  return {
    before: (request) => {
      const state = request.context.umj;
      if (bureau === 'path') {
        state.bureauId = (state.path as { bureauId: string }).bureauId;
        state.audit.bureauId = state.bureauId;
      }
      if (cible) state.audit.cible = cible(state);
      // Every route under an office is a private one: authenticate() has set the session.
      if (state.bureauId !== undefined) assertBureauVisible(state.session!, state.bureauId);
    },
  };
}
