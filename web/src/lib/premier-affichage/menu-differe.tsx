// A popup menu (PrimeReact's Menu) whose chunk is fetched once the screen has shown its data or at the
// user's first action (composantDiffere, differe.tsx), not with the route (docs/architecture.md
// "First load of the SPA"): `element` goes in the tree, `basculer` opens or closes it from the
// button's click. A click made before the chunk has arrived opens the menu, under
// that button, as it arrives.
import type { Menu as MenuPopup, MenuProps } from 'primereact/menu';
import { Suspense, useCallback, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { composantDiffere } from './differe.tsx';

const Menu = composantDiffere(() => import('primereact/menu').then((m) => m.Menu));

export function useMenuDiffere(props: Omit<MenuProps, 'popup'>): {
  element: ReactNode;
  basculer(event: SyntheticEvent<HTMLElement>): void;
} {
  const menu = useRef<MenuPopup | null>(null);
  /** The button clicked before the menu arrived. */
  const cibleEnAttente = useRef<HTMLElement | null>(null);
  const attacher = useCallback((instance: MenuPopup | null) => {
    menu.current = instance;
    const cible = cibleEnAttente.current;
    if (instance && cible) {
      cibleEnAttente.current = null;
      // Not before the menu's overlay can open: its portal mounts in an effect of the menu's first
      // commit (React runs those after the next paint), which schedules one more render; shown earlier,
      // the menu would skip its entering, which places it under the button. Two frames later both are
      // done (two tasks were not enough in Chromium). The menu places itself under the event's
      // currentTarget.
      const montrer = () => instance.show({ currentTarget: cible } as unknown as SyntheticEvent);
      requestAnimationFrame(() => requestAnimationFrame(montrer));
    }
  }, []);
  const basculer = useCallback((event: SyntheticEvent<HTMLElement>) => {
    if (menu.current) menu.current.toggle(event);
    else cibleEnAttente.current = event.currentTarget;
  }, []);
  const element = (
    <Suspense fallback={null}>
      <Menu {...props} popup ref={attacher} />
    </Suspense>
  );
  return { element, basculer };
}
