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

/**
 * A stand-in drawn as PrimeReact's MultiSelect or Dropdown (its classes: same size, no layout shift):
 * a button showing `texte` (in the control's placeholder style when `vide`), `icone` in the trigger,
 * named `nom` (the visible text within it), whose click is `onOuvrir`.
 */
export function BoutonSubstitut(props: {
  controle: 'multiselect' | 'dropdown';
  className: string;
  nom: string;
  texte: string;
  vide?: boolean;
  icone: ReactNode;
  onOuvrir(): void;
}) {
  const { controle, texte, vide = false } = props;
  const libelle =
    controle === 'multiselect' ? (
      <span className="p-multiselect-label-container">
        <span className={`p-multiselect-label${vide ? ' p-placeholder' : ''}`}>{texte}</span>
      </span>
    ) : (
      <span className="p-dropdown-label p-inputtext">{texte}</span>
    );
  return (
    <button
      type="button"
      className={`p-${controle} p-component p-inputwrapper ${props.className}`}
      aria-label={props.nom}
      aria-haspopup="listbox"
      onClick={props.onOuvrir}
    >
      {libelle}
      <span className={`p-${controle}-trigger`}>{props.icone}</span>
    </button>
  );
}
