import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listerBureaux } from '../../src/handlers/bureaux/list-bureaux.ts';
import { handler as getBureau } from '../../src/handlers/bureaux/get-bureau.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as modifierBureau } from '../../src/handlers/bureaux/update-bureau.ts';
import { handler as supprimerBureaux } from '../../src/handlers/bureaux/delete-bureaux.ts';
import { handler as createLogoUpload } from '../../src/handlers/bureaux/create-logo-upload.ts';
import { handler as createCommissariat } from '../../src/handlers/commissariats/create-commissariat.ts';
import { handler as deleteCommissariat } from '../../src/handlers/commissariats/delete-commissariat.ts';
import { lireBureau } from '../../src/data/bureaux.ts';
import { modifierUtilisateur } from '../../src/data/utilisateurs.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, createTestUser, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('bureaux');

let admin: string;
let secretariat: string;
let argenteuilId: string;
let chartresId: string;

beforeAll(async () => {
  argenteuilId = (await createTestBureau('Argenteuil')).id;
  chartresId = (await createTestBureau('Chartres')).id;
  admin = (await signedIn('administrateur')).token;
  secretariat = (await signedIn('secretariat', [argenteuilId])).token;
});

const get = (id: string, token: string) =>
  call(getBureau, { path: `/bureaux/${id}`, pathParameters: { bureauId: id }, token });
const patch = (id: string, body: unknown, token: string) =>
  call(modifierBureau, {
    method: 'PATCH',
    path: `/bureaux/${id}`,
    pathParameters: { bureauId: id },
    body,
    token,
  });

