// The public forms' field rules, as loaders for useForm: the shared schemas (auth-schemas.ts, with zod)
// are not part of the page's first render; they load while the user types and the first submission
// waits for them (first load: a public page renders without the schema library).
import type { FieldRule, FieldRules } from '../../lib/forms/field-rule.ts';
import type { rules } from './auth-schemas.ts';

type AuthField = keyof typeof rules;

/** The rules of a form (its field -> the rule it follows), loaded on first use (one chunk for all). */
export function authRules<F extends string>(fields: Record<F, AuthField>): () => Promise<FieldRules<F>> {
  return () =>
    import('./auth-schemas.ts').then(
      ({ rules }) =>
        Object.fromEntries(
          (Object.entries(fields) as [F, AuthField][]).map(([field, rule]): [F, FieldRule] => [
            field,
            rules[rule],
          ]),
        ) as FieldRules<F>,
    );
}

/** Addresses are compared lower-case and without surrounding spaces (as the API stores them). */
export const normalizeEmail = (adresseEmail: string) => adresseEmail.trim().toLowerCase();
