// The file kind of a form field: a preview of the stored or chosen file (a thumbnail for images), the
// choose/replace button (the native input stays focusable) and remove; a refused file is reported with
// a French message (type or size) and never becomes the value.
import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldKind, FieldValue, FileValue } from './fields.ts';

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

export function FileField({
  field,
  id,
  value,
  onChange,
  describedBy,
  onFileRefused,
  label,
}: {
  field: Extract<FieldKind, { kind: 'file' }>;
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
