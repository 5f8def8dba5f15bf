// (Authentication abuse: "E-mailed codes (confirm, reset) can be brute-forced by asking for a
// new code each time the attempt counter runs out: cap the codes and wrong attempts per account over 24
// hours (e.g. 5 codes, 10 wrong attempts), then refuse with a clear French message until the window
// passes") against DynamoDB Local. The quota is kept per address, known or not (no enumeration).
import '../helpers/test-env.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lireUtilisateurParEmail } from '../../src/data/utilisateurs.ts';
import { handler as confirmSignup } from '../../src/handlers/auth/confirm-signup.ts';
import { handler as forgotPassword } from '../../src/handlers/auth/forgot-password.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { handler as resetPassword } from '../../src/handlers/auth/reset-password.ts';
import { handler as signup } from '../../src/handlers/auth/signup.ts';
import { handler as creerUtilisateur } from '../../src/handlers/utilisateurs/create-utilisateur.ts';
import { MAX_CODES_PAR_FENETRE, MAX_MAUVAIS_CODES_PAR_FENETRE } from '../../src/lib/auth/auth-flows.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, lastCodeSentTo, mailsTo, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-quota');

afterEach(() => {
  vi.useRealTimers();
});

const post = (handler: Parameters<typeof call>[0], body: unknown, token?: string) =>
  call(handler, { method: 'POST', body, ...(token ? { token } : {}) });
const uniqueEmail = () => `quota.${Math.random().toString(36).slice(2)}@test.umj.example`;
const forgot = (adresseEmail: string) => post(forgotPassword, { adresseEmail });
const reset = (adresseEmail: string, code: string) =>
  post(resetPassword, { adresseEmail, code, nouveauMotDePasse: 'Un-nouveau-mot-2026' });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const TOO_MANY_CODES = {
  statusCode: 429,
  code: 'TOO_MANY_CODES',
  field: 'adresseEmail',
  message: 'Trop de codes ont été envoyés à cette adresse e-mail. Réessayez dans 24 h.',
};

describe('e-mailed codes per address over 24 hours', () => {
  it('the 6th code asked for one account within 24 hours is refused (429, French message), no 6th mail', async () => {
    const { user } = await signedIn('medecin');
    for (let i = 0; i < MAX_CODES_PAR_FENETRE; i++)
      expect((await forgot(user.adresseEmail)).statusCode).toBe(202);
    expect(MAX_CODES_PAR_FENETRE).toBe(5);
    const sixth = await forgot(user.adresseEmail);
    expect(sixth.body).toMatchObject(TOO_MANY_CODES);
    expect(await mailsTo(user.adresseEmail)).toHaveLength(5);
  });

  it('an unknown address gets the same 429 after 5 requests (the quota tells nothing about accounts)', async () => {
    const adresseEmail = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await forgot(adresseEmail)).statusCode).toBe(202);
    expect((await forgot(adresseEmail)).body).toMatchObject(TOO_MANY_CODES);
  });

  it('sign-up, forgot-password and the invitation of POST /utilisateurs share the quota of the address', async () => {
    const bureau = await createTestBureau();
    const admin = (await signedIn('administrateur')).token;
    const adresseEmail = uniqueEmail();
    const invited = await post(
      creerUtilisateur,
      { nomComplet: 'Inès Quota', adresseEmail, role: 'medecin', bureauIds: [bureau.id] },
      admin,
    );
    expect(invited.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await forgot(adresseEmail)).statusCode).toBe(202);
    const signupBody = { nomComplet: 'Inès Quota', adresseEmail, motDePasse: 'Un-mot-de-passe-2026' };
    expect((await post(signup, signupBody)).statusCode).toBe(202);
    expect((await post(signup, signupBody)).body).toMatchObject(TOO_MANY_CODES);
    expect((await forgot(adresseEmail)).body).toMatchObject(TOO_MANY_CODES);

    const other = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await forgot(other)).statusCode).toBe(202);
    const refused = await post(
      creerUtilisateur,
      { nomComplet: 'Noé Quota', adresseEmail: other, role: 'medecin', bureauIds: [bureau.id] },
      admin,
    );
    expect(refused.body).toMatchObject(TOO_MANY_CODES);
    expect(await lireUtilisateurParEmail(other)).toBeUndefined();
  });

  it('the window passes after 24 hours: codes are sent again', async () => {
    const { user } = await signedIn('psychologue');
    for (let i = 0; i < 5; i++) await forgot(user.adresseEmail);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 23 * 3600_000);
    expect((await forgot(user.adresseEmail)).body).toMatchObject({
      ...TOO_MANY_CODES,
      message: 'Trop de codes ont été envoyés à cette adresse e-mail. Réessayez dans 1 h.',
    });
    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    expect((await forgot(user.adresseEmail)).statusCode).toBe(202);
    expect(await mailsTo(user.adresseEmail)).toHaveLength(6);
  });
});

describe('wrong codes per address over 24 hours', () => {
  it('after 10 wrong codes over fresh codes, even the right code is refused (429) until the window passes', async () => {
    const { user } = await signedIn('secretariat');
    const statuses: number[] = [];
    for (const wrongOnes of [4, 4, 2]) {
      await forgot(user.adresseEmail);
      const code = (await lastCodeSentTo(user.adresseEmail))!;
      for (let i = 0; i < wrongOnes; i++)
        statuses.push((await reset(user.adresseEmail, wrongCode(code))).statusCode);
    }
    expect(MAX_MAUVAIS_CODES_PAR_FENETRE).toBe(10);
    expect(statuses).toEqual(Array(10).fill(400));
    const right = (await lastCodeSentTo(user.adresseEmail))!;
    const refused = await reset(user.adresseEmail, right);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_WRONG_CODES',
      field: 'code',
      message: 'Trop de codes erronés ont été saisis pour cette adresse e-mail. Réessayez dans 24 h.',
    });
    const signIn = await post(login, { adresseEmail: user.adresseEmail, motDePasse: user.motDePasse });
    expect(signIn.statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 1000);
    await forgot(user.adresseEmail);
    expect((await reset(user.adresseEmail, (await lastCodeSentTo(user.adresseEmail))!)).statusCode).toBe(200);
  });

  it('confirmation codes count too, and an unknown address is refused the same way', async () => {
    const adresseEmail = uniqueEmail();
    await post(signup, { nomComplet: 'Léa Quota', adresseEmail, motDePasse: 'Un-mot-de-passe-2026' });
    const code = (await lastCodeSentTo(adresseEmail))!;
    for (let i = 0; i < 4; i++) await post(confirmSignup, { adresseEmail, code: wrongCode(code) });
    const unknown = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await reset(unknown, '123456')).statusCode).toBe(400);
    expect((await reset(unknown, '123456')).body).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_WRONG_CODES',
    });
    await post(signup, { nomComplet: 'Léa Quota', adresseEmail, motDePasse: 'Un-mot-de-passe-2026' });
    const fresh = (await lastCodeSentTo(adresseEmail))!;
    for (let i = 0; i < 6; i++) await post(confirmSignup, { adresseEmail, code: wrongCode(fresh) });
    expect((await post(confirmSignup, { adresseEmail, code: fresh })).body).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_WRONG_CODES',
    });
    expect((await lireUtilisateurParEmail(adresseEmail))!.confirme).toBe(false);
  });
});
