// The column chooser's menu (choix-colonnes.tsx loads it once the list has shown its rows): PrimeReact's
// MultiSelect of the columns that can be hidden or shown, ticked when shown. `ouvrir`: opened as it
// arrives (its place was clicked before).
import { MultiSelect, type MultiSelectPassThroughOptions } from 'primereact/multiselect';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoixColonnesProps } from './choix-colonnes.tsx';

/** An option's checkbox is decoration of the option (role=option, aria-selected): out of the
 *  accessibility tree and of the tab order (axe nested-interactive); list.css lets its clicks through. */
const CHECKBOXES_PT = {
  checkbox: { input: { 'aria-hidden': true, tabIndex: -1, disabled: true } },
} as MultiSelectPassThroughOptions;

export default function ChoixColonnesMenu<T>({
  colonnes,
  visibles,
  choisir,
  ouvrir,
}: ChoixColonnesProps<T> & { ouvrir: boolean }) {
  const { t } = useTranslation('common');
  const menu = useRef<MultiSelect>(null);
  useEffect(() => {
    if (!ouvrir) return;
    menu.current?.focus();
    menu.current?.show();
  }, [ouvrir]);
  const options = colonnes.filter((c) => !c.frozen).map((c) => ({ value: c.field, label: t(c.header) }));
  return (
    <MultiSelect
      ref={menu}
      className="umj-list-colonnes"
      value={visibles.map((c) => c.field)}
      options={options}
      onChange={(event) => choisir(event.value as string[])}
      placeholder={t('liste.colonnes')}
      fixedPlaceholder
      dropdownIcon="pi pi-table"
      aria-label={t('liste.colonnesAffichees')}
      showSelectAll={false}
      panelClassName="umj-list-colonnes__panel"
      pt={CHECKBOXES_PT}
    />
  );
}
