// A read of the patient file's tabs that failed: the French message and "try again".
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

export function ErreurLecture({
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
      <Button type="button" link label={t('actions.reessayer')} onClick={onReessayer} />
    </div>
  );
}
