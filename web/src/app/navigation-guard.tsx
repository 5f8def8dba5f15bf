// Applies the navigation decision on every location change: redirect, or render the matched route.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session/session-provider.tsx';
import { decideNavigation } from './navigation.ts';

export function NavigationGuard() {
  const { pathname, search } = useLocation();
  const { user, token } = useSession();
  const decision = decideNavigation({ pathname, search, user, signedIn: token !== null });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
