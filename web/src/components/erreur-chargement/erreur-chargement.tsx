// A read that failed: its message and a "Réessayer" button that runs the read again, in the screen's
// own class (lists, bordereaux, payment split).
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

export function ErreurChargement({
  className,
  message,
  onReessayer,
}: {
  className: string;
  message: string;
  onReessayer(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <Message severity="error" text={message} />
      <Button
        type="button"
        icon="pi pi-refresh"
        label={t('actions.reessayer')}
        outlined
        onClick={onReessayer}
      />
    </div>
  );
}
