// The offices ticked in the header's selector (docs/product-rules.md#screens), for every list screen: in lib/ because every
// feature reads it (features do not import each other).
import type { Bureau } from '@umj/shared/bureau';
import { useSession } from '../session/session-provider.tsx';
import { useBureaux } from './bureaux-query.ts';
import { selectionDe } from './selection-storage.ts';

export interface SelectedBureaux {
  /** Offices the user may select (theirs, or all when unrestricted). */
  visible: Bureau[];
  /** Selected office ids, limited to the visible ones. */
  ids: string[];
  /** Selected offices. */
  bureaux: Bureau[];
  /** True once the offices are loaded. */
  ready: boolean;
  isLoading: boolean;
  error: unknown;
}

export function useSelectedBureaux(): SelectedBureaux {
  const { user } = useSession();
  const query = useBureaux();
  const { visible, ids } = selectionDe(user, query.data ?? []);
  return {
    visible,
    ids,
    bureaux: visible.filter((b) => ids.includes(b.id)),
    ready: query.isSuccess,
    isLoading: query.isLoading,
    error: query.error,
  };
}
