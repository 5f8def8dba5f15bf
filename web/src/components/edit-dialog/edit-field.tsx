// One labelled field of the edit dialog: its frame and input by kind (shared with the patient-file
// form), its French error message and, after a version conflict, the value another user saved with
// "keep mine / take theirs".
import { useTranslation } from 'react-i18next';
import { ValeurEnregistree } from '../conflit/panneau-conflit.tsx';
import { FieldControl } from './field-control.tsx';
import { FieldFrame } from '../../lib/forms/field-frame.tsx';
import { isFileValue, type EditField, type FieldValue, type FormValues } from './fields.ts';

export interface EditFieldProps<V extends FormValues> {
  field: EditField<V>;
  value: FieldValue;
  onChange(value: FieldValue): void;
  error?: string;
  /** After a conflict: the value saved meanwhile, when it differs from the typed one. */
  serverValue?: { value: FieldValue; keepMine(): void; takeTheirs(): void };
  /** Called with a French message when a chosen file is refused (type or size). */
  onFileRefused(message: string): void;
}

/** A value as text for the conflict note. */
function shownValue<V extends FormValues>(
  field: EditField<V>,
  value: FieldValue,
  t: (key: string) => string,
): string {
  if (value === null || value === '') return t('conflit.vide');
  if (isFileValue(value)) return value.key ?? value.file?.name ?? t('conflit.vide');
  if (field.kind === 'euros' && typeof value === 'number')
    return (value / 100).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });
  if (typeof value === 'boolean') return t(value ? 'oui' : 'non');
  if ('options' in field) {
    const labels = (Array.isArray(value) ? value : [value]).map(
      (v) => field.options.find((o) => o.value === v)?.label ?? String(v),
    );
    return labels.join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export function EditFieldInput<V extends FormValues>({
  field,
  value,
  onChange,
  error,
  serverValue,
  onFileRefused,
}: EditFieldProps<V>) {
  const { t } = useTranslation('common');
  const id = `champ-${field.name}`;
  const label = t(field.label);
  const inline = field.kind === 'checkbox' || field.kind === 'switch';
  return (
    <FieldFrame
      id={id}
      label={label}
      required={field.required}
      hint={field.hint === undefined ? undefined : t(field.hint)}
      error={error}
      className={`umj-field umj-edit-field${inline ? ' umj-edit-field--inline' : ''}`}
      after={
        serverValue && (
          <ValeurEnregistree
            nom={t('conflit.valeurServeur', { champ: label })}
            choix={{ garderLaMienne: serverValue.keepMine, prendreLaSienne: serverValue.takeTheirs }}
          >
            {t('conflit.valeurServeur', { champ: label })} :{' '}
            <strong>{shownValue(field, serverValue.value, t)}</strong>
          </ValeurEnregistree>
        )
      }
    >
      {(aria) => (
        <FieldControl
          field={field}
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          invalid={aria.invalid}
          disabled={field.disabled === true}
          describedBy={aria.describedBy}
          onFileRefused={onFileRefused}
        />
      )}
    </FieldFrame>
  );
}
