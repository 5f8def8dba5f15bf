// The form mechanism as a chunk of its own (use-form-differe.tsx): it runs useForm (React Hook Form),
// takes over the values typed before it arrived and a submission made meanwhile, and hands the page
// its `Form` at each render (the page renders again when what it shows changed). Renders nothing.
import { useLayoutEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useForm, type Form, type FormOptions } from './use-form.ts';

/** What the page keeps until the mechanism has arrived, then the mechanism's `Form`. */
export interface Attente<V extends FieldValues, Out> {
  values: V;
  soumission: ((form: Form<V, Out>) => void) | null;
  form: Form<V, Out> | null;
}

export interface MoteurProps<V extends FieldValues, Out> {
  options: FormOptions<V, Out>;
  attente: Attente<V, Out>;
  rafraichir(): void;
}

/** What the page shows of a form: it renders again when this changes. */
function empreinte<V extends FieldValues, Out>(form: Form<V, Out>): unknown[] {
  return [
    form.values,
    JSON.stringify(form.errors),
    form.formError,
    form.formErrorSeverity,
    form.submitting,
    [...form.touched].join(),
  ];
}

export default function MoteurFormulaire<V extends FieldValues, Out>({
  options,
  attente,
  rafraichir,
}: MoteurProps<V, Out>) {
  const form = useForm(options);
  const montre = useRef<unknown[] | null>(null);
  useLayoutEffect(() => {
    if (attente.form === null) {
      // Arrived: the values typed meanwhile, then the submission asked for meanwhile.
      for (const [name, value] of Object.entries(attente.values)) {
        if (value !== options.defaultValues[name])
          form.setValue(name as keyof V & string, value as V[keyof V & string]);
      }
      const soumission = attente.soumission;
      attente.soumission = null;
      soumission?.(form);
    }
    attente.form = form;
    const vue = empreinte(form);
    if (montre.current === null || vue.some((v, i) => v !== montre.current?.[i])) {
      montre.current = vue;
      rafraichir();
    }
  });
  return null;
}
