// A lazy widget's chunk (a dialog, a menu) fetched once the screen has shown its data or at the user's
// first action (apres-affichage.ts), so that its first opening does not wait for it and the screen's
// first paint does not either. A failed fetch is left to
// React.lazy, which asks again when the widget first renders.
import { useEffect, useState } from 'react';
import { differer } from './apres-affichage.ts';

export function usePrechargement(charger: () => Promise<unknown>): void {
  useEffect(() => {
    // Through the gate's own delay: each preload waiting for it starts in a task of its own.
    differer(charger)().catch(() => undefined);
  }, [charger]);
}

/**
 * A lazy dialog: its chunk fetched once the screen has rendered, and whether to render it: from its
 * first opening on (a hidden dialog would otherwise be built again at each render of its screen).
 */
export function useDialogueDiffere(visible: boolean, charger: () => Promise<unknown>): boolean {
  const [ouvert, setOuvert] = useState(visible);
  if (visible && !ouvert) setOuvert(true);
  usePrechargement(charger);
  return ouvert;
}
