// A query's answer rendered as a transition (React's useDeferredValue): when a list's rows arrive (the
// month of patient files, a page of users), the urgent render keeps the loading state and the rows'
// render follows at low priority, in slices the browser can interrupt, so that a slow desktop keeps
// answering the keyboard and the header while a table or the agenda fills (docs/architecture.md#first-load-of-the-spa).

import { useDeferredValue } from 'react';

/**
 * `query` with its `data` deferred: until the rows' render has caught up, the previous rows (or the
 * loading state when there were none) stay on screen.
 */
export function useRequeteDifferee<Q extends { data: unknown; isPending: boolean }>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return { ...query, data, isPending: query.isPending || data === undefined };
}
