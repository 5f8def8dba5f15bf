// The menu tree the signed-in user sees (spec §2: auth and excludedIf rules applied).
import { visibleMenu, type MenuGroup } from '@umj/shared/menu';
import { useMemo } from 'react';
import { useSession } from '../../lib/session/session-provider.tsx';

export function useVisibleMenu(): MenuGroup[] {
  const { user } = useSession();
  return useMemo(() => visibleMenu(user), [user]);
}
