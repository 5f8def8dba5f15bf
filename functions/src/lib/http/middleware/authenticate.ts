// Bearer-token authentication and the access-policy check of the route (401 for a missing,
// invalid or expired token; 403 for a caller the policy refuses, shared/src/acces-api.ts). Office and
// object checks are the handler's.
import { accesAutorise } from '@umj/shared/acces-api';
import { ForbiddenError, UnauthenticatedError } from '../../../errors.ts';
import type { ApiMiddleware } from '../request-state.ts';
import { bearerToken, sessionFromToken } from '../../auth/session.ts';

export function authenticate(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.umj;
      if (state.access === 'public') return;
      const token = bearerToken(request.event.headers);
      if (!token) throw new UnauthenticatedError('Authentification requise');
      state.session = await sessionFromToken(token);
      if (!accesAutorise(state.access, state.session)) throw new ForbiddenError();
    },
  };
}
