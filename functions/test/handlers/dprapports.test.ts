// (Report types: GET/POST /dprapports, PATCH/DELETE /dprapports/{id}, model upload and
// download) against DynamoDB Local and s3rver: read by any role, written by administrators only;
// exam types of the configuration; the model file follows its report type (replaced, removed, deleted).
import '../helpers/test-env.ts';
import type { Role } from '@umj/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { lireEntree, LISTES } from '../../src/data/listes.ts';
import { handler as createTeleversement } from '../../src/handlers/dprapports/create-dprapport-televersement.ts';
import { handler as createDpRapport } from '../../src/handlers/dprapports/create-dprapport.ts';
import { handler as deleteDpRapport } from '../../src/handlers/dprapports/delete-dprapport.ts';
import { handler as getModele } from '../../src/handlers/dprapports/get-dprapport-modele.ts';
import { handler as listDpRapports } from '../../src/handlers/dprapports/list-dprapports.ts';
import { handler as updateDpRapport } from '../../src/handlers/dprapports/update-dprapport.ts';
import { headFile } from '../../src/lib/adapters/files-storage.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { auditDuJour, useRealtimeListener } from '../helpers/listes.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('dprapports');
useLocalS3();
const realtime = useRealtimeListener();

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('modèle de rapport')]);

let admin: string;

beforeAll(async () => {
  admin = (await signedIn('administrateur')).token;
});

const create = (body: unknown, token = admin) => call(createDpRapport, { method: 'POST', body, token });
const patch = (id: string, body: unknown, token = admin) =>
  call(updateDpRapport, { method: 'PATCH', pathParameters: { id }, body, token });
const remove = (id: string, body: unknown, token = admin) =>
  call(deleteDpRapport, { method: 'DELETE', pathParameters: { id }, body, token });
const stored = (id: string) => lireEntree(LISTES.dprapports, id);

