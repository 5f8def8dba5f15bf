// The header's office selector as the shell shows it: PrimeReact's MultiSelect (bureaux-selector.tsx) is
// a chunk loaded once the first screen has shown its data, or at the user's first action
// (lib/premier-affichage/differe.tsx); until then a button of the same look, size and label holds its
// place (no layout shift), and a click on it opens the list as soon as it arrives (ControleDiffere).
import { useTranslation } from 'react-i18next';
import {
  BoutonSubstitut,
  ControleDiffere,
  composantDiffere,
} from '../../../lib/premier-affichage/differe.tsx';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import type { BureauxSelectorProps } from './bureaux-selector.tsx';

const Selector = composantDiffere(() => import('./bureaux-selector.tsx').then((m) => m.BureauxSelector));

/** The selector's label, as the MultiSelect writes it (`display="comma"`, two names at most). */
function libelleSelection(noms: readonly string[], nombre: (count: number) => string): string | null {
  if (noms.length === 0) return null;
  return noms.length <= 2 ? noms.join(', ') : nombre(noms.length);
}

function BureauxPlaceholder({ onOuvrir }: { onOuvrir(): void }) {
  const { t } = useTranslation('shell');
  const { visible, ids } = useSelectedBureaux();
  const noms = ids.flatMap((id) => visible.find((b) => b.id === id)?.nom ?? []);
  const libelle = libelleSelection(noms, (count) => t('bureaux.selectedCount', { count }));
  const texte = libelle ?? t('bureaux.placeholder');
  return (
    <div className="umj-bureaux">
      <BoutonSubstitut
        controle="multiselect"
        className="umj-bureaux__select"
        // The visible text within the name (WCAG 2.5.3, axe label-content-name-mismatch).
        nom={`${t('bureaux.label')} : ${texte}`}
        texte={texte}
        vide={libelle === null}
        icone={<span className="p-multiselect-trigger-icon pi pi-chevron-down" aria-hidden="true" />}
        onOuvrir={onOuvrir}
      />
    </div>
  );
}

export function BureauxSelector(props: BureauxSelectorProps) {
  return (
    <ControleDiffere
      substitut={(ouvrir) => <BureauxPlaceholder onOuvrir={ouvrir} />}
      controle={(ouvrir) => <Selector {...props} ouvrir={ouvrir} />}
    />
  );
}
