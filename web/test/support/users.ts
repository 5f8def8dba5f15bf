// Users of the component tests, shaped like the demo accounts (offices by name, as the API gives them).
import type { Role } from '@umj/shared/roles';
import type { Utilisateur } from '@umj/shared/utilisateur';

export const BUREAUX = [
  { id: 'b-arg', nom: 'Argenteuil', version: 1 },
  { id: 'b-cha', nom: 'Chartres', version: 1 },
  { id: 'b-pn', nom: 'Paris Nord', version: 1 },
];

export function user(role: Role, bureauIds: string[] = ['b-arg']): Utilisateur {
  return {
    id: `u-${role}`,
    nomComplet: `Test ${role}`,
    adresseEmail: `${role}@umj.example`,
    role,
    bureaux: BUREAUX.filter((b) => bureauIds.includes(b.id)).map(({ id, nom }) => ({ id, nom })),
  };
}
