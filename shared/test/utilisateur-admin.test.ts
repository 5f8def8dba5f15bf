// "Users" and "Examiners": the profile fields (French phone, RPPS of 11 digits), the create,
// edit and own-profile schemas, and the examiners query.
import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import {
  correspondAuStatut,
  creationUtilisateurSchema,
  filtreExaminateursSchema,
  rppsSchema,
  telephoneSchema,
  modificationProfilSchema,
  modificationUtilisateurSchema,
} from '../src/utilisateur.ts';

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const TELEPHONE =
  'Le numéro de téléphone doit être un numéro français à 10 chiffres (ex. 01 23 45 67 89 ou +33 1 23 45 67 89)';

describe('profile: téléphone and RPPS', () => {
  it('a French number in any usual form is stored as 01 23 45 67 89; empty or null clears it', () => {
    for (const typed of [
      '0123456789',
      '01 23 45 67 89',
      '01.23.45.67.89',
      '+33 1 23 45 67 89',
      '0033123456789',
    ])
      expect(telephoneSchema.parse(typed), typed).toBe('01 23 45 67 89');
    expect(telephoneSchema.parse('06-12-34-56-78')).toBe('06 12 34 56 78');
    expect(telephoneSchema.parse('  ')).toBeNull();
    expect(telephoneSchema.parse(null)).toBeNull();
  });

  it('anything else is refused with the French message', () => {
    for (const typed of ['012345678', '00123456789', '+44 20 7946 0958', '0012345678', 'abcdefghij', 12])
      expect(errors(telephoneSchema, typed), String(typed)).toEqual({ '': TELEPHONE });
  });

  it("RPPS: exactly 11 digits, else 'Le numéro RPPS doit comporter 11 chiffres'", () => {
    expect(rppsSchema.parse('10003456789')).toBe('10003456789');
    expect(rppsSchema.parse(' 100 034 567 89 ')).toBe('10003456789');
    expect(rppsSchema.parse('')).toBeNull();
    for (const typed of ['1000345678', '100034567890', '1000345678A'])
      expect(errors(rppsSchema, typed), typed).toEqual({ '': 'Le numéro RPPS doit comporter 11 chiffres' });
  });
});

describe('POST /utilisateurs', () => {
  const valid = {
    nomComplet: ' Claire Dubois ',
    adresseEmail: 'Claire.Dubois@UMJ.example',
    role: 'medecin',
    bureauIds: ['arg', 'arg', 'cha'],
  };

  it('name trimmed, e-mail lower-cased, office ids deduplicated; téléphone and RPPS optional', () => {
    expect(creationUtilisateurSchema.parse(valid)).toEqual({
      nomComplet: 'Claire Dubois',
      adresseEmail: 'claire.dubois@umj.example',
      role: 'medecin',
      bureauIds: ['arg', 'cha'],
    });
    expect(
      creationUtilisateurSchema.parse({ ...valid, telephone: '0612345678', rpps: '10003456789' }),
    ).toMatchObject({ telephone: '06 12 34 56 78', rpps: '10003456789' });
  });

  it("each field has its French message; role 'aucun' cannot be given", () => {
    expect(
      errors(creationUtilisateurSchema, {
        nomComplet: '',
        adresseEmail: 'pas-une-adresse',
        role: 'aucun',
        bureauIds: [''],
        rpps: '123',
      }),
    ).toEqual({
      nomComplet: 'Veuillez entrer le nom complet',
      adresseEmail: 'Adresse e-mail invalide',
      role: 'Veuillez choisir un rôle valide',
      'bureauIds.0': 'Bureau invalide',
      rpps: 'Le numéro RPPS doit comporter 11 chiffres',
    });
    expect(errors(creationUtilisateurSchema, {})).toMatchObject({ bureauIds: 'Bureaux invalides' });
  });
});

describe('PATCH /utilisateurs/{id} and /utilisateurs/moi', () => {
  it('only the fields sent; the version is always required (shared version contract)', () => {
    expect(modificationUtilisateurSchema.parse({ actif: false, version: 3 })).toEqual({
      actif: false,
      version: 3,
    });
    expect(errors(modificationUtilisateurSchema, { actif: false })).toEqual({ version: 'Version manquante' });
    expect(
      errors(modificationUtilisateurSchema, { role: 'pirate', bureauIds: 'arg', actif: 'oui', version: 1.5 }),
    ).toEqual({
      role: 'Veuillez choisir un rôle valide',
      bureauIds: 'Bureaux invalides',
      actif: 'Veuillez indiquer si le compte est actif',
      version: 'Version invalide',
    });
  });

  it('the own profile takes téléphone and RPPS only, with the version', () => {
    expect(
      modificationProfilSchema.parse({
        telephone: '',
        rpps: '10003456789',
        role: 'administrateur',
        version: 2,
      }),
    ).toEqual({ telephone: null, rpps: '10003456789', version: 2 });
    expect(errors(modificationProfilSchema, { rpps: '1', version: 1 })).toEqual({
      rpps: 'Le numéro RPPS doit comporter 11 chiffres',
    });
  });
});

describe('GET /examinateurs query', () => {
  it('role medecin|psychologue or both; statut tous (default), actifs, inactifs', () => {
    expect(filtreExaminateursSchema.parse({})).toEqual({ statut: 'tous' });
    expect(filtreExaminateursSchema.parse({ role: 'psychologue', statut: 'inactifs' })).toEqual({
      role: 'psychologue',
      statut: 'inactifs',
    });
    expect(errors(filtreExaminateursSchema, { role: 'secretariat', statut: 'certains' })).toEqual({
      role: 'Le rôle doit être medecin ou psychologue',
      statut: 'Le statut doit être tous, actifs ou inactifs',
    });
  });

  it('the status filter', () => {
    expect(correspondAuStatut({ actif: true }, 'tous')).toBe(true);
    expect(correspondAuStatut({ actif: false }, 'tous')).toBe(true);
    expect(correspondAuStatut({ actif: true }, 'actifs')).toBe(true);
    expect(correspondAuStatut({ actif: false }, 'actifs')).toBe(false);
    expect(correspondAuStatut({ actif: false }, 'inactifs')).toBe(true);
    expect(correspondAuStatut({ actif: true }, 'inactifs')).toBe(false);
  });
});
