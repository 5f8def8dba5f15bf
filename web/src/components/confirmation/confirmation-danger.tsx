// A destructive action confirmed first (delete, deactivate): the deferred ConfirmDialog open while it has
// an item, naming it, with a warning icon, the action's button in the danger style and the focus on
// "Annuler", so that Enter never confirms by mistake.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function ConfirmationDanger<T>(props: {
  /** The item the action is about; null: closed. */
  cible: T | null;
  onFermer(): void;
  titre: string;
  message(cible: T): string;
  libelleAction: string;
  onConfirmer(cible: T): void;
}) {
  const { t } = useTranslation('common');
  const { cible } = props;
  return (
    <ConfirmDialog
      visible={cible !== null}
      onHide={props.onFermer}
      header={props.titre}
      message={cible === null ? '' : props.message(cible)}
      icon="pi pi-exclamation-triangle"
      acceptLabel={props.libelleAction}
      rejectLabel={t('actions.annuler')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        if (cible !== null) props.onConfirmer(cible);
      }}
    />
  );
}
