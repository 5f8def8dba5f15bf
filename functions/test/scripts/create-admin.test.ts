import '../helpers/test-env.ts';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ecrituresAudit } from '../helpers/audit-ecrit.ts';
import { listerEntreesAuditDuJour } from '../../src/data/audit.ts';
import { lireUtilisateurParEmail } from '../../src/data/utilisateurs.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { createAdmin, main, PASSWORD_ENV } from '../../src/scripts/create-admin.ts';
import { call } from '../helpers/events.ts';
import { createTestUser, loginAs } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('create-admin');

const PASSWORD = 'Premier-admin-2026!';
const functionsDir = fileURLToPath(new URL('../../', import.meta.url));
const moi = (token: string) => call(getMoi, { path: '/utilisateurs/moi', token });
const email = (name: string) => `${name}.${Date.now()}@test.umj.example`;

afterEach(() => {
  delete process.env[PASSWORD_ENV];
});

describe('create-admin: the first administrator on AWS (API, docs/deployment.md)', () => {
  it('access: creates an administrator without office (all offices), active and confirmed, who can sign in', async () => {
    const adresseEmail = email('premier');
    const result = await createAdmin({ adresseEmail, nomComplet: 'Premier Admin', motDePasse: PASSWORD });
    expect(result.action).toBe('créé');
    const token = await loginAs({ adresseEmail, motDePasse: PASSWORD });
    const res = await moi(token);
    expect(res.body).toEqual({
      id: result.id,
      nomComplet: 'Premier Admin',
      adresseEmail,
      role: 'administrateur',
      bureaux: [],
      telephone: null,
      rpps: null,
      version: 1,
    });
  });

  it("Audit trail: the creation is recorded (action scripts/create-admin, target, UTC date, status 201) in the account's own transaction", async () => {
    const now = new Date();
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      createAdmin({ adresseEmail: email('audit'), nomComplet: 'Admin Audit', motDePasse: PASSWORD }, now),
    );
    expect(seules).toEqual([]);
    expect(avecLeChangement).toHaveLength(1);
    const attendue = {
      action: 'scripts/create-admin',
      cible: `UTILISATEUR#${resultat.id}`,
      resultat: 'succès',
      statusCode: 201,
      date: now.toISOString(),
    };
    expect(avecLeChangement[0]).toMatchObject(attendue);
    const { entries } = await listerEntreesAuditDuJour(now.toISOString().slice(0, 10), 200, undefined);
    expect(entries).toContainEqual(expect.objectContaining(attendue));
  });

  it('API: promotes an existing account (role aucun, one office), sets the password and ends its sessions', async () => {
    const user = await createTestUser('aucun', ['b1']);
    const oldToken = await loginAs(user);
    const result = await createAdmin({
      adresseEmail: user.adresseEmail,
      nomComplet: 'Ignoré pour un compte existant',
      motDePasse: PASSWORD,
    });
    expect(result).toEqual({ id: user.id, action: 'promu' });
    const stored = await lireUtilisateurParEmail(user.adresseEmail);
    expect(stored).toMatchObject({
      role: 'administrateur',
      bureauIds: [],
      actif: true,
      confirme: true,
      nomComplet: user.nomComplet,
      version: user.version + 1,
    });
    expect((await moi(oldToken)).statusCode).toBe(401);
    await expect(loginAs(user)).rejects.toThrow(/401/);
    const token = await loginAs({ adresseEmail: user.adresseEmail, motDePasse: PASSWORD });
    expect((await moi(token)).body.role).toBe('administrateur');
  });

  it('API: the arguments and the password follow the shared rules (nothing written otherwise)', async () => {
    process.env[PASSWORD_ENV] = PASSWORD;
    await expect(main(['--email', 'pas-une-adresse', '--nom', 'X'])).rejects.toThrow(
      '--email : Adresse e-mail invalide',
    );
    await expect(main(['--email', email('sans-nom')])).rejects.toThrow(
      '--nom : Veuillez entrer votre nom complet',
    );
    const adresseEmail = email('court');
    process.env[PASSWORD_ENV] = 'court';
    await expect(main(['--email', adresseEmail, '--nom', 'Admin Court'])).rejects.toThrow(
      'mot de passe : Le mot de passe doit contenir au moins 10 caractères',
    );
    expect(await lireUtilisateurParEmail(adresseEmail)).toBeUndefined();
  });

  it('API: main() takes the password from UMJ_ADMIN_PASSWORD and prints the account', async () => {
    const log = vi.spyOn(console, 'log');
    process.env[PASSWORD_ENV] = PASSWORD;
    const adresseEmail = email('env');
    const result = await main(['--email', adresseEmail, '--nom', 'Admin Env']);
    expect(log).toHaveBeenCalledWith(`Administrateur créé : ${adresseEmail} (id ${result.id})`);
    expect(await loginAs({ adresseEmail, motDePasse: PASSWORD })).toBeTruthy();
  });

  it('API: `npm run create-admin` reads the password from stdin (never from the arguments)', async () => {
    const adresseEmail = email('stdin');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/create-admin.ts', '--email', adresseEmail, '--nom', 'Admin Stdin'],
      { cwd: functionsDir, env: { ...process.env, [PASSWORD_ENV]: '' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.stdin.end(`${PASSWORD}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(output).toContain(`Administrateur créé : ${adresseEmail}`);
    expect(code).toBe(0);
    expect((await lireUtilisateurParEmail(adresseEmail))?.role).toBe('administrateur');
  });
});
