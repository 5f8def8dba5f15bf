// The input of a form field, by kind (fields.ts): the one place that draws a text, textarea, number,
// euros, select, multiselect, checkbox, switch, date, time or file input, used by the edit dialog of the
// list screens and by the patient-file form. It takes the id and aria attributes of its FieldFrame.
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import { SaisieDate, SaisieHeure } from '../champ-date/champ-date.tsx';
import { FileField } from './file-field.tsx';
import { centimesEnEuros, eurosEnCentimes, type Centimes } from '@umj/shared/argent';
import { isFileValue, type FieldKind, type FieldValue } from './fields.ts';

export interface FieldControlProps {
  field: FieldKind;
  id: string;
  /** The translated label (a dropdown names itself with it). */
  label: string;
  value: FieldValue;
  onChange(value: FieldValue): void;
  invalid: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  /** Called with a French message when a chosen file is refused (type or size). */
  onFileRefused?(message: string): void;
}

export function FieldControl(props: FieldControlProps) {
  const { field, id, label, value, onChange, invalid, disabled, describedBy } = props;
  const { t } = useTranslation('common');
  const common = { id, invalid, disabled, 'aria-invalid': invalid, 'aria-describedby': describedBy } as const;
  const number = { inputId: id, disabled, invalid, 'aria-describedby': describedBy } as const;
  switch (field.kind) {
    case 'text':
      return (
        <InputText
          {...common}
          inputMode={field.inputMode}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <InputTextarea
          {...common}
          rows={field.rows ?? 4}
          autoResize
          dir={field.dir}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
    case 'euros': {
      // Euros are typed, cents are stored (money is integer cents).
      const euros = field.kind === 'euros';
      const format: InputNumberProps = euros
        ? { mode: 'currency', currency: 'EUR', minFractionDigits: 2, maxFractionDigits: 2 }
        : { useGrouping: false };
      return (
        <InputNumber
          {...number}
          value={euros && value !== null ? centimesEnEuros(value as Centimes) : (value as number | null)}
          onValueChange={(e) =>
            onChange(euros && e.value != null ? eurosEnCentimes(e.value) : (e.value ?? null))
          }
          locale="fr-FR"
          {...format}
        />
      );
    }
    case 'select':
      return (
        <Dropdown
          {...number}
          value={value}
          options={[...field.options]}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => onChange((e.value as string | null | undefined) ?? null)}
          placeholder={t('champs.choisir')}
          showClear={field.clearable === true && value !== null && !disabled}
          filter={field.filter}
          {...dropdownLabel(label)}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          inputId={id}
          disabled={disabled}
          invalid={invalid}
          value={(value as string[]) ?? []}
          options={[...field.options]}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => onChange((e.value as string[]) ?? [])}
          placeholder={t('champs.choisir')}
          display="chip"
          aria-label={label}
        />
      );
    case 'checkbox':
      return <Checkbox {...number} checked={value === true} onChange={(e) => onChange(e.checked === true)} />;
    case 'switch':
      return (
        <InputSwitch
          inputId={id}
          disabled={disabled}
          checked={value === true}
          invalid={invalid}
          onChange={(e) => onChange(e.value === true)}
        />
      );
    case 'date':
    case 'time': {
      // dd/mm/yyyy and 24-hour HH:mm whatever the browser's language (components/champ-date).
      const Saisie = field.kind === 'date' ? SaisieDate : SaisieHeure;
      return (
        <Saisie
          id={id}
          value={value as string | null}
          onChange={onChange}
          invalid={invalid}
          disabled={disabled}
          describedBy={describedBy}
        />
      );
    }
    case 'file':
      return (
        <FileField
          field={field}
          id={id}
          value={isFileValue(value) ? value : null}
          onChange={onChange}
          describedBy={describedBy}
          onFileRefused={props.onFileRefused ?? (() => undefined)}
          label={label}
        />
      );
  }
}
