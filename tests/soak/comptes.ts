// The soak's staff: secretaries and doctors of one office (the demo's Argenteuil), created once by a
// seed helper through the data layer, like the demo accounts (functions/src/seed/seed.ts): a second run
// finds them and creates nothing. The data modules are imported only when called: the DynamoDB client
// reads its endpoint from the environment when first loaded.
import { DEMO_PASSWORD } from '@umj/functions/seed/demo-accounts';

export const BUREAU_SOAK = 'argenteuil';
export const MOT_DE_PASSE_SOAK = DEMO_PASSWORD;

export interface CompteSoak {
  adresseEmail: string;
  nomComplet: string;
  role: 'secretariat' | 'medecin';
}

/** Two secretaries for one doctor, numbered from 01: `soak.secretariat.01@umj.example`, ... */
export function comptesSoak(nombre: number): CompteSoak[] {
  const medecins = Math.floor(nombre / 3);
  return Array.from({ length: nombre }, (_, i) => {
    const role = i < nombre - medecins ? 'secretariat' : 'medecin';
    const n = String(role === 'secretariat' ? i + 1 : i - (nombre - medecins) + 1).padStart(2, '0');
    const libelle = role === 'secretariat' ? 'Secrétariat' : 'Médecin';
    return { adresseEmail: `soak.${role}.${n}@umj.example`, nomComplet: `${libelle} soak ${n}`, role };
  });
}

/** Creates the accounts that do not exist yet (idempotent); answers how many it created. */
export async function assurerComptesSoak(comptes: readonly CompteSoak[]): Promise<number> {
  const { creerUtilisateurs, emailsExistants, nouvelUtilisateur } = await import(
    '@umj/functions/data/utilisateurs'
  );
  const { hashPassword } = await import('@umj/functions/lib/auth/password');
  const existants = await emailsExistants(comptes.map((c) => c.adresseEmail));
  const manquants = comptes.filter((c) => !existants.has(c.adresseEmail));
  if (manquants.length === 0) return 0;
  // One hash for every soak account (same password): 30 key derivations would cost a minute here.
  const motDePasseHash = await hashPassword(MOT_DE_PASSE_SOAK);
  const now = new Date();
  const items = manquants.map((c) =>
    nouvelUtilisateur({ ...c, bureauIds: [BUREAU_SOAK], confirme: true, motDePasseHash }, now),
  );
  // A transaction holds at most 100 writes; each user is a few items.
  for (let i = 0; i < items.length; i += 10) await creerUtilisateurs(items.slice(i, i + 10));
  return manquants.length;
}
