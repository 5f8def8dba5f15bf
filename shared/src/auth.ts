// Sign-in, sign-up, confirmation and password reset payloads (docs/product-rules.md#calls POST /auth/login).
import * as z from 'zod';
import { texteRequis } from './texte.ts';

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

export const connexionSchema = z.object({
  adresseEmail: adresseEmailSchema,
  motDePasse: z
    .string({ error: 'Veuillez entrer un mot de passe' })
    .min(1, 'Veuillez entrer un mot de passe'),
  /**
   * The device token the server gave this browser at its last sign-in to this account
   * (OWASP "device cookies"): failures with it count against this device only, and a device the
   * server knows signs in during the delay imposed on unknown devices.
   */
  jetonAppareil: z
    .string({ error: "Jeton d'appareil invalide" })
    .max(2048, "Le jeton d'appareil ne doit pas dépasser 2048 caractères")
    .optional(),
});
export type IdentifiantsConnexion = z.infer<typeof connexionSchema>;

// The product's own sign-up/reset screens: docs/product-rules.md#validation says sign-in field rules are not shown; the
// template's generic rules (e-mail format, required fields, PIN of 6 digits) are used with French
// messages naming the field.

export const nomCompletSchema = texteRequis('Veuillez entrer votre nom complet').max(
  120,
  'Le nom complet ne doit pas dépasser 120 caractères',
);

/** The template's PIN length (docs/product-rules.md#validation: "PIN of 6 digits"). */
export const CODE_LENGTH = 6;
export const codeConfirmationSchema = z
  .string({ error: 'Veuillez entrer le code de confirmation' })
  .trim()
  .min(1, { error: 'Veuillez entrer le code de confirmation', abort: true })
  .regex(/^\d{6}$/, 'Le code de confirmation doit contenir 6 chiffres');

export const inscriptionSchema = z.object({
  nomComplet: nomCompletSchema,
  adresseEmail: adresseEmailSchema,
  motDePasse: nouveauMotDePasseSchema,
});
export type Inscription = z.infer<typeof inscriptionSchema>;

export const confirmationInscriptionSchema = z.object({
  adresseEmail: adresseEmailSchema,
  code: codeConfirmationSchema,
});
export type ConfirmationInscription = z.infer<typeof confirmationInscriptionSchema>;

export const motDePasseOublieSchema = z.object({ adresseEmail: adresseEmailSchema });
export type MotDePasseOublie = z.infer<typeof motDePasseOublieSchema>;

export const reinitialisationMotDePasseSchema = z.object({
  adresseEmail: adresseEmailSchema,
  code: codeConfirmationSchema,
  nouveauMotDePasse: nouveauMotDePasseSchema,
});
export type ReinitialisationMotDePasse = z.infer<typeof reinitialisationMotDePasseSchema>;

export const changementMotDePasseSchema = z
  .object({
    motDePasse: z
      .string({ error: 'Veuillez entrer votre mot de passe actuel' })
      .min(1, 'Veuillez entrer votre mot de passe actuel'),
    nouveauMotDePasse: nouveauMotDePasseSchema,
  })
  .refine((v) => v.nouveauMotDePasse !== v.motDePasse, {
    path: ['nouveauMotDePasse'],
    error: "Le nouveau mot de passe doit être différent de l'ancien",
  });
export type ChangementMotDePasse = z.infer<typeof changementMotDePasseSchema>;
