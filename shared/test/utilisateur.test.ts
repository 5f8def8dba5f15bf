import { describe, expect, it } from 'vitest';
import {
  avatarInitial,
  deriveUtilisateur,
  DISPLAY_NAME_FALLBACK,
  displayName,
  userFlags,
  utilisateurSchema,
  type UserFlags,
} from '../src/utilisateur.ts';
import type { Role } from '../src/roles.ts';
import { ALL_ROLES, demoUser } from './fixtures-access.ts';

describe('screens, entities: display name and avatar', () => {
  it("screens: the fallback display name is 'Admin User ' with its trailing space", () => {
    expect(DISPLAY_NAME_FALLBACK).toBe('Admin User ');
    expect(displayName({ nomComplet: '  ', adresseEmail: 'a@b.fr' })).toBe('Admin User ');
    expect(displayName(null)).toBe('Admin User ');
  });

  it('screens: the display name is the full name', () => {
    expect(displayName({ nomComplet: ' Jeanne Martin ', adresseEmail: 'j@b.fr' })).toBe('Jeanne Martin');
  });

  it.each([
    [{ nomComplet: 'élodie Roux', adresseEmail: 'x@b.fr' }, 'É'],
    [{ nomComplet: '', adresseEmail: 'marc@umj.fr' }, 'M'],
    [{ nomComplet: ' ', adresseEmail: ' ' }, 'A'],
    [undefined, 'A'],
  ])('screens: avatar letter of %j is %s (name, else e-mail, else the fallback name)', (user, letter) => {
    expect(avatarInitial(user)).toBe(letter);
  });
});

describe('entities, access: derived flags', () => {
  const FLAGS: Record<Role, (keyof UserFlags)[]> = {
    aucun: [],
    administrateur: ['isAdmin', 'isSecretariat', 'isAnySecretariat'],
    secretariat: ['isSecretariat', 'isAnySecretariat'],
    'secretariat-externe': ['isExternalSecretariat', 'isAnySecretariat'],
    medecin: ['isDoctor', 'isExaminer'],
    psychologue: ['isPsychologist', 'isExaminer'],
  };

  it.each(ALL_ROLES)('access: flags of %s', (role) => {
    const flags = userFlags({ role });
    const set = (Object.keys(flags) as (keyof UserFlags)[]).filter((k) => flags[k]);
    expect(set.sort()).toEqual([...FLAGS[role]].sort());
  });

  it('entities, no user: every flag is false', () => {
    expect(Object.values(userFlags(null)).every((v) => v === false)).toBe(true);
  });

  it('entities: deriveUtilisateur gathers name, e-mail, role, initial and flags', () => {
    const user = utilisateurSchema.parse(demoUser('medecin', 'Chartres'));
    expect(deriveUtilisateur(user)).toEqual({
      displayName: 'Demo medecin',
      email: 'medecin@umj.test',
      role: 'medecin',
      initial: 'D',
      ...userFlags({ role: 'medecin' }),
    });
  });

  it('entities: an unknown role is refused by the user schema', () => {
    const result = utilisateurSchema.safeParse({ ...demoUser('aucun', 'none'), role: 'pirate' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Rôle invalide');
  });
});
