// Resolvers of the form mechanism (use-form.ts): the shared zod schema the API applies, through
// @hookform/resolvers/zod, so that the browser shows the same French messages field by field.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { firstMessage, type Messages } from './use-form.ts';

/** The form's values are the schema's input: the typed values are what the submission receives. */
export function schemaResolver<V extends FieldValues>(schema: z.$ZodType): Resolver<V> {
  return zodResolver(schema as z.$ZodType<unknown, FieldValues>, undefined, {
    raw: true,
  }) as unknown as Resolver<V>;
}

/**
 * Adds rules across fields (e.g. a confirmation that must match) to a resolver: their messages show
 * where the fields' own rules found nothing.
 */
export function withCrossCheck<V extends FieldValues, Out>(
  resolver: Resolver<V, unknown, Out>,
  check: (values: V) => Messages<V>,
): Resolver<V, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of Object.entries(check(values))) {
      if (message && !errors[name]) errors[name] = { type: 'cross', message };
    }
    return Object.keys(errors).length === 0 ? result : { values: {}, errors: errors as FieldErrors<V> };
  };
}

export interface InputResolverOptions<V> {
  /** The form's values as the schema's input (e.g. with the version read). */
  toInput(values: V): unknown;
  /** The form's field a schema path names (its first part); other messages go to the form. */
  fieldOf(name: string): (keyof V & string) | undefined;
}

/** The schema validates the input the form's values become; the submission receives the parsed input. */
export function inputResolver<V extends FieldValues, Out>(
  schema: z.$ZodType<Out>,
  { toInput, fieldOf }: InputResolverOptions<V>,
): Resolver<V, unknown, Out> {
  const resolve = zodResolver(schema as z.$ZodType<Out, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    Out
  >;
  return async (values, context, options) => {
    const result = await resolve(toInput(values) as FieldValues, context, {
      ...options,
      fields: {},
      names: [],
    });
    const found = Object.entries(result.errors);
    if (found.length === 0) return { values: result.values as Out, errors: {} };
    const errors: Record<string, unknown> = {};
    const others: string[] = [];
    for (const [path, error] of found) {
      const message = firstMessage(error) ?? '';
      const name = fieldOf(path);
      if (name) errors[name] ??= { type: 'schema', message };
      else others.push(message);
    }
    if (others.length > 0) errors.root = { type: 'schema', message: others.join(' ') };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
