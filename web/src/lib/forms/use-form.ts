// Form state for the public and account forms: values, per-field French messages from the shared
// schemas (checked in the browser before any call), the API's own message (and its `field`) on failure.
// Rules given as a loader are asked for at the first key typed and awaited by the submission (first load).
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, errorMessage } from '../api-error.ts';
import { ruleMessage, type FieldRules, type RuleSource } from './field-rule.ts';

/** The rules could not be loaded (network): nothing is sent. */
export const RULES_UNAVAILABLE =
  'Le formulaire n’a pas pu être vérifié (connexion interrompue) : veuillez réessayer.';

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
  rules: RuleSource<F>,
  initial: FormValues<F>,
  crossCheck?: (values: FormValues<F>) => Partial<Record<F, string>>,
): FormState<F> {
  const [values, setValues] = useState(initial);
  const initialRef = useRef(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const source = useRef(rules);
  source.current = rules;

  // Loads the rules at the first key typed, so that the first submission does not wait for them and
  // the page's first paint does not either.
  const asked = useRef(false);
  const askRules = () => {
    const load = source.current;
    if (asked.current || typeof load !== 'function') return;
    asked.current = true;
    load().catch(() => {
      asked.current = false;
    });
  };

  const setValue = (field: F, value: string) => {
    askRules();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (fieldRules: FieldRules<F>): Partial<Record<F, string>> => {
    const found: Partial<Record<F, string>> = {};
    for (const field of Object.keys(fieldRules) as F[]) {
      const message = ruleMessage(fieldRules[field], values[field]);
      if (message) found[field] = message;
    }
    return { ...crossCheck?.(values), ...found };
  };

  const submit = (fieldRules: FieldRules<F>, onValid: (values: FormValues<F>) => Promise<void>) => {
    const found = validate(fieldRules);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    onValid(values)
      .then(() => setValues(initialRef.current))
      .catch((error: unknown) => {
        const field = error instanceof ApiError ? error.body.field : undefined;
        if (field && field in fieldRules)
          setErrors({ [field]: errorMessage(error) } as Partial<Record<F, string>>);
        else setFormError(errorMessage(error));
      })
      .finally(() => setSubmitting(false));
  };

  const handleSubmit = (onValid: (values: FormValues<F>) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (typeof rules !== 'function') {
      submit(rules, onValid);
      return;
    }
    rules().then(
      (fieldRules) => submit(fieldRules, onValid),
      () => setFormError(RULES_UNAVAILABLE),
    );
  };

  return { values, errors, formError, submitting, setValue, handleSubmit };
}
