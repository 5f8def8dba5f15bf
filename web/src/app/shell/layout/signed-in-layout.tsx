// Signed-in layout: waits for the user and the product screens' texts (a chunk of their own),
// leaves the page of a menu item the user does not see (docs/product-rules.md#screens),
// then connects the realtime client and shows the shell, with the host of the configuration
// confirmation dialog (docs/product-rules.md#calls).
import { Suspense, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ConfigurationConfirmHost } from '../../../features/configuration/index.ts';
import { useProductTexts } from '../../../i18n/index.ts';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { hiddenItemRedirect } from '../../hidden-item-redirect.ts';
import { PageLoader } from './page-loader.tsx';
import { ShellLayout } from './shell-layout.tsx';

export default function SignedInLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const textsReady = useProductTexts();
  // The shell and the screen render as a transition, in slices, whichever of the two came last (the
  // user's answer would otherwise render them in one piece, blocking the page meanwhile).
  const ready = useDeferredValue(user !== null && textsReady);
  if (!user || !ready) return <PageLoader />;
  const decision = hiddenItemRedirect({ user, pathname });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <RealtimeProvider>
      <ShellLayout />
      <Suspense fallback={null}>
        <ConfigurationConfirmHost />
      </Suspense>
    </RealtimeProvider>
  );
}
