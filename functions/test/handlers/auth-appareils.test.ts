// "Authentication abuse": repeated sign-in failures bring a growing delay (1, 2, 4 … 60
// minutes), never a lock that keeps the right password of a known device out. The device token
// (OWASP device cookies) given at each successful sign-in decides where failures count: against that
// device only, or against the account's unknown devices together. The clock (Date only) is moved.
import '../helpers/test-env.ts';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleAppareil, lireCompteur } from '../../src/data/echecs-connexion.ts';
import { lireUtilisateur } from '../../src/data/utilisateurs.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { call } from '../helpers/events.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-appareils');

const MINUTE = 60_000;
let debut: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  debut = Date.now();
});
afterEach(() => vi.useRealTimers());

const horloge = (ms: number) => vi.setSystemTime(debut + ms);

const signIn = (user: TestUser, motDePasse: string, jetonAppareil?: string) =>
  call(login, {
    method: 'POST',
    path: '/auth/login',
    body: { adresseEmail: user.adresseEmail, motDePasse, ...(jetonAppareil ? { jetonAppareil } : {}) },
  });

async function failures(user: TestUser, n: number, jetonAppareil?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await signIn(user, `faux-${i}`, jetonAppareil)).statusCode);
  return statuses;
}

/** A device the server knows: the token of a successful sign-in. */
async function knownDevice(user: TestUser): Promise<string> {
  const res = await signIn(user, TEST_PASSWORD);
  expect(res.statusCode).toBe(200);
  return res.body.jetonAppareil as string;
}

describe('growing delay for the unknown devices of an account', () => {
  it('the 5th failure in a row waits 1 minute, the next ones 2, then 4 (never the 15-minute lock)', async () => {
    const user = await createTestUser('secretariat');
    expect(await failures(user, 5)).toEqual([401, 401, 401, 401, 429]);
    const waiting = await signIn(user, TEST_PASSWORD);
    expect(waiting.body).toMatchObject({
      statusCode: 429,
      code: 'ACCOUNT_LOCKED',
      message: 'Trop de tentatives de connexion échouées. Réessayez dans 1 minute.',
    });
    horloge(MINUTE + 1000);
    const sixth = await signIn(user, 'faux-6');
    expect(sixth.body.message).toBe('Trop de tentatives de connexion échouées. Réessayez dans 2 minutes.');
    horloge(MINUTE + 1000 + 2 * MINUTE + 1000);
    const seventh = await signIn(user, 'faux-7');
    expect(seventh.body.message).toBe('Trop de tentatives de connexion échouées. Réessayez dans 4 minutes.');
    // Once the delay has passed, the right password gets in and clears the count.
    horloge(MINUTE + 1000 + 2 * MINUTE + 1000 + 4 * MINUTE + 1000);
    expect((await signIn(user, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(0);
  });

  it('a count whose last failure is 24 hours old starts again', async () => {
    const user = await createTestUser('secretariat');
    expect(await failures(user, 4)).toEqual([401, 401, 401, 401]);
    horloge(24 * 60 * MINUTE);
    expect(await failures(user, 4)).toEqual([401, 401, 401, 401]);
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(4);
  });
});

describe('known devices (device tokens)', () => {
  it('during the delay of the unknown devices, a known device with the right password gets in; its token keeps the device id', async () => {
    const user = await createTestUser('medecin');
    const jeton = await knownDevice(user);
    expect(await failures(user, 5)).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(user, TEST_PASSWORD)).statusCode).toBe(429);
    const known = await signIn(user, TEST_PASSWORD, jeton);
    expect(known.statusCode).toBe(200);
    expect(decodeJwt(known.body.jetonAppareil).app).toBe(decodeJwt(jeton).app);
    // The attacker's count on unknown devices is not cleared by the known device's success.
    expect((await signIn(user, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('an unknown device does not get in during the delay: no token, a forged one, or another account’s', async () => {
    const user = await createTestUser('medecin');
    const other = await createTestUser('medecin');
    const othersToken = await knownDevice(other);
    const jeton = await knownDevice(user);
    await failures(user, 5);
    const [header, payload] = jeton.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of [undefined, othersToken, forged, 'pas-un-jeton']) {
      expect((await signIn(user, TEST_PASSWORD, token)).statusCode).toBe(429);
    }
  });

  it('failures with a device token count against that device only; once it waits it is treated as unknown', async () => {
    const user = await createTestUser('psychologue');
    const jeton = await knownDevice(user);
    const appareilId = decodeJwt(jeton).app as string;
    expect(await failures(user, 5, jeton)).toEqual([401, 401, 401, 401, 429]);
    expect((await lireCompteur(cleAppareil(user.id, appareilId)))!.echecsConnexion).toBe(5);
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(0);
    // The account's other (unknown) devices are not slowed by this device's failures …
    const elsewhere = await signIn(user, TEST_PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    // … and the waiting device falls back to the unknown devices' rule: here not waiting, so it gets in,
    // as a new device (a fresh device id).
    const fallback = await signIn(user, TEST_PASSWORD, jeton);
    expect(fallback.statusCode).toBe(200);
    expect(decodeJwt(fallback.body.jetonAppareil).app).not.toBe(appareilId);
  });

  it('a success through a known device clears that device’s failures', async () => {
    const user = await createTestUser('secretariat');
    const jeton = await knownDevice(user);
    expect(await failures(user, 3, jeton)).toEqual([401, 401, 401]);
    expect((await signIn(user, TEST_PASSWORD, jeton)).statusCode).toBe(200);
    const compteur = await lireCompteur(cleAppareil(user.id, decodeJwt(jeton).app as string));
    expect(compteur!.echecsConnexion).toBe(0);
  });
});
