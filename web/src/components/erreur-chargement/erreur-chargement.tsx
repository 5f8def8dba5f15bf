// A read that failed: its message and a "Réessayer" button that runs the read again, in the screen's
// own class (lists, bordereaux, payment split; a link-style button in the patient file's tabs).
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

export function ErreurChargement({
  className,
  message,
  onReessayer,
  lien = false,
}: {
  className: string;
  message: string;
  onReessayer(): void;
  /** A text link rather than an outlined button with its icon. */
  lien?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <Message severity="error" text={message} />
      {lien ? (
        <Button type="button" link label={t('actions.reessayer')} onClick={onReessayer} />
      ) : (
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t('actions.reessayer')}
          outlined
          onClick={onReessayer}
        />
      )}
    </div>
  );
}
