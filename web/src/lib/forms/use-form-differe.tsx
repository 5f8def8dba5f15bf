// The form mechanism (use-form.ts) for the public pages, whose first route must not carry React Hook
// Form (docs/forms.md#first-load): the page renders its fields at once, the mechanism's chunk
// (moteur-formulaire.tsx, with react-hook-form) is fetched once the first screen has shown or at the
// user's first key or click (lib/premier-affichage's gate). Until it is
// there the characters typed are kept here and handed to it as it arrives, and a submission made
// meanwhile waits for it (then runs with the same validation and API call). Same `Form` API, plus
// `moteur`, the element that fetches and runs the mechanism (SubmitForm renders it).
import { lazy, Suspense, useReducer, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { differer } from '../premier-affichage/porte.ts';
import type { Form, FormOptions } from './use-form.ts';
import type { Attente, MoteurProps } from './moteur-formulaire.tsx';

const Moteur = lazy(differer(() => import('./moteur-formulaire.tsx'))) as unknown as ComponentType<
  MoteurProps<FieldValues, unknown>
>;

/** The `Form` the page uses until the mechanism has arrived: typed values kept, a submission queued. */
function formulaireEnAttente<V extends FieldValues, Out>(
  attente: Attente<V, Out>,
  rafraichir: () => void,
): Form<V, Out> {
  const rien = () => undefined;
  return {
    // React Hook Form's own API only exists once it has arrived (SubmitForm does not use it).
    hook: undefined as never,
    get values() {
      return attente.values;
    },
    errors: {},
    formError: null,
    formErrorSeverity: 'error',
    get submitting() {
      return attente.soumission !== null;
    },
    setValue: (name, value) => {
      attente.values = { ...attente.values, [name]: value };
      rafraichir();
    },
    touched: new Set(),
    replaceValues: (values) => {
      attente.values = values;
      rafraichir();
    },
    clearTouched: rien,
    setError: rien,
    setFormError: rien,
    handleSubmit: (onValid, onFailure) => (event) => {
      event?.preventDefault();
      attente.soumission = (form) => form.handleSubmit(onValid, onFailure)();
      rafraichir();
    },
  };
}

export type FormDiffere<V extends FieldValues, Out> = Form<V, Out> & { moteur: ReactNode };

export function useFormDiffere<V extends FieldValues, Out = V>(
  options: FormOptions<V, Out>,
): FormDiffere<V, Out> {
  const [, rafraichir] = useReducer((n: number) => n + 1, 0);
  const attente = useRef<Attente<V, Out>>({ values: options.defaultValues, soumission: null, form: null });
  const [enAttente] = useState(() => formulaireEnAttente(attente.current, rafraichir));
  const moteur = (
    <Suspense fallback={null}>
      <Moteur
        options={options as FormOptions<FieldValues, unknown>}
        attente={attente.current as unknown as Attente<FieldValues, unknown>}
        rafraichir={rafraichir}
      />
    </Suspense>
  );
  return { ...(attente.current.form ?? enAttente), moteur };
}
