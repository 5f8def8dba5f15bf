// The filter input of one column (row of filters under the headers): text, a few options, or yes/no.
import { Dropdown } from '../selection/dropdown.tsx';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import type { ListColumn } from './list-column.ts';

export function ListFilter<T>({
  column,
  value,
  onChange,
}: {
  column: ListColumn<T>;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('common');
  const label = t('liste.filtrerPar', { colonne: t(column.header) });
  const id = `filtre-${column.field}`;
  if (column.filter?.kind === 'text') {
    return (
      <InputText
        id={id}
        className="umj-list-filter p-inputtext-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={t('liste.filtrer')}
      />
    );
  }
  const options =
    column.filter?.kind === 'select'
      ? column.filter.options
      : [
          { value: 'true', label: t('oui') },
          { value: 'false', label: t('non') },
        ];
  return (
    <Dropdown
      inputId={id}
      className="umj-list-filter p-inputtext-sm"
      value={value === '' ? null : value}
      options={[...options]}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange((event.value as string | null) ?? '')}
      placeholder={t('liste.tous')}
      showClear={value !== ''}
      {...dropdownLabel(label)}
    />
  );
}
