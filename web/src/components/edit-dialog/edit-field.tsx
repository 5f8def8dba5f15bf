// One labelled field of the edit dialog, by kind, with its French error message linked for screen
// readers and, after a version conflict, the value another user saved with "keep mine / take theirs".
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import {
  centsToEuros,
  eurosToCents,
  isFileValue,
  type EditField,
  type FieldValue,
  type FileValue,
  type FormValues,
} from './fields.ts';

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

/** Object URL of a chosen file, revoked when it changes (jsdom has no createObjectURL). */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function FileField<V extends FormValues>({
  field,
  id,
  value,
  onChange,
  describedBy,
  onFileRefused,
  label,
}: {
  field: Extract<EditField<V>, { kind: 'file' }>;
  id: string;
  value: FileValue | null;
  onChange(value: FieldValue): void;
  describedBy?: string;
  onFileRefused(message: string): void;
  label: string;
}) {
  const { t } = useTranslation('common');
  const chosenUrl = useObjectUrl(value?.file ?? null);
  const preview = chosenUrl ?? value?.url ?? null;
  const isImage = field.accept.every((type) => type.startsWith('image/'));
  const hasFile = value !== null && (value.file !== null || value.key !== null);
  return (
    <div className="umj-file-field">
      {hasFile && isImage && preview && (
        <img className="umj-file-preview" src={preview} alt={t('champs.apercu', { champ: label })} />
      )}
      {hasFile && (value?.file?.name ?? value?.name) && (
        <span className="umj-file-name">{value?.file?.name ?? value?.name}</span>
      )}
      {!hasFile && <span className="umj-file-none">{t('champs.aucunFichier')}</span>}
      <div className="umj-file-buttons">
        <input
          id={id}
          type="file"
          className="umj-file-input"
          accept={field.accept.join(',')}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!file) return;
            if (field.refuse) {
              const refused = field.refuse(file);
              if (refused !== null) {
                onFileRefused(refused);
                return;
              }
            } else if (!field.accept.includes(file.type)) {
              onFileRefused(
                t('champs.typeRefuse', {
                  types: field.accept.map((a) => a.split('/')[1]?.toUpperCase()).join(', '),
                }),
              );
              return;
            }
            if (field.maxBytes !== undefined && file.size > field.maxBytes) {
              // 1 Mo = 1024 × 1024 bytes, as shared's limits count them (20 Mo = 20 × 1024 × 1024).
              onFileRefused(t('champs.tropLourd', { max: Math.round(field.maxBytes / (1024 * 1024)) }));
              return;
            }
            onChange({ key: null, url: null, file });
          }}
        />
        <label htmlFor={id} className="p-button p-button-outlined p-button-sm umj-file-choose">
          <i className="pi pi-upload" aria-hidden="true" />
          <span>{t(hasFile ? 'champs.remplacerFichier' : 'champs.choisirFichier')}</span>
        </label>
        {hasFile && (
          <Button
            type="button"
            size="small"
            text
            severity="danger"
            icon="pi pi-times"
            label={t('champs.retirerFichier')}
            aria-label={t('champs.retirerNomme', { champ: label })}
            onClick={() => onChange(null)}
          />
        )}
      </div>
    </div>
  );
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
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const label = t(field.label);
  const describedBy = [error ? errorId : '', field.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error !== undefined;
  const disabled = field.disabled === true;
  const common = {
    id,
    invalid,
    disabled,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  } as const;

  let input: ReactNode;
  switch (field.kind) {
    case 'text':
      input = (
        <InputText {...common} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'textarea':
      input = (
        <InputTextarea
          {...common}
          rows={4}
          autoResize
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'number':
      input = (
        <InputNumber
          inputId={id}
          disabled={disabled}
          invalid={invalid}
          aria-describedby={describedBy}
          value={value as number | null}
          onValueChange={(e) => onChange(e.value ?? null)}
          locale="fr-FR"
          useGrouping={false}
        />
      );
      break;
    case 'euros':
      input = (
        <InputNumber
          inputId={id}
          disabled={disabled}
          invalid={invalid}
          aria-describedby={describedBy}
          value={centsToEuros(value as number | null)}
          onValueChange={(e) => onChange(eurosToCents(e.value ?? null))}
          mode="currency"
          currency="EUR"
          locale="fr-FR"
          minFractionDigits={2}
          maxFractionDigits={2}
        />
      );
      break;
    case 'select':
      input = (
        <Dropdown
          inputId={id}
          disabled={disabled}
          invalid={invalid}
          value={value}
          options={[...field.options]}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => onChange((e.value as string | null) ?? null)}
          placeholder={t('champs.choisir')}
          {...dropdownLabel(label)}
        />
      );
      break;
    case 'multiselect':
      input = (
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
      break;
    case 'checkbox':
      input = (
        <Checkbox
          inputId={id}
          disabled={disabled}
          checked={value === true}
          invalid={invalid}
          onChange={(e) => onChange(e.checked === true)}
        />
      );
      break;
    case 'switch':
      input = (
        <InputSwitch
          inputId={id}
          disabled={disabled}
          checked={value === true}
          invalid={invalid}
          onChange={(e) => onChange(e.value === true)}
        />
      );
      break;
    case 'date':
      // Native date input: keyboard and screen-reader friendly, value 'YYYY-MM-DD', shown in the
      // browser's language.
      input = (
        <input
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}`}
          type="date"
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      );
      break;
    case 'file':
      input = (
        <FileField
          field={field}
          id={id}
          value={isFileValue(value) ? value : null}
          onChange={onChange}
          describedBy={describedBy}
          onFileRefused={onFileRefused}
          label={label}
        />
      );
      break;
  }

  const inline = field.kind === 'checkbox' || field.kind === 'switch';
  return (
    <div className={`umj-field umj-edit-field${inline ? ' umj-edit-field--inline' : ''}`}>
      <label htmlFor={id}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      {field.hint && (
        <small id={hintId} className="umj-hint">
          {t(field.hint)}
        </small>
      )}
      {error && (
        <small id={errorId} className="p-error" role="alert">
          {error}
        </small>
      )}
      {serverValue && (
        <div
          className="umj-conflict-note"
          role="group"
          aria-label={t('conflit.valeurServeur', { champ: label })}
        >
          <span>
            {t('conflit.valeurServeur', { champ: label })} :{' '}
            <strong>{shownValue(field, serverValue.value, t)}</strong>
          </span>
          <Button
            type="button"
            size="small"
            text
            label={t('conflit.garderLaMienne')}
            onClick={serverValue.keepMine}
          />
          <Button
            type="button"
            size="small"
            outlined
            label={t('conflit.prendreLaSienne')}
            onClick={serverValue.takeTheirs}
          />
        </div>
      )}
    </div>
  );
}
