// Media-query hook for the layout breakpoints (large: 1200px, small: 600px).
import { useSyncExternalStore } from 'react';

export const LARGE_UP = '(min-width: 1200px)';
export const SMALL_UP = '(min-width: 600px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
