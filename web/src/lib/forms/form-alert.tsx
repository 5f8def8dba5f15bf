// The message of a failed or successful submission (PrimeReact's Message is announced as an alert).
import { Message } from 'primereact/message';
import './forms.css';

export function FormAlert({
  text,
  severity = 'error',
}: {
  text: string | null;
  severity?: 'error' | 'success' | 'info';
}) {
  if (!text) return null;
  return <Message className="umj-form-alert" severity={severity} text={text} />;
}
