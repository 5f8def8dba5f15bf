// Test data written through the data functions of src/data (real DynamoDB Local), each with unique
// ids and e-mails.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Role } from '@umj/shared/roles';
import { creerBureau, type BureauItem } from '../../src/data/bureaux.ts';
import { creerUtilisateur, type UtilisateurItem } from '../../src/data/utilisateurs.ts';
import { hashPassword } from '../../src/lib/auth/password.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { call } from './events.ts';

export const TEST_PASSWORD = 'Mot-de-passe-2026!';

export interface TestUser extends UtilisateurItem {
  motDePasse: string;
}

export async function createTestUser(
  role: Role,
  bureauIds: string[] = [],
  overrides: Partial<UtilisateurItem> = {},
): Promise<TestUser> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const user: UtilisateurItem = {
    id,
    nomComplet: `Test ${role} ${id.slice(0, 8)}`,
    adresseEmail: `${role}.${id}@test.umj.example`,
    role,
    bureauIds,
    actif: true,
    confirme: true,
    motDePasseHash: await hashPassword(TEST_PASSWORD),
    validAfter: 0,
    echecsConnexion: 0,
    version: 1,
    creeLe: now,
    modifieLe: now,
    ...overrides,
  };
  await creerUtilisateur(user);
  return { ...user, motDePasse: TEST_PASSWORD };
}

export async function loginAs(user: { adresseEmail: string; motDePasse: string }): Promise<string> {
  const res = await call(login, {
    method: 'POST',
    path: '/auth/login',
    body: { adresseEmail: user.adresseEmail, motDePasse: user.motDePasse },
  });
  if (res.statusCode !== 200)
    throw new Error(`connexion refusée : ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** A user of the role, signed in: its item and a token. */
export async function signedIn(
  role: Role,
  bureauIds: string[] = [],
): Promise<{ user: TestUser; token: string }> {
  const user = await createTestUser(role, bureauIds);
  return { user, token: await loginAs(user) };
}

export async function createTestBureau(nom = `Bureau ${randomUUID().slice(0, 8)}`): Promise<BureauItem> {
  const now = new Date().toISOString();
  const bureau: BureauItem = { id: randomUUID(), nom, logo: null, version: 1, creeLe: now, modifieLe: now };
  await creerBureau(bureau);
  return bureau;
}

/** The last 6-digit code mailed to `to` through the local outbox. */
export async function lastCodeSentTo(to: string): Promise<string | undefined> {
  const mails = await mailsTo(to);
  const last = mails.at(-1);
  return last ? /\b(\d{6})\b/.exec(last)?.[1] : undefined;
}

export async function mailsTo(to: string): Promise<string[]> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const files = (await readdir(dir)).sort();
  const contents = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return contents.filter((c) => c.includes(`To: ${to}\n`));
}
