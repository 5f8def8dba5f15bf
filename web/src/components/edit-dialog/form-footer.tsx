// The footer of a form dialog: cancel (or close) and save, the save button submitting the form by its
// id (the form lives in the dialog's content) and spinning while the save runs.
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

export function FormFooter({
  formId,
  className,
  onCancel,
  busy,
  readOnly = false,
}: {
  formId: string;
  className: string;
  onCancel(): void;
  busy: boolean;
  /** Nothing to save: "Fermer" alone. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <Button
        type="button"
        label={t(readOnly ? 'actions.fermer' : 'actions.annuler')}
        text
        onClick={onCancel}
        disabled={busy}
      />
      {!readOnly && (
        <Button
          type="submit"
          form={formId}
          label={t('actions.enregistrer')}
          icon="pi pi-check"
          loading={busy}
        />
      )}
    </div>
  );
}
