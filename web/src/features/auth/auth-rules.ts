// Field rules of the public forms: the shared schemas of @umj/shared/auth (the API validates with the
// same ones, so the browser shows the same French messages at once).
import {
  adresseEmailSchema,
  codeConfirmationSchema,
  loginSchema,
  nomCompletSchema,
  nouveauMotDePasseSchema,
} from '@umj/shared/auth';

export const rules = {
  adresseEmail: adresseEmailSchema,
  motDePasse: loginSchema.shape.motDePasse,
  nouveauMotDePasse: nouveauMotDePasseSchema,
  nomComplet: nomCompletSchema,
  code: codeConfirmationSchema,
};

/** Addresses are compared lower-case and without surrounding spaces (as the API stores them). */
export const normalizeEmail = (adresseEmail: string) => adresseEmail.trim().toLowerCase();
