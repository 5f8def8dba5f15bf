// Signed-in layout: waits for the user, then connects the realtime client and shows the shell, with the
// host of the configuration confirmation dialog (spec §7).
import { ConfigurationConfirmHost } from '../../../features/configuration/configuration-confirm-host.tsx';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { PageLoader } from './page-loader.tsx';
import { ShellLayout } from './shell-layout.tsx';

export default function SignedInLayout() {
  const { user } = useSession();
  if (!user) return <PageLoader />;
  return (
    <RealtimeProvider>
      <ShellLayout />
      <ConfigurationConfirmHost />
    </RealtimeProvider>
  );
}
