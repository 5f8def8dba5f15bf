// The column chooser of a list (the same on every list screen): the columns that can be hidden or shown,
// ticked when shown; the choice is kept per list in the browser (colonnes-choisies.ts). A frozen column
// (the row's name) is not offered: it is always shown. Its menu (PrimeReact's MultiSelect,
// choix-colonnes-menu.tsx) is a chunk fetched once the list has shown its rows or at the user's first
// action, not with the route; until it is there, a button of the same look holds its place, and a click
// on it opens the menu as soon as it arrives (ControleDiffere, lib/premier-affichage/differe.tsx).
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-column.ts';
import { BoutonSubstitut, ControleDiffere, composantDiffere } from '../../lib/premier-affichage/differe.tsx';

export interface ChoixColonnesProps<T> {
  colonnes: readonly ListColumn<T>[];
  visibles: readonly ListColumn<T>[];
  choisir(champs: readonly string[]): void;
}

const ChoixColonnesMenu = composantDiffere(() => import('./choix-colonnes-menu.tsx').then((m) => m.default));

function PlaceChoixColonnes({ onOuvrir }: { onOuvrir(): void }) {
  const { t } = useTranslation('common');
  return (
    <BoutonSubstitut
      controle="multiselect"
      className="umj-list-colonnes umj-list-colonnes--attente"
      nom={t('liste.colonnesAffichees')}
      texte={t('liste.colonnes')}
      vide
      icone={<span className="p-multiselect-trigger-icon pi pi-table" aria-hidden="true" />}
      onOuvrir={onOuvrir}
    />
  );
}

export function ChoixColonnes<T>(props: ChoixColonnesProps<T>) {
  return (
    <ControleDiffere
      substitut={(ouvrir) => <PlaceChoixColonnes onOuvrir={ouvrir} />}
      controle={(ouvrir) => <ChoixColonnesMenu {...(props as ChoixColonnesProps<unknown>)} ouvrir={ouvrir} />}
    />
  );
}
