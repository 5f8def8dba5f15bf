// Demo data: a dozen fictitious examiners (doctors and psychologists) spread over the three
// offices, with phone and RPPS numbers, so that /global/examinateur opens on something real. They are
// not sign-in accounts (nobody knows their password). Phone numbers are in the ranges ARCEP reserves
// for fiction (01 99 00 xx xx, 06 39 98 xx xx); RPPS numbers are made up. Idempotent: an examiner whose
// e-mail exists is left as it is. Also writes the office memberships (M1) that users created before
// lack, so that every demo user appears in its offices' lists.
import { randomBytes } from 'node:crypto';
import type { RoleExaminateur } from '@umj/shared/utilisateur';
import {
  completerMembres,
  creerUtilisateurs,
  emailsExistants,
  listerUtilisateurs,
  nouvelUtilisateur,
} from '../data/utilisateurs.ts';
import { AlreadyExistsError } from '../errors.ts';
import { hashPassword } from '../lib/auth/password.ts';
import type { DemoBureauId } from './demo-accounts.ts';

export interface DemoExaminateur {
  nomComplet: string;
  adresseEmail: string;
  role: RoleExaminateur;
  bureauIds: DemoBureauId[];
  telephone: string;
  rpps: string;
  actif: boolean;
}

export const DEMO_EXAMINATEURS: readonly DemoExaminateur[] = [
  {
    nomComplet: 'Dr Camille Lefèvre',
    adresseEmail: 'camille.lefevre@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['argenteuil'],
    telephone: '06 39 98 10 01',
    rpps: '10101234501',
    actif: true,
  },
  {
    nomComplet: 'Dr Julien Moreau',
    adresseEmail: 'julien.moreau@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['argenteuil', 'paris-nord'],
    telephone: '06 39 98 10 02',
    rpps: '10101234502',
    actif: true,
  },
  {
    nomComplet: 'Dr Sophie Garnier',
    adresseEmail: 'sophie.garnier@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['chartres'],
    telephone: '06 39 98 10 03',
    rpps: '10101234503',
    actif: true,
  },
  {
    nomComplet: 'Dr Antoine Rousseau',
    adresseEmail: 'antoine.rousseau@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['chartres'],
    telephone: '06 39 98 10 04',
    rpps: '10101234504',
    actif: false,
  },
  {
    nomComplet: 'Dr Nadia Benali',
    adresseEmail: 'nadia.benali@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['paris-nord'],
    telephone: '01 99 00 20 05',
    rpps: '10101234505',
    actif: true,
  },
  {
    nomComplet: 'Dr Thomas Girard',
    adresseEmail: 'thomas.girard@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['paris-nord'],
    telephone: '01 99 00 20 06',
    rpps: '10101234506',
    actif: true,
  },
  {
    nomComplet: 'Dr Élise Fontaine',
    adresseEmail: 'elise.fontaine@examinateurs.umj.example',
    role: 'medecin',
    bureauIds: ['argenteuil'],
    telephone: '06 39 98 10 07',
    rpps: '10101234507',
    actif: false,
  },
  {
    nomComplet: 'Claire Dubois',
    adresseEmail: 'claire.dubois@examinateurs.umj.example',
    role: 'psychologue',
    bureauIds: ['argenteuil'],
    telephone: '06 39 98 20 08',
    rpps: '10101234508',
    actif: true,
  },
  {
    nomComplet: 'Hugo Lambert',
    adresseEmail: 'hugo.lambert@examinateurs.umj.example',
    role: 'psychologue',
    bureauIds: ['chartres'],
    telephone: '06 39 98 20 09',
    rpps: '10101234509',
    actif: true,
  },
  {
    nomComplet: 'Manon Chevalier',
    adresseEmail: 'manon.chevalier@examinateurs.umj.example',
    role: 'psychologue',
    bureauIds: ['chartres', 'argenteuil'],
    telephone: '06 39 98 20 10',
    rpps: '10101234510',
    actif: true,
  },
  {
    nomComplet: 'Karim Haddad',
    adresseEmail: 'karim.haddad@examinateurs.umj.example',
    role: 'psychologue',
    bureauIds: ['paris-nord'],
    telephone: '01 99 00 30 11',
    rpps: '10101234511',
    actif: true,
  },
  {
    nomComplet: 'Louise Mercier',
    adresseEmail: 'louise.mercier@examinateurs.umj.example',
    role: 'psychologue',
    bureauIds: ['paris-nord'],
    telephone: '01 99 00 30 12',
    rpps: '10101234512',
    actif: false,
  },
];

/** Creates the missing demo examiners, then completes every user's office memberships. */
export async function seedDemoExaminateurs(now: Date): Promise<void> {
  const existing = await emailsExistants(DEMO_EXAMINATEURS.map((e) => e.adresseEmail));
  const missing = DEMO_EXAMINATEURS.filter((e) => !existing.has(e.adresseEmail));
  if (missing.length > 0) {
    // One hash for all: nobody knows this password, these are not sign-in accounts.
    const motDePasseHash = await hashPassword(randomBytes(32).toString('base64url'));
    for (const e of missing) {
      const { actif, ...champs } = e;
      const u = nouvelUtilisateur(
        { ...champs, bureauIds: [...e.bureauIds], confirme: true, motDePasseHash },
        now,
      );
      try {
        await creerUtilisateurs([{ ...u, actif }]);
      } catch (error) {
        if (!(error instanceof AlreadyExistsError)) throw error;
      }
    }
  }
  for (const u of await listerUtilisateurs()) await completerMembres(u);
}
