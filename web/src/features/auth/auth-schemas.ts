// Field rules of the public forms: the shared schemas of @umj/shared/auth (the API validates with the
// same ones, so the browser shows the same French messages at once). A chunk of its own, with zod,
// loaded through auth-rules.ts after the page's first render (first load).
import {
  adresseEmailSchema,
  codeConfirmationSchema,
  connexionSchema,
  nomCompletSchema,
  nouveauMotDePasseSchema,
} from '@umj/shared/auth';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod';
import { schemaResolver } from '../../lib/forms/resolvers.ts';
import '../../lib/zod-francais.ts';

export const rules = {
  adresseEmail: adresseEmailSchema,
  motDePasse: connexionSchema.shape.motDePasse,
  nouveauMotDePasse: nouveauMotDePasseSchema,
  nomComplet: nomCompletSchema,
  code: codeConfirmationSchema,
};

/** A form's schema: each of its fields follows the named shared rule. */
export function resolverOf<F extends string>(
  fields: Record<F, keyof typeof rules>,
): Resolver<Record<F, string>> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([field, rule]) => [field, rules[rule as keyof typeof rules]]),
  );
  return schemaResolver(z.object(shape));
}
