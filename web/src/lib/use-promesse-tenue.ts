// Whether something a component waits for has settled (the product texts, the first screen's display):
// true at the first render when it had settled before, else from its settlement on, fulfilled or
// rejected (a failure renders what it can rather than waiting for ever).
import { startTransition, useEffect, useState } from 'react';

/** `dejaTenue`: settled already (read synchronously); `attendre`: a stable function returning the promise. */
export function usePromesseTenue(dejaTenue: boolean, attendre: () => Promise<unknown>): boolean {
  const [tenue, setTenue] = useState(dejaTenue);
  useEffect(() => {
    if (tenue) return;
    let monte = true;
    const fin = () => {
      // A transition: what it reveals (a screen, the widgets) renders in slices, the page stays responsive.
      if (monte) startTransition(() => setTenue(true));
    };
    attendre().then(fin, fin);
    return () => {
      monte = false;
    };
  }, [tenue, attendre]);
  return tenue;
}
