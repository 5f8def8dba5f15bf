// The dialog of one dated exception of the examiner's hours: absence or extra hours, with a motif.
import type { ExceptionRv } from '@umj/shared/disponibilites-rv';
import { formatDateFr, formatHeure } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../lib/forms/field-frame.tsx';
import { useForm } from '../../lib/forms/use-form.ts';

/** The exception being edited (index null: a new one), or null when the dialog is closed. */
export type ExceptionEditee = { index: number | null; exception: ExceptionRv } | null;

interface Valeurs {
  type: ExceptionRv['type'];
  motif: string;
}

export interface DialogueExceptionProps {
  edition: ExceptionEditee;
  onClose(): void;
  onSave(exception: ExceptionRv): void;
  onDelete(): void;
}

/** Each opening (a new `edition`) starts a form of its own, from the exception's values. */
export function DialogueException(props: DialogueExceptionProps) {
  const [ouverte, setOuverte] = useState<ExceptionEditee>(null);
  const [ouverture, setOuverture] = useState(0);
  if (props.edition !== ouverte) {
    setOuverte(props.edition);
    setOuverture(ouverture + 1);
  }
  if (!props.edition) return null;
  return <FormulaireException key={ouverture} {...props} edition={props.edition} />;
}

function FormulaireException({
  edition,
  onClose,
  onSave,
  onDelete,
}: DialogueExceptionProps & { edition: NonNullable<ExceptionEditee> }) {
  const { t } = useTranslation(['agendas', 'common']);
  const form = useForm<Valeurs>({
    defaultValues: { type: edition.exception.type, motif: edition.exception.motif },
  });
  const { type, motif } = form.values;
  const e = edition.exception;
  const appliquer = form.handleSubmit(async (valeurs) => {
    onSave({ ...e, type: valeurs.type, motif: valeurs.motif.trim().slice(0, 200) });
  });
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
          <Button type="button" label={t('agendas:appliquer')} onClick={() => appliquer()} />
        </div>
      }
    >
      <div className="umj-heures-exception">
        <span id="exception-type">{t('agendas:exceptionType')}</span>
        <SelectButton
          aria-labelledby="exception-type"
          value={type}
          onChange={(ev) => ev.value && form.setValue('type', ev.value as ExceptionRv['type'])}
          options={[
            { value: 'absence', label: t('agendas:absence') },
            { value: 'supplement', label: t('agendas:supplement') },
          ]}
          allowEmpty={false}
        />
        <FieldFrame id="exception-motif" label={t('agendas:motif')} className="umj-heures-exception">
          <InputText
            id="exception-motif"
            value={motif}
            maxLength={200}
            onChange={(ev) => form.setValue('motif', ev.target.value)}
          />
        </FieldFrame>
      </div>
    </Dialog>
  );
}
