import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listerUtilisateurs } from '../../src/handlers/utilisateurs/list-utilisateurs.ts';
import { handler as modifierUtilisateur } from '../../src/handlers/utilisateurs/update-utilisateur.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, createTestUser, loginAs, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('utilisateurs');

let admin: string;
let bureauId: string;

beforeAll(async () => {
  bureauId = (await createTestBureau('Paris Nord')).id;
  admin = (await signedIn('administrateur')).token;
});

const patch = (id: string, body: unknown, token = admin) =>
  call(modifierUtilisateur, {
    method: 'PATCH',
    path: `/utilisateurs/${id}`,
    pathParameters: { id },
    body,
    token,
  });

describe('GET /utilisateurs and PATCH /utilisateurs/{id} (access: users are admin only)', () => {
  it('access: the admin lists users with role, offices, state and version; others get 403', async () => {
    const user = await createTestUser('medecin', [bureauId]);
    const res = await call(listerUtilisateurs, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContainEqual({
      id: user.id,
      nomComplet: user.nomComplet,
      adresseEmail: user.adresseEmail,
      role: 'medecin',
      bureaux: [{ id: bureauId, nom: 'Paris Nord' }],
      actif: true,
      confirme: true,
      telephone: null,
      rpps: null,
      version: 1,
    });
    const { token } = await signedIn('secretariat', [bureauId]);
    expect((await call(listerUtilisateurs, { token })).statusCode).toBe(403);
    expect(
      (await patch(user.id, { role: 'administrateur', bureauIds: [], actif: true, version: 1 }, token))
        .statusCode,
    ).toBe(403);
  });

  it('a role change ends the sessions of that user (validAfter), the new role applies at the next sign-in', async () => {
    const user = await createTestUser('aucun');
    const token = await loginAs(user);
    const res = await patch(user.id, { role: 'secretariat', bureauIds: [bureauId], actif: true, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      role: 'secretariat',
      bureaux: [{ id: bureauId, nom: 'Paris Nord' }],
      version: 2,
    });
    expect((await call(getMoi, { token })).statusCode).toBe(401);
    const fresh = await loginAs(user);
    expect((await call(getMoi, { token: fresh })).body).toMatchObject({ role: 'secretariat' });
  });

  it('an office change alone keeps the sessions; disabling the account ends them and blocks sign-in', async () => {
    const user = await createTestUser('medecin');
    const token = await loginAs(user);
    expect(
      (await patch(user.id, { role: 'medecin', bureauIds: [bureauId], actif: true, version: 1 })).statusCode,
    ).toBe(200);
    expect((await call(getMoi, { token })).body.bureaux).toEqual([{ id: bureauId, nom: 'Paris Nord' }]);
    expect(
      (await patch(user.id, { role: 'medecin', bureauIds: [bureauId], actif: false, version: 2 })).statusCode,
    ).toBe(200);
    expect((await call(getMoi, { token })).statusCode).toBe(401);
    const signIn = await call(login, {
      method: 'POST',
      body: { adresseEmail: user.adresseEmail, motDePasse: user.motDePasse },
    });
    expect(signIn.body).toMatchObject({ statusCode: 403, code: 'ACCOUNT_DISABLED' });
  });

  it('409 on a stale version, 404 for an unknown user, 400 for an unknown office or role', async () => {
    const user = await createTestUser('psychologue');
    expect(
      (await patch(user.id, { role: 'psychologue', bureauIds: [], actif: true, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await patch(user.id, { role: 'medecin', bureauIds: [], actif: true, version: 1 });
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(
      (await patch('inconnu', { role: 'medecin', bureauIds: [], actif: true, version: 1 })).statusCode,
    ).toBe(404);
    const office = await patch(user.id, { role: 'medecin', bureauIds: ['inconnu'], actif: true, version: 2 });
    expect(office.body).toMatchObject({ statusCode: 400, field: 'bureauIds' });
    const role = await patch(user.id, { role: 'chef', bureauIds: [], actif: true, version: 2 });
    expect(role.body).toMatchObject({
      statusCode: 400,
      field: 'role',
      message: 'Veuillez choisir un rôle valide',
    });
  });
});
