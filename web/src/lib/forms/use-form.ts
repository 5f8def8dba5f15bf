// Form state for the public and account forms: values, per-field French messages from the shared
// schemas (checked in the browser before any call), the API's own message (and its `field`) on failure.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, errorMessage } from '../api-error.ts';
import { ruleMessage, type FieldRule } from './field-rule.ts';

export type FormValues<F extends string> = Record<F, string>;

export interface FormState<F extends string> {
  values: FormValues<F>;
  errors: Partial<Record<F, string>>;
  /** Message of a failed submission not tied to one field. */
  formError: string | null;
  submitting: boolean;
  setValue(field: F, value: string): void;
  handleSubmit(onValid: (values: FormValues<F>) => Promise<void>): (event: FormEvent) => void;
}

/** `crossCheck` adds messages that depend on several fields (e.g. a confirmation that must match). */
export function useForm<F extends string>(
  rules: Record<F, FieldRule>,
  initial: FormValues<F>,
  crossCheck?: (values: FormValues<F>) => Partial<Record<F, string>>,
): FormState<F> {
  const [values, setValues] = useState(initial);
  const initialRef = useRef(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): Partial<Record<F, string>> => {
    const found: Partial<Record<F, string>> = {};
    for (const field of Object.keys(rules) as F[]) {
      const message = ruleMessage(rules[field], values[field]);
      if (message) found[field] = message;
    }
    return { ...crossCheck?.(values), ...found };
  };

  const handleSubmit = (onValid: (values: FormValues<F>) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    onValid(values)
      .then(() => setValues(initialRef.current))
      .catch((error: unknown) => {
        const field = error instanceof ApiError ? error.body.field : undefined;
        if (field && field in rules)
          setErrors({ [field]: errorMessage(error) } as Partial<Record<F, string>>);
        else setFormError(errorMessage(error));
      })
      .finally(() => setSubmitting(false));
  };

  return { values, errors, formError, submitting, setValue, handleSubmit };
}
