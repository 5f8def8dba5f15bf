import '../helpers/test-env.ts';
import { describe, expect, it } from 'vitest';
import { handler as signup } from '../../src/handlers/auth/signup.ts';
import { handler as confirmSignup } from '../../src/handlers/auth/confirm-signup.ts';
import { handler as forgotPassword } from '../../src/handlers/auth/forgot-password.ts';
import { handler as resetPassword } from '../../src/handlers/auth/reset-password.ts';
import { handler as changePassword } from '../../src/handlers/auth/change-password.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { lireUtilisateurParEmail } from '../../src/data/utilisateurs.ts';
import { call } from '../helpers/events.ts';
import { lastCodeSentTo, loginAs, mailsTo, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-signup');

const post = (handler: Parameters<typeof call>[0], path: string, body: unknown, token?: string) =>
  call(handler, { method: 'POST', path, body, ...(token ? { token } : {}) });
const uniqueEmail = () => `nouveau.${Math.random().toString(36).slice(2)}@test.umj.example`;
const NEW_PASSWORD = 'Un-nouveau-mot-2026';

/** A wrong code that differs from `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up and confirmation (API: public routes of the SPA)', () => {
  it("sign-up creates an unconfirmed account with role 'aucun' and e-mails a 6-digit code to the outbox", async () => {
    const adresseEmail = uniqueEmail();
    const res = await post(signup, '/auth/signup', {
      nomComplet: 'Jeanne Martin',
      adresseEmail,
      motDePasse: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    const stored = await lireUtilisateurParEmail(adresseEmail);
    expect(stored).toMatchObject({ role: 'aucun', confirme: false, actif: true, bureauIds: [], version: 1 });
    expect(stored!.motDePasseHash).not.toContain(NEW_PASSWORD);
    const code = await lastCodeSentTo(adresseEmail);
    expect(code).toMatch(/^\d{6}$/);

    expect((await post(login, '/auth/login', { adresseEmail, motDePasse: NEW_PASSWORD })).statusCode).toBe(
      403,
    );
    const wrong = await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code: wrongCode(code!) });
    expect(wrong.body).toMatchObject({ statusCode: 400, field: 'code', message: 'Code invalide ou expiré' });
    const ok = await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code });
    expect(ok.statusCode).toBe(200);
    const again = await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code });
    expect(again.statusCode).toBe(400);

    const token = await loginAs({ adresseEmail, motDePasse: NEW_PASSWORD });
    expect((await call(getMoi, { token })).body).toMatchObject({
      nomComplet: 'Jeanne Martin',
      role: 'aucun',
      bureaux: [],
    });
  });

  it('no user enumeration: signing up with a taken e-mail answers the same 202 and creates nothing', async () => {
    const { user } = await signedIn('medecin');
    const res = await post(signup, '/auth/signup', {
      nomComplet: 'Imposteur',
      adresseEmail: user.adresseEmail,
      motDePasse: NEW_PASSWORD,
    });
    const fresh = await post(signup, '/auth/signup', {
      nomComplet: 'Autre',
      adresseEmail: uniqueEmail(),
      motDePasse: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.body).toEqual(fresh.body);
    expect((await lireUtilisateurParEmail(user.adresseEmail))!.nomComplet).toBe(user.nomComplet);
    expect(await mailsTo(user.adresseEmail)).toHaveLength(1);
  });

  it('signing up again with an address never confirmed e-mails a fresh code (the old one is void); name and password stay', async () => {
    const adresseEmail = uniqueEmail();
    await post(signup, '/auth/signup', { nomComplet: 'Première', adresseEmail, motDePasse: NEW_PASSWORD });
    const first = await lastCodeSentTo(adresseEmail);
    const again = await post(signup, '/auth/signup', {
      nomComplet: 'Seconde',
      adresseEmail,
      motDePasse: 'Autre-mot-de-passe-2026',
    });
    expect(again.statusCode).toBe(202);
    const second = await lastCodeSentTo(adresseEmail);
    expect(await mailsTo(adresseEmail)).toHaveLength(2);
    expect(second).toMatch(/^\d{6}$/);
    if (second !== first) {
      const old = await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code: first });
      expect(old.statusCode).toBe(400);
    }
    expect(
      (await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code: second })).statusCode,
    ).toBe(200);
    expect((await lireUtilisateurParEmail(adresseEmail))!.nomComplet).toBe('Première');
    expect((await post(login, '/auth/login', { adresseEmail, motDePasse: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('sign-up input errors are 400 with the French message and the field', async () => {
    const res = await post(signup, '/auth/signup', {
      nomComplet: 'A',
      adresseEmail: uniqueEmail(),
      motDePasse: 'court',
    });
    expect(res.body).toMatchObject({
      statusCode: 400,
      field: 'motDePasse',
      message: 'Le mot de passe doit contenir au moins 10 caractères',
    });
    const noName = await post(signup, '/auth/signup', {
      adresseEmail: uniqueEmail(),
      motDePasse: NEW_PASSWORD,
    });
    expect(noName.body).toMatchObject({ field: 'nomComplet', message: 'Veuillez entrer votre nom complet' });
  });

  it('a confirmation code allows 5 attempts, then it is void even when right', async () => {
    const adresseEmail = uniqueEmail();
    await post(signup, '/auth/signup', { nomComplet: 'Essais', adresseEmail, motDePasse: NEW_PASSWORD });
    const code = (await lastCodeSentTo(adresseEmail))!;
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code: wrongCode(code) }))
          .statusCode,
      ).toBe(400);
    }
    expect((await post(confirmSignup, '/auth/confirm-signup', { adresseEmail, code })).statusCode).toBe(400);
  });
});

describe('forgotten and reset password (API)', () => {
  it('forgot-password answers the same 202 for known and unknown e-mails; only the known one gets a code', async () => {
    const { user } = await signedIn('secretariat');
    const unknown = uniqueEmail();
    const a = await post(forgotPassword, '/auth/forgot-password', { adresseEmail: user.adresseEmail });
    const b = await post(forgotPassword, '/auth/forgot-password', { adresseEmail: unknown });
    expect(a.statusCode).toBe(202);
    expect(b).toEqual(a);
    expect(await lastCodeSentTo(user.adresseEmail)).toMatch(/^\d{6}$/);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('reset-password with the code sets the new password and ends every session (validAfter)', async () => {
    const { user, token } = await signedIn('secretariat');
    await post(forgotPassword, '/auth/forgot-password', { adresseEmail: user.adresseEmail });
    const code = (await lastCodeSentTo(user.adresseEmail))!;
    const bad = await post(resetPassword, '/auth/reset-password', {
      adresseEmail: user.adresseEmail,
      code: wrongCode(code),
      nouveauMotDePasse: NEW_PASSWORD,
    });
    expect(bad.body).toMatchObject({ statusCode: 400, field: 'code' });
    const res = await post(resetPassword, '/auth/reset-password', {
      adresseEmail: user.adresseEmail,
      code,
      nouveauMotDePasse: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await call(getMoi, { token })).statusCode).toBe(401);
    expect(
      (await post(login, '/auth/login', { adresseEmail: user.adresseEmail, motDePasse: user.motDePasse }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(login, '/auth/login', { adresseEmail: user.adresseEmail, motDePasse: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('reset-password for an unknown e-mail is the same 400 as a wrong code', async () => {
    const res = await post(resetPassword, '/auth/reset-password', {
      adresseEmail: uniqueEmail(),
      code: '123456',
      nouveauMotDePasse: NEW_PASSWORD,
    });
    expect(res.body).toMatchObject({ statusCode: 400, field: 'code', message: 'Code invalide ou expiré' });
  });

  it('change-password checks the current password, ends the other sessions and returns a fresh token', async () => {
    const { user, token } = await signedIn('medecin');
    const wrong = await post(
      changePassword,
      '/auth/change-password',
      { motDePasse: 'faux', nouveauMotDePasse: NEW_PASSWORD },
      token,
    );
    expect(wrong.body).toMatchObject({
      statusCode: 400,
      field: 'motDePasse',
      message: 'Mot de passe actuel incorrect',
    });
    const same = await post(
      changePassword,
      '/auth/change-password',
      { motDePasse: user.motDePasse, nouveauMotDePasse: user.motDePasse },
      token,
    );
    expect(same.body).toMatchObject({ statusCode: 400, field: 'nouveauMotDePasse' });
    const res = await post(
      changePassword,
      '/auth/change-password',
      { motDePasse: user.motDePasse, nouveauMotDePasse: NEW_PASSWORD },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect((await call(getMoi, { token })).statusCode).toBe(401);
    expect((await call(getMoi, { token: res.body.accessToken })).statusCode).toBe(200);
    expect((await call(changePassword, { method: 'POST', body: {} })).statusCode).toBe(401);
  });

  it('wrong current passwords count like sign-in failures: the 5th locks the account (429) for sign-in and change-password', async () => {
    const { user, token } = await signedIn('medecin');
    const change = (motDePasse: string) =>
      post(changePassword, '/auth/change-password', { motDePasse, nouveauMotDePasse: NEW_PASSWORD }, token);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(`faux-${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await change(user.motDePasse);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const signIn = await post(login, '/auth/login', {
      adresseEmail: user.adresseEmail,
      motDePasse: user.motDePasse,
    });
    expect(signIn.statusCode).toBe(429);
    expect((await lireUtilisateurParEmail(user.adresseEmail))!.motDePasseHash).toBe(user.motDePasseHash);
  });

  it('wrong current passwords and sign-in failures add up; the right current password clears them', async () => {
    const { user, token } = await signedIn('secretariat');
    const signIn = (motDePasse: string) =>
      post(login, '/auth/login', { adresseEmail: user.adresseEmail, motDePasse });
    const change = (motDePasse: string, nouveauMotDePasse = NEW_PASSWORD) =>
      post(changePassword, '/auth/change-password', { motDePasse, nouveauMotDePasse }, token);
    expect((await signIn('faux-1')).statusCode).toBe(401);
    expect((await signIn('faux-2')).statusCode).toBe(401);
    expect((await change('faux-3')).statusCode).toBe(400);
    expect((await lireUtilisateurParEmail(user.adresseEmail))!.echecsConnexion).toBe(3);
    const ok = await change(user.motDePasse);
    expect(ok.statusCode).toBe(200);
    expect((await lireUtilisateurParEmail(user.adresseEmail))!.echecsConnexion).toBe(0);
  });
});
