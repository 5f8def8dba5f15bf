// A labelled text input with its error message linked for screen readers.
import { InputText } from 'primereact/inputtext';
import './forms.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'email';
}

export function TextField({ id, label, value, onChange, error, type = 'text', ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="umj-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <small id={errorId} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
