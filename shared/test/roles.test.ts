import { describe, expect, it } from 'vitest';
import {
  checkRoleRequirement,
  inGroup,
  isRole,
  ROLE_GROUPS,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '../src/roles.ts';

describe('entities, access: roles and groups', () => {
  it('entities: the six roles', () => {
    expect(ROLES).toEqual([
      'aucun',
      'administrateur',
      'secretariat',
      'secretariat-externe',
      'medecin',
      'psychologue',
    ]);
    expect(Object.keys(ROLE_LABELS)).toEqual([...ROLES]);
  });

  it('access, groups: admin, secretariat, any secretariat, examiner', () => {
    expect(ROLE_GROUPS.admin).toEqual(['administrateur']);
    expect(ROLE_GROUPS.secretariat).toEqual(['administrateur', 'secretariat']);
    expect(ROLE_GROUPS.anySecretariat).toEqual(['administrateur', 'secretariat', 'secretariat-externe']);
    expect(ROLE_GROUPS.examiner).toEqual(['medecin', 'psychologue']);
  });

  it('access: inGroup', () => {
    expect(inGroup('administrateur', 'secretariat')).toBe(true);
    expect(inGroup('secretariat-externe', 'secretariat')).toBe(false);
    expect(inGroup(null, 'examiner')).toBe(false);
  });

  it.each([
    ['medecin', true],
    ['pirate', false],
    [undefined, false],
    [3, false],
  ])('entities: isRole(%j) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});

describe('Access check', () => {
  it.each<[Role[] | Role | null | undefined, Role[] | Role | null | undefined, boolean]>([
    [undefined, undefined, true],
    [null, 'medecin', true],
    [[], [], true],
    [[], 'aucun', true],
    [['medecin', 'psychologue'], 'psychologue', true],
    [['medecin', 'psychologue'], ['secretariat', 'medecin'], true],
    ['administrateur', 'administrateur', true],
    ['administrateur', 'secretariat', false],
    [['medecin'], [], false],
    [['medecin'], null, false],
    [['medecin'], undefined, false],
  ])('access: requirement %j with roles %j passes: %s', (required, have, expected) => {
    expect(checkRoleRequirement(required, have)).toBe(expected);
  });
});
