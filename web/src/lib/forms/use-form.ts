// The one form mechanism of the product (docs/forms.md): React Hook Form holds the values and the
// errors; its resolver validates with the shared zod schema the API applies (@hookform/resolvers/zod,
// lib/forms/resolvers.ts: the same French messages, field by field); a failed submission's message
// goes to its field (the API's 400 `field`) or to the form; the caller answers a 409 (`onFailure`,
// with useConflit). Inputs stay controlled: `values` and `setValue` (which clears that field's error).
import { useRef } from 'react';
import type { FormEvent } from 'react';
import {
  useForm as useHookForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type ResolverResult,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError, errorMessage } from '../api-error.ts';

/** The rules could not be loaded (network): nothing is sent. */
export const RULES_UNAVAILABLE =
  'Le formulaire n’a pas pu être vérifié (connexion interrompue) : veuillez réessayer.';

/** How the form's message is shown: an error, or a warning (a conflict) or a notice (a refusal). */
export type Severity = 'error' | 'warn' | 'info';

export type Messages<V> = Partial<Record<keyof V & string, string>>;

export interface FormOptions<V extends FieldValues, Out> {
  defaultValues: V;
  /** The validation: a resolver over the shared schema (lib/forms/resolvers.ts). */
  resolver?: Resolver<V, unknown, Out>;
  /**
   * Or a loader of it (first load: the public pages' schemas are not in their first render): asked for
   * at the first key typed, awaited by the first submission.
   */
  loadResolver?(): Promise<Resolver<V, unknown, Out>>;
  /** The form's field a server 400 `field` names (default: that name when it is one of the values). */
  fieldOf?(serverField: string): (keyof V & string) | undefined;
  /** Back to the default values after a successful submission. */
  resetOnSuccess?: boolean;
  /**
   * After a first submission, a changed field's rules run again at once (its mark follows the value);
   * otherwise a change clears the field's error until the next submission.
   */
  revalidate?: boolean;
}

export interface Form<V extends FieldValues, Out> {
  /** React Hook Form's own API (reset, getValues, …). */
  hook: UseFormReturn<V, unknown, Out>;
  values: V;
  errors: Messages<V>;
  /** Message of a failed submission not tied to one field, and how it is shown. */
  formError: string | null;
  formErrorSeverity: Severity;
  submitting: boolean;
  /** `touch`: the field counts as touched (a form that shows a rule's message once its field was). */
  setValue<K extends keyof V & string>(name: K, value: V[K], options?: { touch?: boolean }): void;
  /** The fields changed with `touch`. */
  touched: ReadonlySet<keyof V & string>;
  /** Replaces every value (e.g. after a merge), keeping the messages and the fields touched. */
  replaceValues(values: V): void;
  /** No field counts as touched any more. */
  clearTouched(): void;
  setError(name: keyof V & string, message: string): void;
  setFormError(message: string | null, severity?: Severity): void;
  /**
   * Validates, then calls `onValid` with the parsed input and the typed values. A rejection goes to
   * `onFailure` first (true: handled, e.g. a version conflict), else to its field or to the form.
   */
  handleSubmit(
    onValid: (data: Out, values: V) => Promise<unknown>,
    onFailure?: (error: unknown) => boolean | Promise<boolean>,
  ): (event?: FormEvent) => void;
}

/** The first message of a field's error (an array's or object's error is nested under its parts). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as FieldError;
  if (typeof message === 'string') return message;
  for (const part of Object.values(error)) {
    const found = firstMessage(part);
    if (found) return found;
  }
  return undefined;
}

const unavailable = { values: {}, errors: { root: { type: 'rules', message: RULES_UNAVAILABLE } } };
const pathOf = <V extends FieldValues>(name: string) => name as unknown as Path<V>;

export function useForm<V extends FieldValues, Out = V>(options: FormOptions<V, Out>): Form<V, Out> {
  const settings = useRef(options);
  settings.current = options;
  const loading = useRef<Promise<Resolver<V, unknown, Out>> | null>(null);
  const load = () => {
    const loader = settings.current.loadResolver;
    if (!loader) return null;
    loading.current ??= loader().catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  };

  const hook = useHookForm<V, unknown, Out>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: async (values, context, resolverOptions) => {
      const pending = load();
      if (!pending) {
        const resolver = settings.current.resolver;
        return resolver
          ? resolver(values, context, resolverOptions)
          : { values: values as unknown as Out, errors: {} };
      }
      return pending.then(
        (resolver) => resolver(values, context, resolverOptions),
        () => unavailable as unknown as ResolverResult<V, Out>,
      );
    },
  });
  const { formState } = hook;
  // The same object while no value changed (a stable dependency for effects and memos).
  const watched = hook.watch();
  const last = useRef(watched);
  const keys = Object.keys(watched) as (keyof V)[];
  if (keys.length !== Object.keys(last.current).length || keys.some((k) => watched[k] !== last.current[k]))
    last.current = watched;
  const values = last.current;
  const errors: Messages<V> = {};
  for (const [name, error] of Object.entries(formState.errors)) {
    if (name !== 'root') errors[name as keyof V & string] = firstMessage(error);
  }
  const running = useRef(false);
  const touched = new Set(Object.keys(formState.touchedFields) as (keyof V & string)[]);
  const keep = { keepDefaultValues: true, keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true };
  const replaceValues = (next: V) => hook.reset(next, { ...keep, keepTouched: true, keepDirty: true });
  const clearTouched = () => hook.reset(hook.getValues(), { ...keep, keepDirty: true });

  const setValue = <K extends keyof V & string>(name: K, value: V[K], options?: { touch?: boolean }) => {
    load()?.catch(() => undefined);
    const shouldValidate = settings.current.revalidate === true && hook.formState.isSubmitted;
    hook.setValue(pathOf<V>(name), value as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldTouch: options?.touch === true,
      shouldValidate,
    });
    if (!shouldValidate && hook.getFieldState(pathOf<V>(name)).error) hook.clearErrors(pathOf<V>(name));
  };
  const setError = (name: keyof V & string, message: string) =>
    hook.setError(pathOf<V>(name), { type: 'server', message });
  const setFormError = (message: string | null, severity: Severity = 'error') =>
    message === null ? hook.clearErrors('root') : hook.setError('root', { type: severity, message });

  const fail = async (error: unknown, onFailure?: (error: unknown) => boolean | Promise<boolean>) => {
    if (onFailure && (await onFailure(error))) return;
    const serverField = error instanceof ApiError ? error.body.field : undefined;
    const { fieldOf, defaultValues } = settings.current;
    const name = serverField
      ? fieldOf
        ? fieldOf(serverField)
        : serverField in defaultValues
          ? (serverField as keyof V & string)
          : undefined
      : undefined;
    if (name) setError(name, errorMessage(error));
    else setFormError(errorMessage(error));
  };

  const handleSubmit: Form<V, Out>['handleSubmit'] = (onValid, onFailure) => (event) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    void hook
      .handleSubmit(async (data) => {
        const typed = hook.getValues();
        try {
          await onValid(data, typed);
          if (settings.current.resetOnSuccess) hook.reset();
        } catch (error) {
          await fail(error, onFailure);
        }
      })()
      .finally(() => {
        running.current = false;
      });
  };

  return {
    hook,
    values,
    errors,
    formError: formState.errors.root?.message ?? null,
    formErrorSeverity: (['warn', 'info'] as const).find((s) => s === formState.errors.root?.type) ?? 'error',
    submitting: formState.isSubmitting,
    setValue,
    touched,
    replaceValues,
    clearTouched,
    setError,
    setFormError,
    handleSubmit,
  };
}
