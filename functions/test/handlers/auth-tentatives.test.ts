// A sign-in attempt is counted before its password is checked, by one conditional write that fails
// while the delay runs (docs/security.md#authentication, docs/data-model.md U5): concurrent guesses are
// all counted and never get more password checks than the allowed attempts.
import '../helpers/test-env.ts';
import type { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { ddb } from '../../src/data/dynamodb-client.ts';
import { lireUtilisateur } from '../../src/data/utilisateurs.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { call } from '../helpers/events.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('auth-tentatives');

const signIn = (user: TestUser, motDePasse: string) =>
  call(login, { method: 'POST', path: '/auth/login', body: { adresseEmail: user.adresseEmail, motDePasse } });

describe('sign-in attempts counted before the password check', () => {
  it('9 concurrent wrong passwords are counted as 9, and the right password during the delay is refused', async () => {
    const user = await createTestUser('secretariat');
    // Nine guesses arriving at once: every delay write waits until the nine attempts are counted (a
    // barrier on the client, not a timer), as when they all reach the table before any answer.
    const envoyer = ddb.send.bind(ddb) as (commande: unknown) => Promise<unknown>;
    let comptees = 0;
    let relacher = () => {};
    const toutesComptees = new Promise<void>((resolve) => (relacher = resolve));
    const espion = vi.spyOn(ddb, 'send').mockImplementation((async (commande: UpdateCommand) => {
      const expression = commande.input?.UpdateExpression ?? '';
      if (expression.startsWith('SET verrouilleJusqua')) await toutesComptees;
      const reponse = await envoyer(commande);
      if (expression.startsWith('ADD echecsConnexion') && ++comptees === 9) relacher();
      return reponse;
    }) as never);
    try {
      const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => signIn(user, `mauvais-${i}`)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429]);
    } finally {
      espion.mockRestore();
    }
    const stored = await lireUtilisateur(user.id);
    expect(stored!.echecsConnexion).toBe(9);
    // The delay is that of the 9th failure (16 minutes), not of the 5th.
    expect(stored!.verrouilleJusqua! - Date.now()).toBeGreaterThan(15 * 60_000);
    const right = await signIn(user, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(9);
  });

  it('an attempt counted beyond the allowed ones (while the 5th is being checked) is refused unchecked, even with the right password', async () => {
    // The state of a 5th attempt in flight: counted, its delay not yet set.
    const user = await createTestUser('secretariat', [], { echecsConnexion: 5, dernierEchec: Date.now() });
    const right = await signIn(user, TEST_PASSWORD);
    expect(right.body).toMatchObject({
      statusCode: 429,
      code: 'ACCOUNT_LOCKED',
      message: 'Trop de tentatives de connexion échouées. Réessayez dans 2 minutes.',
    });
    const stored = await lireUtilisateur(user.id);
    expect(stored!.echecsConnexion).toBe(6);
    expect(stored!.verrouilleJusqua).toBeGreaterThan(Date.now());
  });

  it('a right password resets the count it was counted in', async () => {
    const user = await createTestUser('secretariat');
    await signIn(user, 'mauvais');
    expect((await lireUtilisateur(user.id))!.echecsConnexion).toBe(1);
    expect((await signIn(user, TEST_PASSWORD)).statusCode).toBe(200);
    const stored = await lireUtilisateur(user.id);
    expect(stored!.echecsConnexion).toBe(0);
    expect(stored!.dernierEchec).toBeUndefined();
  });
});
