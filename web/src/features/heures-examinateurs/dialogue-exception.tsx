// The dialog of one dated exception of the examiner's hours: absence or extra hours, with a motif.
import type { ExceptionRv } from '@umj/shared/disponibilites-rv';
import { formatDateFr, formatHeure } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The exception being edited (index null: a new one), or null when the dialog is closed. */
export type ExceptionEditee = { index: number | null; exception: ExceptionRv } | null;

export function DialogueException({
  edition,
  onClose,
  onSave,
  onDelete,
}: {
  edition: ExceptionEditee;
  onClose(): void;
  onSave(exception: ExceptionRv): void;
  onDelete(): void;
}) {
  const { t } = useTranslation(['agendas', 'common']);
  const [type, setType] = useState<ExceptionRv['type']>('absence');
  const [motif, setMotif] = useState('');
  const [ouverte, setOuverte] = useState<ExceptionEditee>(null);
  if (edition !== ouverte) {
    setOuverte(edition);
    setType(edition?.exception.type ?? 'absence');
    setMotif(edition?.exception.motif ?? '');
  }
  if (!edition) return null;
  const e = edition.exception;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('agendas:exceptionTitre', {
        jour: formatDateFr(e.jour),
        debut: formatHeure(e.debut),
        fin: formatHeure(e.fin),
      })}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div>
          {edition.index !== null ? (
            <Button
              type="button"
              label={t('common:actions.supprimer')}
              severity="danger"
              text
              onClick={onDelete}
            />
          ) : null}
          <Button type="button" label={t('common:actions.annuler')} outlined onClick={onClose} />
          <Button
            type="button"
            label={t('agendas:appliquer')}
            onClick={() => onSave({ ...e, type, motif: motif.trim().slice(0, 200) })}
          />
        </div>
      }
    >
      <div className="umj-heures-exception">
        <span id="exception-type">{t('agendas:exceptionType')}</span>
        <SelectButton
          aria-labelledby="exception-type"
          value={type}
          onChange={(ev) => ev.value && setType(ev.value as ExceptionRv['type'])}
          options={[
            { value: 'absence', label: t('agendas:absence') },
            { value: 'supplement', label: t('agendas:supplement') },
          ]}
          allowEmpty={false}
        />
        <label htmlFor="exception-motif">{t('agendas:motif')}</label>
        <InputText
          id="exception-motif"
          value={motif}
          maxLength={200}
          onChange={(ev) => setMotif(ev.target.value)}
        />
      </div>
    </Dialog>
  );
}
