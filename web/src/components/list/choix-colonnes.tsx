// The column chooser of a list (the same on every list screen): the columns that can be hidden or shown,
// ticked when shown; the choice is kept per list in the browser (colonnes-choisies.ts). A frozen column
// (the row's name) is not offered: it is always shown.
import { MultiSelect, type MultiSelectPassThroughOptions } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-column.ts';

/** An option's checkbox is decoration of the option (role=option, aria-selected): out of the
 *  accessibility tree and of the tab order (axe nested-interactive); list.css lets its clicks through. */
const CHECKBOXES_PT = {
  checkbox: { input: { 'aria-hidden': true, tabIndex: -1, disabled: true } },
} as MultiSelectPassThroughOptions;

export function ChoixColonnes<T>({
  colonnes,
  visibles,
  choisir,
}: {
  colonnes: readonly ListColumn<T>[];
  visibles: readonly ListColumn<T>[];
  choisir(champs: readonly string[]): void;
}) {
  const { t } = useTranslation('common');
  const options = colonnes.filter((c) => !c.frozen).map((c) => ({ value: c.field, label: t(c.header) }));
  return (
    <MultiSelect
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
