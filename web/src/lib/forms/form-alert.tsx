// The message of a failed or successful submission, announced to screen readers.
import { Message } from 'primereact/message';

export function FormAlert({
  text,
  severity = 'error',
}: {
  text: string | null;
  severity?: 'error' | 'success' | 'info';
}) {
  if (!text) return null;
  return (
    <div role={severity === 'error' ? 'alert' : 'status'} className="umj-form-alert">
      <Message severity={severity} text={text} />
    </div>
  );
}