describe('GET /bureaux and /bureaux/{bureauId} (calls; access visible offices)', () => {
  it('access: an unrestricted admin sees every office; a secretariat only its own', async () => {
    const all = await call(listerBureaux, { token: admin });
    expect(all.statusCode).toBe(200);
    expect(all.body.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining([argenteuilId, chartresId]),
    );
    const own = await call(listerBureaux, { token: secretariat });
    expect(own.body).toEqual([
      { id: argenteuilId, nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 },
    ]);
  });

  it('access, cross-office access refused: another office is 404 for a secretariat, as an unknown one', async () => {
    expect((await get(argenteuilId, secretariat)).statusCode).toBe(200);
    const other = await get(chartresId, secretariat);
    expect(other.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Bureau introuvable' });
    expect((await get('inconnu', admin)).statusCode).toBe(404);
  });

  it('access: (choice) a non-admin without any office sees no office at all, never every office', async () => {
    const sansBureau = (await signedIn('secretariat', [])).token;
    const list = await call(listerBureaux, { token: sansBureau });
    expect(list.statusCode).toBe(200);
    expect(list.body).toEqual([]);
    expect((await get(argenteuilId, sansBureau)).statusCode).toBe(404);
  });

  it('errors: 401 without a token', async () => {
    expect((await call(listerBureaux, {})).statusCode).toBe(401);
  });
});

describe('POST, PATCH, DELETE /bureaux (calls: writes admin only)', () => {
  it('calls: POST /bureaux answers 201 with the created office and its version', async () => {
    const res = await call(creerBureau, {
      method: 'POST',
      body: { nom: '  Nouveau bureau ' },
      token: admin,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ nom: 'Nouveau bureau', logo: null, version: 1 });
    expect(await lireBureau(res.body.id)).toMatchObject({ nom: 'Nouveau bureau' });
  });

  it('writes by a non-admin are 403 and write nothing', async () => {
    const create = await call(creerBureau, { method: 'POST', body: { nom: 'Pirate' }, token: secretariat });
    expect(create.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await patch(argenteuilId, { nom: 'Pirate', version: 1 }, secretariat)).statusCode).toBe(403);
    expect(
      (
        await call(supprimerBureaux, {
          method: 'DELETE',
          body: { ids: [argenteuilId], versions: { [argenteuilId]: 1 } },
          token: secretariat,
        })
      ).statusCode,
    ).toBe(403);
    expect(await lireBureau(argenteuilId)).toMatchObject({ nom: 'Argenteuil', version: 1 });
  });

  it('access: an administrator restricted to one office cannot change or delete another office (404, nothing written)', async () => {
    const scopedAdmin = (await signedIn('administrateur', [argenteuilId])).token;
    const logo = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: chartresId },
      body: { typeMime: 'image/png' },
      token: scopedAdmin,
    });
    const update = await patch(chartresId, { nom: 'Pirate', version: 1 }, scopedAdmin);
    const remove = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [argenteuilId, chartresId], versions: { [argenteuilId]: 1, [chartresId]: 1 } },
      token: scopedAdmin,
    });
    for (const res of [logo, update, remove]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Bureau introuvable' });
    }
    expect(await lireBureau(chartresId)).toMatchObject({ nom: 'Chartres', version: 1 });
    expect(await lireBureau(argenteuilId)).toBeDefined();
    expect((await get(chartresId, scopedAdmin)).statusCode).toBe(404);
    expect((await get(argenteuilId, scopedAdmin)).statusCode).toBe(200);
  });

  it('bad input is a 400 with the French message and the field', async () => {
    const res = await call(creerBureau, { method: 'POST', body: { nom: '' }, token: admin });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Veuillez entrer le nom du bureau',
      field: 'nom',
    });
    const noVersion = await patch(argenteuilId, { nom: 'X' }, admin);
    expect(noVersion.body).toMatchObject({ statusCode: 400, field: 'version', message: 'Version manquante' });
    const noIds = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [], versions: {} },
      token: admin,
    });
    expect(noIds.body).toMatchObject({
      statusCode: 400,
      field: 'ids',
      message: 'Veuillez choisir au moins un bureau',
    });
    const noVersions = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [argenteuilId] },
      token: admin,
    });
    expect(noVersions.body).toMatchObject({
      statusCode: 400,
      field: 'versions',
      message: 'Version manquante',
    });
    const missingOne = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [argenteuilId, chartresId], versions: { [argenteuilId]: 1 } },
      token: admin,
    });
    expect(missingOne.body).toMatchObject({
      statusCode: 400,
      field: `versions.${chartresId}`,
      message: 'Version manquante',
    });
    expect(await lireBureau(argenteuilId)).toBeDefined();
  });

  it('Data: a PATCH with a stale version is 409 with a French message; unknown office 404', async () => {
    const b = await createTestBureau('Versionné');
    const first = await patch(b.id, { nom: 'Versionné 2', version: 1 }, admin);
    expect(first.body).toMatchObject({ nom: 'Versionné 2', version: 2 });
    const stale = await patch(b.id, { nom: 'Versionné 3', version: 1 }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'VERSION_CONFLICT' });
    expect(stale.body.message).toMatch(/modifié entre-temps/);
    expect((await patch('inconnu', { nom: 'X', version: 1 }, admin)).statusCode).toBe(404);
  });

  it('Data: two concurrent PATCHes with the same version: exactly one succeeds, the other is 409, nothing lost', async () => {
    const b = await createTestBureau('Course');
    const results = await Promise.all([
      patch(b.id, { nom: 'Course A', version: 1 }, admin),
      patch(b.id, { nom: 'Course B', version: 1 }, admin),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    const stored = await lireBureau(b.id);
    expect(stored).toMatchObject({ nom: winner.body.nom, version: 2 });
  });

  it('calls: DELETE /bureaux with { ids, versions }: all or nothing (404 when one is unknown), then 200', async () => {
    const a = await createTestBureau('À supprimer A');
    const c = await createTestBureau('À supprimer B');
    const partial = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [a.id, 'inconnu'], versions: { [a.id]: 1, inconnu: 1 } },
      token: admin,
    });
    expect(partial.statusCode).toBe(404);
    expect(await lireBureau(a.id)).toBeDefined();
    const res = await call(supprimerBureaux, {
      method: 'DELETE',
      body: { ids: [a.id, c.id, a.id], versions: { [a.id]: 1, [c.id]: 1 } },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ids: [a.id, c.id] });
    expect(await lireBureau(a.id)).toBeUndefined();
    expect(await lireBureau(c.id)).toBeUndefined();
  });
});

