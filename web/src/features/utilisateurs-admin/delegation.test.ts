// "Who may administer whom", as the users screen derives it from shared/administration.ts.
import { describe, expect, it } from 'vitest';
import type { UtilisateurAdmin } from '@umj/shared/utilisateur';
import { administrateurCourant, regleEcran } from './delegation.ts';

const ref = (id: string) => ({ id, nom: id });
const user = (id: string, role: UtilisateurAdmin['role'], bureaux: string[]) => ({
  id,
  role,
  bureaux: bureaux.map(ref),
});

const LIBRE = administrateurCourant(user('a-libre', 'administrateur', []));
const LIMITE = administrateurCourant(user('a-arg', 'administrateur', ['arg']));

describe('users screen delegation rules', () => {
  it('an unrestricted administrator may give every role but "aucun", offices optional', () => {
    expect(regleEcran(LIBRE)).toEqual({
      modifiable: true,
      roles: ['administrateur', 'secretariat', 'secretariat-externe', 'medecin', 'psychologue'],
      bureauxObligatoires: false,
      roleEtBureauxFiges: false,
      activable: true,
    });
  });

  it('"aucun" is offered only to keep it on an account that has it (a fresh sign-up)', () => {
    expect(regleEcran(LIBRE, user('u', 'aucun', [])).roles[0]).toBe('aucun');
  });

  it('an administrator limited to offices is not offered the administrator role; offices required', () => {
    const regle = regleEcran(LIMITE);
    expect(regle.roles).toEqual(['secretariat', 'secretariat-externe', 'medecin', 'psychologue']);
    expect(regle.bureauxObligatoires).toBe(true);
  });

  it('…but keeps it for another administrator of its offices (the role is not granted, it is kept)', () => {
    const regle = regleEcran(LIMITE, user('a-arg-2', 'administrateur', ['arg']));
    expect(regle.modifiable).toBe(true);
    expect(regle.roles).toContain('administrateur');
  });

  it('an administrator limited to offices cannot change its own role or offices, nor deactivate itself', () => {
    const regle = regleEcran(LIMITE, user('a-arg', 'administrateur', ['arg']));
    expect(regle).toMatchObject({ modifiable: true, roleEtBureauxFiges: true, activable: false });
    expect(regle.roles).toEqual(['administrateur']);
  });

  it('an unrestricted administrator may change its own role and offices (never deactivate itself here)', () => {
    expect(regleEcran(LIBRE, user('a-libre', 'administrateur', []))).toMatchObject({
      roleEtBureauxFiges: false,
      activable: false,
    });
  });

  it('an unrestricted administrator, or a user of another office, is read-only for a limited one', () => {
    expect(regleEcran(LIMITE, user('a-libre', 'administrateur', [])).modifiable).toBe(false);
    expect(regleEcran(LIMITE, user('u-cha', 'secretariat', ['arg', 'cha'])).modifiable).toBe(false);
    expect(regleEcran(LIMITE, user('u-cha', 'secretariat', ['arg', 'cha'])).activable).toBe(false);
  });
});
