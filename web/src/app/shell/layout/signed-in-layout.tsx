// Signed-in layout: waits for the user, then connects the realtime client and shows the shell.
import { RealtimeProvider } from '../../lib/realtime/realtime-provider.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { PageLoader } from './page-loader.tsx';
import { ShellLayout } from './shell-layout.tsx';

export default function SignedInLayout() {
  const { user } = useSession();
  if (!user) return <PageLoader />;
  return (
    <RealtimeProvider>
      <ShellLayout />
    </RealtimeProvider>
  );
}