/** Uploads a model as the browser does and answers what POST/PATCH /dprapports take as `modele`. */
async function modeleDepose(nomFichier: string) {
  const t = await call(createTeleversement, {
    method: 'POST',
    body: { nomFichier, typeMime: DOCX_TYPE, tailleEnOctets: DOCX.length },
    token: admin,
  });
  expect(t.statusCode).toBe(201);
  expect(t.body.cle).toMatch(/^dprapports\/modeles\/[0-9a-f-]{36}\.docx$/);
  const form = new FormData();
  for (const [name, value] of Object.entries(t.body.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([DOCX], { type: DOCX_TYPE }), nomFichier);
  expect((await fetch(t.body.url, { method: 'POST', body: form })).status).toBe(204);
  return { cle: t.body.cle as string, nomFichier, typeMime: DOCX_TYPE, tailleEnOctets: DOCX.length };
}

describe('report types', () => {
  it('an administrator creates a report type; every role reads the list', async () => {
    const res = await create({ nom: 'Certificat médical ITT', delaiRemiseJours: 10, typesExamen: [1, 23] });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      nom: 'Certificat médical ITT',
      delaiRemiseJours: 10,
      typesExamen: [1, 23],
      modele: null,
      notes: '',
      version: 1,
    });
    for (const role of ['secretariat', 'secretariat-externe', 'medecin', 'psychologue'] as Role[]) {
      const list = await call(listDpRapports, { token: (await signedIn(role)).token });
      expect(list.statusCode, role).toBe(200);
      expect(
        list.body.map((d: { id: string }) => d.id),
        role,
      ).toContain(res.body.id);
    }
  });

  it('every write is for administrators only (403 for secretariat and the others), nothing written', async () => {
    const d = await create({ nom: 'Rapport psychologique', delaiRemiseJours: 30 });
    for (const role of ['secretariat', 'secretariat-externe', 'medecin', 'psychologue'] as Role[]) {
      const { token } = await signedIn(role);
      expect((await create({ nom: 'X', delaiRemiseJours: 1 }, token)).statusCode, role).toBe(403);
      expect((await patch(d.body.id, { nom: 'X', version: 1 }, token)).statusCode, role).toBe(403);
      expect((await remove(d.body.id, { version: 1 }, token)).statusCode, role).toBe(403);
      const upload = await call(createTeleversement, {
        method: 'POST',
        body: { nomFichier: 'm.docx', typeMime: DOCX_TYPE, tailleEnOctets: 10 },
        token,
      });
      expect(upload.statusCode, role).toBe(403);
    }
    expect(await stored(d.body.id)).toMatchObject({ nom: 'Rapport psychologique', version: 1 });
  });

  it('a global list: POST /dprapports by an administrator restricted to an office is 403 (nothing written), by an unrestricted one 201', async () => {
    const restreint = (await signedIn('administrateur', [(await createTestBureau('Argenteuil')).id])).token;
    const avant = (await call(listDpRapports, { token: admin })).body.length;
    const refus = await create({ nom: 'Rapport restreint', delaiRemiseJours: 5 }, restreint);
    expect(refus.statusCode).toBe(403);
    expect((await call(listDpRapports, { token: admin })).body).toHaveLength(avant);
    const d = await create({ nom: 'Rapport global', delaiRemiseJours: 5 });
    expect(d.statusCode).toBe(201);
    expect((await patch(d.body.id, { nom: 'X', version: 1 }, restreint)).statusCode).toBe(403);
    expect((await remove(d.body.id, { version: 1 }, restreint)).statusCode).toBe(403);
    const upload = await call(createTeleversement, {
      method: 'POST',
      body: { nomFichier: 'm.docx', typeMime: DOCX_TYPE, tailleEnOctets: 10 },
      token: restreint,
    });
    expect(upload.statusCode).toBe(403);
    expect(await stored(d.body.id)).toMatchObject({ nom: 'Rapport global', version: 1 });
  });

  it('bad input and exam types unknown to the configuration are 400 with the French message and field', async () => {
    expect((await create({ nom: 'X', delaiRemiseJours: -1 })).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Le délai de remise ne peut pas être négatif',
      field: 'delaiRemiseJours',
    });
    expect((await create({ nom: 'X', delaiRemiseJours: 1, typesExamen: [1, 99] })).body).toMatchObject({
      statusCode: 400,
      field: 'typesExamen',
      message: "Type d'examen inconnu : 99",
    });
    const d = await create({ nom: 'Rapport de levée de doute', delaiRemiseJours: 2 });
    expect((await patch(d.body.id, { typesExamen: [404], version: 1 })).body).toMatchObject({
      field: 'typesExamen',
    });
    expect(await stored(d.body.id)).toMatchObject({ typesExamen: [], version: 1 });
  });

  it('Data: a stale version is 409 for PATCH and DELETE, nothing written; unknown id 404', async () => {
    const d = await create({ nom: 'Rapport d’examen de garde à vue', delaiRemiseJours: 1 });
    expect((await patch(d.body.id, { delaiRemiseJours: 2, version: 1 })).body).toMatchObject({ version: 2 });
    expect((await patch(d.body.id, { delaiRemiseJours: 5, version: 1 })).body).toMatchObject({
      statusCode: 409,
      code: 'VERSION_CONFLICT',
    });
    expect((await remove(d.body.id, { version: 1 })).statusCode).toBe(409);
    expect(await stored(d.body.id)).toMatchObject({ delaiRemiseJours: 2, version: 2 });
    expect((await patch('inconnu', { nom: 'X', version: 1 })).statusCode).toBe(404);
    expect((await remove('inconnu', { version: 1 })).statusCode).toBe(404);
  });
});

