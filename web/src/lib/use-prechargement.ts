// A lazy widget's chunk (a dialog, a menu) fetched once the screen has rendered, so that its first
// opening does not wait for it and the screen's first paint does not either. A failed fetch is left to
// React.lazy, which asks again when the widget first renders.
import { useEffect } from 'react';

export function usePrechargement(charger: () => Promise<unknown>): void {
  useEffect(() => {
    charger().catch(() => undefined);
  }, [charger]);
}
