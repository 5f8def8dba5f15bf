import '../helpers/test-env.ts';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { listerEntreesAuditDuJour } from '../../src/data/audit.ts';
import { lireUtilisateur } from '../../src/data/utilisateurs.ts';
import { call } from '../helpers/events.ts';
import { createTestUser, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-login');

const post = (body: unknown) => call(login, { method: 'POST', path: '/auth/login', body });

describe('POST /auth/login (calls, API)', () => {
  it('calls: answers { accessToken } and a device token: HS256 JWT with sub, sid, role, issuer, audience and a 10 h expiry', async () => {
    const user = await createTestUser('secretariat', ['b1']);
    const res = await post({ adresseEmail: user.adresseEmail, motDePasse: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body)).toEqual(['accessToken', 'jetonAppareil']);
    const claims = decodeJwt(res.body.accessToken);
    expect(decodeProtectedHeader(res.body.accessToken).alg).toBe('HS256');
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'secretariat',
      iss: 'umj-backoffice',
      aud: 'umj-backoffice-spa',
    });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - Math.floor(claims.iat!)).toBe(10 * 3600);
  });

  it('the e-mail is matched case-insensitively and trimmed (shared adresseEmailSchema)', async () => {
    const user = await createTestUser('medecin');
    const res = await post({
      adresseEmail: `  ${user.adresseEmail.toUpperCase()} `,
      motDePasse: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('a wrong password and an unknown e-mail get the same generic 401 message', async () => {
    const user = await createTestUser('medecin');
    const wrong = await post({ adresseEmail: user.adresseEmail, motDePasse: 'pas-le-bon' });
    const unknown = await post({ adresseEmail: 'personne@test.umj.example', motDePasse: 'pas-le-bon' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Adresse e-mail ou mot de passe incorrect',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('bad input is a 400 with the French message and the field', async () => {
    const badEmail = await post({ adresseEmail: 'pas-une-adresse', motDePasse: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Adresse e-mail invalide',
      field: 'adresseEmail',
    });
    const noPassword = await post({ adresseEmail: 'a@b.example' });
    expect(noPassword.body).toMatchObject({
      message: 'Veuillez entrer un mot de passe',
      field: 'motDePasse',
    });
    const notJson = await call(login, { method: 'POST', path: '/auth/login', rawBody: '{pas du json' });
    expect(notJson.body).toMatchObject({ statusCode: 400, field: 'body' });
    const empty = await call(login, { method: 'POST', path: '/auth/login' });
    expect(empty.body).toMatchObject({ statusCode: 400, field: 'body' });
  });

  it('and 12: after 5 failures in a row (unknown device) the sign-in waits 1 minute (429), even with the right password', async () => {
    const user = await createTestUser('secretariat');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post({ adresseEmail: user.adresseEmail, motDePasse: 'mauvais' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await post({ adresseEmail: user.adresseEmail, motDePasse: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Trop de tentatives de connexion échouées. Réessayez dans 1 minute.',
    });
    const stored = await lireUtilisateur(user.id);
    expect(stored!.verrouilleJusqua! - Date.now()).toBeGreaterThan(50_000);
    expect(stored!.verrouilleJusqua! - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('a success clears the failure count', async () => {
    const user = await createTestUser('secretariat');
    for (let i = 0; i < 3; i++) await post({ adresseEmail: user.adresseEmail, motDePasse: 'mauvais' });
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(3);
    expect((await post({ adresseEmail: user.adresseEmail, motDePasse: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(0);
  });

  it('an account not confirmed or disabled cannot sign in (403)', async () => {
    const pending = await createTestUser('aucun', [], { confirme: false });
    const disabled = await createTestUser('medecin', [], { actif: false });
    expect(
      (await post({ adresseEmail: pending.adresseEmail, motDePasse: TEST_PASSWORD })).body,
    ).toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_NOT_CONFIRMED',
    });
    expect(
      (await post({ adresseEmail: disabled.adresseEmail, motDePasse: TEST_PASSWORD })).body,
    ).toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_DISABLED',
    });
  });

  it('Audit trail: sign-ins are recorded, success and failure, with who, office, when (UTC) and result', async () => {
    const user = await createTestUser('medecin', ['bureau-audit']);
    await post({ adresseEmail: user.adresseEmail, motDePasse: 'mauvais' });
    await post({ adresseEmail: user.adresseEmail, motDePasse: TEST_PASSWORD });
    const today = new Date().toISOString().slice(0, 10);
    const { entries } = await listerEntreesAuditDuJour(today, 200, undefined);
    const mine = entries.filter((e) => e.utilisateurId === user.id);
    expect(mine.map((e) => [e.action, e.resultat, e.statusCode]).sort()).toEqual(
      [
        ['auth/login', 'succès', 200],
        ['auth/login', 'refusé', 401],
      ].sort(),
    );
    expect(mine[0]).toMatchObject({
      adresseEmail: user.adresseEmail,
      bureauId: 'bureau-audit',
      role: 'medecin',
    });
    expect(mine[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
