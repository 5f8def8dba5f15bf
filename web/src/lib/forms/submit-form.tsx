// A form of labelled text fields bound to `useForm`: the fields from a list, an optional hint, the
// submission's error message, then the submit button. Used by the public account pages and My account.
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import type { FormState, FormValues } from './use-form.ts';

/** One field: its name in the form values (also its id) and the input's own attributes. */
export type FieldSpec<F extends string> = { name: F } & Omit<
  TextFieldProps,
  'id' | 'value' | 'onChange' | 'error'
>;

export interface SubmitFormProps<F extends string> {
  form: FormState<F>;
  fields: readonly FieldSpec<F>[];
  onValid(values: FormValues<F>): Promise<void>;
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
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-busy={form.submitting}
      aria-labelledby={labelledBy}
    >
      {heading}
      {fields.map(({ name, ...input }) => (
        <TextField
          key={name}
          id={name}
          value={form.values[name]}
          onChange={(value) => form.setValue(name, value)}
          error={form.errors[name]}
          {...input}
        />
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