describe('report-type model (same upload mechanism as blank documents)', () => {
  it('the model is uploaded, attached, downloaded by a presigned GET; replaced or removed, its old file is deleted', async () => {
    const premier = await modeleDepose('Modèle ITT.docx');
    const d = await create({ nom: 'Certificat avec modèle', delaiRemiseJours: 10, modele: premier });
    expect(d.statusCode).toBe(201);
    expect(d.body.modele).toEqual(premier);

    const lien = await call(getModele, {
      pathParameters: { id: d.body.id },
      token: (await signedIn('medecin')).token,
    });
    expect(lien.statusCode).toBe(200);
    const download = await fetch(lien.body.url);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(DOCX);

    const second = await modeleDepose('Modèle ITT v2.docx');
    expect((await patch(d.body.id, { modele: second, version: 1 })).body).toMatchObject({
      modele: second,
      version: 2,
    });
    expect(await headFile(premier.cle)).toBeUndefined();
    expect(await headFile(second.cle)).toBeDefined();

    expect((await patch(d.body.id, { modele: null, version: 2 })).body).toMatchObject({
      modele: null,
      version: 3,
    });
    expect(await headFile(second.cle)).toBeUndefined();
    expect((await call(getModele, { pathParameters: { id: d.body.id }, token: admin })).body).toMatchObject({
      statusCode: 404,
      message: "Ce type de rapport n'a pas de modèle",
    });
  });

  it('a model never uploaded or uploaded for a blank document is 400 on modele.cle', async () => {
    const fantome = {
      cle: 'dprapports/modeles/0b8a7e0e-3c35-4d7a-9d3b-1b6f1e7c2a10.docx',
      nomFichier: 'm.docx',
      typeMime: DOCX_TYPE,
      tailleEnOctets: DOCX.length,
    };
    expect((await create({ nom: 'X', delaiRemiseJours: 1, modele: fantome })).body).toMatchObject({
      statusCode: 400,
      field: 'modele.cle',
      message: "Le fichier n'a pas été déposé ou le dépôt a expiré",
    });
    const ailleurs = { ...fantome, cle: 'documents-vierges/0b8a7e0e-3c35-4d7a-9d3b-1b6f1e7c2a10.docx' };
    expect((await create({ nom: 'X', delaiRemiseJours: 1, modele: ailleurs })).body).toMatchObject({
      statusCode: 400,
      field: 'modele.cle',
    });
  });

  it('a model file belongs to one report type (deleted with it): reusing its key elsewhere is 400', async () => {
    const modele = await modeleDepose('Partagé.docx');
    expect((await create({ nom: 'Premier', delaiRemiseJours: 1, modele })).statusCode).toBe(201);
    expect((await create({ nom: 'Second', delaiRemiseJours: 1, modele })).body).toMatchObject({
      statusCode: 400,
      field: 'modele.cle',
      message: "Ce fichier est déjà le modèle d'un autre type de rapport",
    });
  });

  it('deleting a report type deletes its model; stale delete keeps both', async () => {
    const modele = await modeleDepose('À supprimer.docx');
    const d = await create({ nom: 'Supprimé avec son modèle', delaiRemiseJours: 3, modele });
    expect((await remove(d.body.id, { version: 2 })).statusCode).toBe(409);
    expect(await headFile(modele.cle)).toBeDefined();
    expect((await remove(d.body.id, { version: 1 })).body).toEqual({ id: d.body.id });
    expect(await stored(d.body.id)).toBeUndefined();
    expect(await headFile(modele.cle)).toBeUndefined();
  });

  it('writes send ModificationTable DpRapport and are audited', async () => {
    const messages = await realtime.listen((await signedIn('secretariat')).token);
    const d = await create({ nom: 'Notifié', delaiRemiseJours: 3 });
    await patch(d.body.id, { notes: 'x', version: 1 });
    await remove(d.body.id, { version: 2 });
    expect((await messages()).map((m) => [m.table, m.operation])).toEqual([
      ['DpRapport', 'INSERT'],
      ['DpRapport', 'MODIFY'],
      ['DpRapport', 'REMOVE'],
    ]);
    const actions = (await auditDuJour(admin))
      .filter((e) => e.cible === `DPRAPPORT#${d.body.id}`)
      .map((e) => [e.action, e.resultat]);
    expect(actions).toEqual([
      ['dprapports/delete-dprapport', 'succès'],
      ['dprapports/update-dprapport', 'succès'],
      ['dprapports/create-dprapport', 'succès'],
    ]);
  });
});
