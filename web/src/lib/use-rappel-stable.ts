// A callback whose identity never changes and that always calls the latest `rappel` given: for the
// props of a memoised child (React.memo), which then re-renders only when its data changes, not at each
// render of its parent (a list page re-renders at each state of its queries).
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useRappelStable<A extends unknown[], R>(rappel: (...args: A) => R): (...args: A) => R {
  const courant = useRef(rappel);
  useLayoutEffect(() => {
    courant.current = rappel;
  });
  return useCallback((...args: A) => courant.current(...args), []);
}