describe('offices administration rules', () => {
  const remove = (body: unknown, token = admin) => call(supprimerBureaux, { method: 'DELETE', body, token });

  it('a delete with a stale version is 409 VERSION_CONFLICT and deletes nothing', async () => {
    const a = await createTestBureau('Renommé puis supprimé');
    const c = await createTestBureau('Voisin');
    expect((await patch(a.id, { nom: 'Renommé', version: 1 }, admin)).statusCode).toBe(200);
    const stale = await remove({ ids: [c.id, a.id], versions: { [a.id]: 1, [c.id]: 1 } });
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await lireBureau(a.id)).toMatchObject({ nom: 'Renommé', version: 2 });
    expect(await lireBureau(c.id)).toBeDefined();
    expect((await remove({ ids: [a.id], versions: { [a.id]: 2 } })).statusCode).toBe(200);
  });

  it("an office that still has users is refused with 'Ce bureau a encore des utilisateurs…' (409 BUREAU_NON_VIDE), until they are moved", async () => {
    const b = await createTestBureau('Occupé');
    const other = await createTestBureau('Ailleurs');
    const user = await createTestUser('secretariat', [b.id]);
    const res = await remove({ ids: [b.id], versions: { [b.id]: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      code: 'BUREAU_NON_VIDE',
      message: 'Ce bureau a encore des utilisateurs : retirez-les avant de le supprimer.',
    });
    expect(await lireBureau(b.id)).toBeDefined();
    await modifierUtilisateur(user, user.version, { bureauIds: [other.id] }, new Date());
    expect((await remove({ ids: [b.id], versions: { [b.id]: 1 } })).statusCode).toBe(200);
    expect(await lireBureau(b.id)).toBeUndefined();
  });

  it('an office that still has police stations is refused (409 BUREAU_NON_VIDE, their ids name it), until they are deleted', async () => {
    const b = await createTestBureau('Avec commissariat');
    const created = await call(createCommissariat, {
      method: 'POST',
      body: { nom: 'Commissariat de Test', bureau: b.id },
      token: admin,
    });
    expect(created.statusCode).toBe(201);
    const res = await remove({ ids: [b.id], versions: { [b.id]: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      code: 'BUREAU_NON_VIDE',
      message:
        'Ce bureau a encore des commissariats ou des requérants : supprimez-les avant de le supprimer.',
    });
    expect(await lireBureau(b.id)).toBeDefined();
    const id = created.body.id as string;
    const gone = await call(deleteCommissariat, {
      method: 'DELETE',
      path: `/commissariats/${id}`,
      pathParameters: { id },
      body: { version: 1 },
      token: admin,
    });
    expect(gone.statusCode).toBe(200);
    expect((await remove({ ids: [b.id], versions: { [b.id]: 1 } })).statusCode).toBe(200);
  });

  it('an administrator limited to offices cannot create an office (403, French message, nothing written)', async () => {
    const scopedAdmin = (await signedIn('administrateur', [argenteuilId])).token;
    const res = await call(creerBureau, {
      method: 'POST',
      body: { nom: 'Bureau du délégué' },
      token: scopedAdmin,
    });
    expect(res.body).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Seul un administrateur sans bureau peut créer un bureau',
    });
    const list = await call(listerBureaux, { token: admin });
    expect(list.body.map((b: { nom: string }) => b.nom)).not.toContain('Bureau du délégué');
  });
});

describe('office logo (logos in S3 through presigned URLs)', () => {
  it('POST /bureaux/{bureauId}/logo gives a presigned POST for a key of that office; PATCH stores it; GET answers a presigned GET URL', async () => {
    const b = await createTestBureau('Avec logo');
    const upload = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: b.id },
      body: { typeMime: 'image/png' },
      token: admin,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.body.logo).toMatch(new RegExp(`^bureaux/${b.id}/logo/[0-9a-f-]{36}\\.png$`));
    expect(new URL(upload.body.uploadUrl).pathname).toBe('/umj-fichiers-test');
    expect(upload.body.fields).toMatchObject({ key: upload.body.logo, 'Content-Type': 'image/png' });
    expect(upload.body.fields['X-Amz-Signature']).toBeTruthy();

    const patched = await patch(b.id, { logo: upload.body.logo, version: 1 }, admin);
    expect(patched.body).toMatchObject({ logo: upload.body.logo, version: 2 });
    const read = await get(b.id, admin);
    expect(new URL(read.body.logoUrl).pathname).toBe(`/umj-fichiers-test/${upload.body.logo}`);
  });

  it('a logo key of another office, a non-image type or an unknown office are refused', async () => {
    const b = await createTestBureau('Logo refusé');
    const foreign = await patch(b.id, { logo: `bureaux/${argenteuilId}/logo/x.png`, version: 1 }, admin);
    expect(foreign.body).toMatchObject({ statusCode: 400, field: 'logo' });
    const type = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: b.id },
      body: { typeMime: 'text/html' },
      token: admin,
    });
    expect(type.body).toMatchObject({ statusCode: 400, field: 'typeMime' });
    const unknown = await call(createLogoUpload, {
      method: 'POST',
      pathParameters: { bureauId: 'inconnu' },
      body: { typeMime: 'image/png' },
      token: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
