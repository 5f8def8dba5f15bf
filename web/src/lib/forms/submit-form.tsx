// A form of labelled text fields on the form mechanism (use-form.ts): the fields from a list, each in
// the field wrapper (field-frame.tsx), an optional hint, the submission's error
// message, then the submit button. Used by the public account pages and My account.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { FormAlert } from './form-alert.tsx';
import type { Form } from './use-form.ts';

export type TextValues<F extends string> = Record<F, string>;

/** One field: its name in the form values (also its id), its label and the input's own attributes. */
export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'email';
}

export interface SubmitFormProps<F extends string> {
  /** With `moteur` when the mechanism arrives after the first render (use-form-differe.tsx). */
  form: Form<TextValues<F>, TextValues<F>> & { moteur?: ReactNode };
  fields: readonly FieldSpec<F>[];
  onValid(values: TextValues<F>): Promise<void>;
  submitLabel: string;
  hint?: string;
  /** Shown before the fields (e.g. the form's heading). */
  heading?: ReactNode;
  /** Id of the heading naming the form. */
  labelledBy?: string;
  /** A message of the page shown instead of an empty form error (e.g. the session's last error). */
  fallbackError?: string | null;
  /** Shown after the error message (e.g. a success message). */
  status?: ReactNode;
  fullWidthButton?: boolean;
}

export function SubmitForm<F extends string>({
  form,
  fields,
  onValid,
  submitLabel,
  hint,
  heading,
  labelledBy,
  fallbackError = null,
  status,
  fullWidthButton = true,
}: SubmitFormProps<F>) {
  return (
    <form
      onSubmit={form.handleSubmit((_, values) => onValid(values))}
      noValidate
      aria-busy={form.submitting}
      aria-labelledby={labelledBy}
    >
      {form.moteur}
      {heading}
      {fields.map(({ name, label, type = 'text', ...input }) => (
        <FieldFrame key={name} id={name} label={label} error={form.errors[name]} className="umj-field">
          {(aria) => (
            <InputText
              id={name}
              name={name}
              type={type}
              value={form.values[name]}
              onChange={(event) => form.setValue(name, event.target.value)}
              invalid={aria.invalid}
              aria-invalid={aria.invalid}
              aria-describedby={aria.describedBy}
              {...input}
            />
          )}
        </FieldFrame>
      ))}
      {hint && <p className="umj-hint">{hint}</p>}
      <FormAlert text={form.formError ?? fallbackError} />
      {status}
      <Button
        type="submit"
        label={submitLabel}
        loading={form.submitting}
        className={fullWidthButton ? 'w-full' : undefined}
      />
    </form>
  );
}
