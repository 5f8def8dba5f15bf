// The one way to defer a component past the first screen (README.md): `composantDiffere`, React.lazy
// whose chunk is fetched once the first screen has shown its data or at the user's first action
// (porte.ts). `ControleDiffere` is for the few controls that keep a stand-in of the same look while
// they load (README.md says which and why): a click on the stand-in opens the control as it arrives.
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { differer } from './porte.ts';

/** A component whose chunk waits for the first screen; render it under a Suspense. */
export function composantDiffere<P extends object>(
  charger: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(differer(() => charger().then((composant) => ({ default: composant }))));
}

/**
 * A deferred control and its stand-in: `substitut(ouvrir)` until `controle` arrives, `ouvrir` called by
 * the stand-in's click; `controle(ouvrir)` is given true when it was, and opens itself once mounted.
 */
export function ControleDiffere(props: {
  substitut(ouvrir: () => void): ReactNode;
  controle(ouvrir: boolean): ReactNode;
}) {
  const [ouvrir, setOuvrir] = useState(false);
  return <Suspense fallback={props.substitut(() => setOuvrir(true))}>{props.controle(ouvrir)}</Suspense>;
}
