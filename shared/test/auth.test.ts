import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changementMotDePasseSchema,
  CODE_LENGTH,
  confirmationInscriptionSchema,
  motDePasseOublieSchema,
  connexionSchema,
  reinitialisationMotDePasseSchema,
  inscriptionSchema,
} from '../src/auth.ts';

/** The field -> message map of a failed parse. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const EMAIL = 'Jeanne.Martin@UMJ.fr ';
const PASSWORD = 'correct horse battery';

describe('validation, calls: sign-in', () => {
  it('calls: a valid sign-in is accepted, the e-mail trimmed and lower-cased', () => {
    expect(connexionSchema.parse({ adresseEmail: EMAIL, motDePasse: 'x' })).toEqual({
      adresseEmail: 'jeanne.martin@umj.fr',
      motDePasse: 'x',
    });
  });

  it('validation: missing fields are named in French', () => {
    expect(errors(connexionSchema, {})).toEqual({
      adresseEmail: 'Veuillez entrer une adresse e-mail',
      motDePasse: 'Veuillez entrer un mot de passe',
    });
    expect(errors(connexionSchema, { adresseEmail: 'pas-un-mail', motDePasse: '' })).toEqual({
      adresseEmail: 'Adresse e-mail invalide',
      motDePasse: 'Veuillez entrer un mot de passe',
    });
  });
});

describe('validation: sign-up and confirmation (template rules, French messages)', () => {
  it('validation: a valid sign-up is accepted', () => {
    expect(
      inscriptionSchema.parse({ nomComplet: ' Jeanne ', adresseEmail: EMAIL, motDePasse: PASSWORD }),
    ).toEqual({
      nomComplet: 'Jeanne',
      adresseEmail: 'jeanne.martin@umj.fr',
      motDePasse: PASSWORD,
    });
  });

  it('validation: sign-up messages name the field', () => {
    expect(errors(inscriptionSchema, { nomComplet: ' ', adresseEmail: '', motDePasse: 'court' })).toEqual({
      nomComplet: 'Veuillez entrer votre nom complet',
      adresseEmail: 'Veuillez entrer une adresse e-mail',
      motDePasse: 'Le mot de passe doit contenir au moins 10 caractères',
    });
    expect(
      errors(inscriptionSchema, {
        nomComplet: 'x'.repeat(121),
        adresseEmail: EMAIL,
        motDePasse: 'x'.repeat(129),
      }),
    ).toEqual({
      nomComplet: 'Le nom complet ne doit pas dépasser 120 caractères',
      motDePasse: 'Le mot de passe ne doit pas dépasser 128 caractères',
    });
    expect(errors(inscriptionSchema, {})).toEqual({
      nomComplet: 'Veuillez entrer votre nom complet',
      adresseEmail: 'Veuillez entrer une adresse e-mail',
      motDePasse: 'Veuillez entrer un mot de passe',
    });
  });

  it('validation: the confirmation code is the template PIN of 6 digits', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(confirmationInscriptionSchema.parse({ adresseEmail: EMAIL, code: ' 012345 ' }).code).toBe(
      '012345',
    );
    for (const code of ['12345', '1234567', '12a456']) {
      expect(errors(confirmationInscriptionSchema, { adresseEmail: EMAIL, code })).toEqual({
        code: 'Le code de confirmation doit contenir 6 chiffres',
      });
    }
    expect(errors(confirmationInscriptionSchema, { adresseEmail: EMAIL, code: '' })).toEqual({
      code: 'Veuillez entrer le code de confirmation',
    });
    expect(errors(confirmationInscriptionSchema, { adresseEmail: EMAIL })).toEqual({
      code: 'Veuillez entrer le code de confirmation',
    });
  });
});

describe('validation: forgotten, reset and changed passwords', () => {
  it('validation: forgotten password needs only the e-mail', () => {
    expect(motDePasseOublieSchema.parse({ adresseEmail: EMAIL })).toEqual({
      adresseEmail: 'jeanne.martin@umj.fr',
    });
    expect(errors(motDePasseOublieSchema, {})).toEqual({
      adresseEmail: 'Veuillez entrer une adresse e-mail',
    });
  });

  it('validation: reset needs e-mail, the 6-digit code and a new password of the policy', () => {
    expect(
      reinitialisationMotDePasseSchema.safeParse({
        adresseEmail: EMAIL,
        code: '123456',
        nouveauMotDePasse: PASSWORD,
      }).success,
    ).toBe(true);
    expect(
      errors(reinitialisationMotDePasseSchema, {
        adresseEmail: EMAIL,
        code: '12',
        nouveauMotDePasse: 'court',
      }),
    ).toEqual({
      code: 'Le code de confirmation doit contenir 6 chiffres',
      nouveauMotDePasse: 'Le mot de passe doit contenir au moins 10 caractères',
    });
  });

  it('validation, change of password: current one required, new one of the policy and different', () => {
    expect(
      changementMotDePasseSchema.safeParse({ motDePasse: 'ancien', nouveauMotDePasse: PASSWORD }).success,
    ).toBe(true);
    expect(errors(changementMotDePasseSchema, { motDePasse: '', nouveauMotDePasse: PASSWORD })).toEqual({
      motDePasse: 'Veuillez entrer votre mot de passe actuel',
    });
    expect(errors(changementMotDePasseSchema, { nouveauMotDePasse: PASSWORD })).toEqual({
      motDePasse: 'Veuillez entrer votre mot de passe actuel',
    });
    expect(errors(changementMotDePasseSchema, { motDePasse: PASSWORD, nouveauMotDePasse: PASSWORD })).toEqual(
      {
        nouveauMotDePasse: "Le nouveau mot de passe doit être différent de l'ancien",
      },
    );
  });
});
