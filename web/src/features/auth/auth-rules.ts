// Field rules of the public forms: the shared schemas of @umj/shared/auth, plus the French messages of
// the fields that package does not describe yet (full name, e-mailed code).
import { adresseEmailSchema, loginSchema, nouveauMotDePasseSchema } from '@umj/shared/auth';
import { requiredText } from '../../lib/forms/field-rule.ts';

export const rules = {
  adresseEmail: adresseEmailSchema,
  motDePasse: loginSchema.shape.motDePasse,
  nouveauMotDePasse: nouveauMotDePasseSchema,
  nomComplet: requiredText('Veuillez entrer votre nom complet'),
  code: requiredText('Veuillez entrer le code reçu par e-mail'),
};
