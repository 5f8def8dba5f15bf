// Bearer-token authentication and the role-group check of the route (issue 3: 401 for a missing,
// invalid or expired token; 403 for a role that may not). Office and object checks are the handler's.
import { inGroup } from '@umj/shared/roles';
import { ForbiddenError, UnauthenticatedError } from '../../../errors.ts';
import type { Access, ApiMiddleware } from '../request-state.ts';
import { bearerToken, sessionFromToken, type AuthSession } from '../../auth/session.ts';

export function mayAccess(access: Access, session: AuthSession): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (access === 'anyRole') return session.role !== 'aucun';
  return inGroup(session.role, access);
}

export function authenticate(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.umj;
      if (state.access === 'public') return;
      const token = bearerToken(request.event.headers);
      if (!token) throw new UnauthenticatedError('Authentification requise');
      state.session = await sessionFromToken(token);
      if (!mayAccess(state.access, state.session)) throw new ForbiddenError();
    },
  };
}
