// Demo users of the access tests: every role of docs/product-rules.md#entities with every office situation of docs/product-rules.md#screens.
import { ROLES, type Role } from '../src/roles.ts';
import type { Utilisateur } from '../src/utilisateur.ts';

/** The six roles of docs/product-rules.md#entities (checked against the spec's list in roles.test.ts). */
export const ALL_ROLES: readonly Role[] = ROLES;

export const OFFICES = {
  none: [],
  Argenteuil: [{ id: 'b-arg', nom: 'Argenteuil' }],
  Chartres: [{ id: 'b-cha', nom: 'Chartres' }],
  'Paris Nord': [{ id: 'b-pn', nom: 'Paris Nord' }],
} as const;
export type OfficeCase = keyof typeof OFFICES;
export const OFFICE_CASES = Object.keys(OFFICES) as OfficeCase[];

export function demoUser(role: Role, office: OfficeCase): Utilisateur {
  return {
    id: `${role}-${office}`,
    nomComplet: `Demo ${role}`,
    adresseEmail: `${role}@umj.test`,
    role,
    bureaux: [...OFFICES[office]],
  };
}

/** Every (role, office) pair, as rows for `it.each`. */
export const USER_CASES = ALL_ROLES.flatMap((role) => OFFICE_CASES.map((office) => ({ role, office })));
