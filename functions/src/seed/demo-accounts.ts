// (Local runtime): the demo offices and accounts, all with the password `Demo-2026!`.
import type { Role } from '@umj/shared/roles';

export const DEMO_PASSWORD = 'Demo-2026!';

/** Stable ids so that seeding twice finds the same offices. */
export const DEMO_BUREAUX = [
  { id: 'argenteuil', nom: 'Argenteuil' },
  { id: 'chartres', nom: 'Chartres' },
  { id: 'paris-nord', nom: 'Paris Nord' },
] as const;
export type DemoBureauId = (typeof DEMO_BUREAUX)[number]['id'];

export interface DemoAccount {
  adresseEmail: string;
  nomComplet: string;
  role: Role;
  bureauIds: DemoBureauId[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    adresseEmail: 'admin@umj.example',
    nomComplet: 'Administrateur Démo',
    role: 'administrateur',
    bureauIds: [],
  },
  {
    // An administrator whose account lists an office: it administers Argenteuil's users and reads the
    // audit trail of Argenteuil only (docs/security.md#audit-trail).
    adresseEmail: 'admin.argenteuil@umj.example',
    nomComplet: 'Administrateur Argenteuil',
    role: 'administrateur',
    bureauIds: ['argenteuil'],
  },
  {
    adresseEmail: 'secretariat.argenteuil@umj.example',
    nomComplet: 'Secrétariat Argenteuil',
    role: 'secretariat',
    bureauIds: ['argenteuil'],
  },
  {
    adresseEmail: 'secretariat.parisnord@umj.example',
    nomComplet: 'Secrétariat Paris Nord',
    role: 'secretariat',
    bureauIds: ['paris-nord'],
  },
  {
    adresseEmail: 'externe.chartres@umj.example',
    nomComplet: 'Secrétariat externe Chartres',
    role: 'secretariat-externe',
    bureauIds: ['chartres'],
  },
  {
    adresseEmail: 'medecin.argenteuil@umj.example',
    nomComplet: 'Médecin Argenteuil',
    role: 'medecin',
    bureauIds: ['argenteuil'],
  },
  {
    adresseEmail: 'medecin.parisnord@umj.example',
    nomComplet: 'Médecin Paris Nord',
    role: 'medecin',
    bureauIds: ['paris-nord'],
  },
  {
    adresseEmail: 'psychologue.argenteuil@umj.example',
    nomComplet: 'Psychologue Argenteuil',
    role: 'psychologue',
    bureauIds: ['argenteuil'],
  },
];
