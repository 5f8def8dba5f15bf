// A query's answer rendered as a transition (React's useDeferredValue): when a list's rows arrive (the
// month of patient files, a page of users), the urgent render keeps the loading state and the rows'
// render follows at low priority, in slices the browser can interrupt, so that a slow desktop keeps
// answering the keyboard and the header while a table or the agenda fills (docs/architecture.md#first-load-of-the-spa).
// The same when the answer is there before the screen mounts (the route's loader or a prefetch put it
// in the cache, as for a returning user): the screen's first render shows the loading state and the
// rows follow in the transition (useDeferredValue's initial value), not in the mount's one long task.

import { useDeferredValue } from 'react';

/** useDeferredValue's initial value: "not rendered yet" (React only defers a mount's value given one). */
const PAS_ENCORE = Symbol('pas encore rendu');

/**
 * `query` with its `data` deferred: until the rows' render has caught up, the previous rows (or the
 * loading state when there were none) stay on screen.
 */
export function useRequeteDifferee<Q extends { data: unknown; isPending: boolean }>(query: Q): Q {
  const differee = useDeferredValue<Q['data'] | typeof PAS_ENCORE>(query.data, PAS_ENCORE);
  if (differee === query.data) return query;
  const data = differee === PAS_ENCORE ? undefined : differee;
  return { ...query, data, isPending: query.isPending || data === undefined };
}
