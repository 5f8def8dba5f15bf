// Sign-in, sign-up, confirmation and password reset payloads (issue 3; spec §7 POST /auth/login).
import { z } from 'zod';

export const adresseEmailSchema = z
  .string({ error: 'Veuillez entrer une adresse e-mail' })
  .trim()
  .toLowerCase()
  .min(1, 'Veuillez entrer une adresse e-mail')
  .pipe(z.email({ error: 'Adresse e-mail invalide' }));

/** Password policy for new passwords (ANSSI/OWASP: length over composition). */
export const nouveauMotDePasseSchema = z
  .string({ error: 'Veuillez entrer un mot de passe' })
  .min(10, 'Le mot de passe doit contenir au moins 10 caractères')
  .max(128, 'Le mot de passe ne doit pas dépasser 128 caractères');

export const loginSchema = z.object({
  adresseEmail: adresseEmailSchema,
  motDePasse: z.string({ error: 'Veuillez entrer un mot de passe' }).min(1, 'Veuillez entrer un mot de passe'),
});
export type LoginInput = z.infer<typeof loginSchema>;
