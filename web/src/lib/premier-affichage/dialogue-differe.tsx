// The one way to defer a dialog (README.md): its chunk fetched once the first screen has shown its data
// or at the user's first action (porte.ts), so that its first opening does not wait for it and the
// screen's first paint does not either; the dialog rendered from its first opening on (a hidden dialog
// would otherwise be built again at each render of its screen). A failed fetch is left to React.lazy,
// which asks again when the dialog first renders.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { differer } from './porte.ts';

/** Fetches a chunk once the first screen has shown its data (for a dialog its screen mounts only while open). */
export function usePrechargement(charger: () => Promise<unknown>): void {
  useEffect(() => {
    // Through the gate's own delay: each preload waiting for it starts in a task of its own.
    differer(charger)().catch(() => undefined);
  }, [charger]);
}

/** Whether to render a deferred dialog: from its first opening on; its chunk preloaded meanwhile. */
export function useDialogueDiffere(visible: boolean, charger: () => Promise<unknown>): boolean {
  const [ouvert, setOuvert] = useState(visible);
  if (visible && !ouvert) setOuvert(true);
  usePrechargement(charger);
  return ouvert;
}

/**
 * A dialog component deferred: `charger` gives the real one (fetched after the first screen), `visible`
 * says from its props whether it is open (default: always, for a dialog mounted only while open).
 * Same props as the real one.
 */
export function dialogueDiffere<P extends object>(
  charger: () => Promise<ComponentType<P>>,
  visible: (props: P) => boolean = () => true,
): ComponentType<P> {
  const Dialogue = lazy(() => charger().then((composant) => ({ default: composant })));
  return function DialogueDiffere(props: P) {
    if (!useDialogueDiffere(visible(props), charger)) return null;
    return (
      <Suspense fallback={null}>
        <Dialogue {...props} />
      </Suspense>
    );
  };
}
