// The keyboard shortcuts of a screen (docs/architecture.md#keyboard-shortcuts): one keydown listener on
// the document while the screen wants them. A shortcut never fires while the user types in a field
// (input, textarea, select, contenteditable), from inside a dialog or an open menu, nor behind a modal
// dialog, unless it says so (the file form's Ctrl+S); Enter is left to a focused button or link; a key
// another widget already handled (defaultPrevented) is left alone.
import { useEffect, useLayoutEffect, useRef } from 'react';

/** 'mod+s': Ctrl+S, or ⌘S on a Mac. */
export type Touche = 'ArrowUp' | 'ArrowDown' | 'Enter' | '/' | 'mod+s';

export interface Raccourci {
  touche: Touche;
  /** false: not handled (the key keeps its default action). */
  action(event: KeyboardEvent): boolean | void;
  /** Fires in a field and in a dialog too (the form's own shortcuts). */
  dansLesChamps?: boolean;
}

const CHAMPS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const SURCOUCHES = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
const CONTROLES =
  'a[href], button, summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"]';

/** True when the key comes from a place the user types in. */
export function estSaisie(cible: EventTarget | null): boolean {
  return cible instanceof Element && cible.closest(CHAMPS) !== null;
}

function toucheDe(event: KeyboardEvent): Touche | null {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if (mod) return !event.shiftKey && event.key.toLowerCase() === 's' ? 'mod+s' : null;
  // '/' is typed with Shift on some layouts (French AZERTY): Shift is allowed for it alone.
  if (event.key === '/') return '/';
  if (event.shiftKey) return null;
  return event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'Enter' ? event.key : null;
}

/** The shortcut a keydown asks for, or undefined when none applies where the key was typed. */
export function raccourciDe(event: KeyboardEvent, raccourcis: readonly Raccourci[]): Raccourci | undefined {
  if (event.defaultPrevented || event.isComposing) return undefined;
  const touche = toucheDe(event);
  const raccourci = raccourcis.find((r) => r.touche === touche);
  if (raccourci === undefined || raccourci.dansLesChamps) return raccourci;
  const cible = event.target instanceof Element ? event.target : null;
  if (estSaisie(cible) || cible?.closest(SURCOUCHES)) return undefined;
  // Nor behind a modal dialog, whatever has the focus (e.g. the page after a click on its mask).
  if (document.querySelector('[aria-modal="true"]')) return undefined;
  if (touche === 'Enter' && cible?.closest(CONTROLES)) return undefined;
  return raccourci;
}

/** Listens while `actif`; the latest `raccourcis` given are the ones used. */
export function useRaccourcis(raccourcis: readonly Raccourci[], actif = true): void {
  const courants = useRef(raccourcis);
  useLayoutEffect(() => {
    courants.current = raccourcis;
  });
  useEffect(() => {
    if (!actif) return;
    const ecouter = (event: KeyboardEvent) => {
      const raccourci = raccourciDe(event, courants.current);
      if (raccourci && raccourci.action(event) !== false) event.preventDefault();
    };
    document.addEventListener('keydown', ecouter);
    return () => document.removeEventListener('keydown', ecouter);
  }, [actif]);
}
