// The menu tree the signed-in user sees (docs/product-rules.md#screens: auth and excludedIf rules applied), with the count
// badges of menu-counts.ts.
import { visibleMenu, type MenuGroup } from '@umj/shared/menu';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useMenuCounts } from './menu-counts.ts';

export function useVisibleMenu(): MenuGroup[] {
  const { user } = useSession();
  const counts = useMenuCounts(user);
  const cle = JSON.stringify(counts);
  // `cle` is the content of `counts` (a new object each render): the tree changes only with it.
  return useMemo(() => visibleMenu(user, { counts: JSON.parse(cle) as typeof counts }), [user, cle]);
}
