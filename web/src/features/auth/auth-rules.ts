// The public forms' validation, as a loader for the form mechanism (lib/forms/use-form.ts): the shared
// schemas (auth-schemas.ts, with zod) are not part of the page's first render; they load while the user
// types and the first submission waits for them (first load: a public page renders without the schema
// library).
import type { Resolver } from 'react-hook-form';
import type { rules } from './auth-schemas.ts';

type AuthField = keyof typeof rules;

/** The resolver of a form (its field -> the rule it follows), loaded on first use (one chunk for all). */
export function authResolver<F extends string>(
  fields: Record<F, AuthField>,
): () => Promise<Resolver<Record<F, string>>> {
  return () => import('./auth-schemas.ts').then(({ resolverOf }) => resolverOf(fields));
}

/** Addresses are compared lower-case and without surrounding spaces (as the API stores them). */
export const normalizeEmail = (adresseEmail: string) => adresseEmail.trim().toLowerCase();
