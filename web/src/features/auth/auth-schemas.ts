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
import '../../lib/zod-francais.ts';

export const rules = {
  adresseEmail: adresseEmailSchema,
  motDePasse: connexionSchema.shape.motDePasse,
  nouveauMotDePasse: nouveauMotDePasseSchema,
  nomComplet: nomCompletSchema,
  code: codeConfirmationSchema,
};
