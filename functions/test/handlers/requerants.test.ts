// (Requesters: GET/POST /requerants, PATCH/DELETE /requerants/{id}) against DynamoDB Local:
// read by every role, written by administrator and secretariat only, within the caller's offices (docs/product-rules.md#access);
// SIRET of 14 digits with its Luhn key; version on every update and delete; audit and ModificationTable.
import '../helpers/test-env.ts';
import type { Role } from '@umj/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTES } from '../../src/data/listes.ts';
import { handler as createRequerant } from '../../src/handlers/requerants/create-requerant.ts';
import { handler as deleteRequerant } from '../../src/handlers/requerants/delete-requerant.ts';
import { handler as listRequerants } from '../../src/handlers/requerants/list-requerants.ts';
import { handler as updateRequerant } from '../../src/handlers/requerants/update-requerant.ts';
import { signedIn } from '../helpers/fixtures.ts';
import { appelsListe, auditDuJour, deuxBureauxEtComptes, useRealtimeListener } from '../helpers/listes.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('requerants');
const realtime = useRealtimeListener();

let argenteuil: string;
let chartres: string;
let admin: string;
let secretariat: string;

beforeAll(async () => {
  ({ argenteuil, chartres, admin, secretariat } = await deuxBureauxEtComptes());
});

const { create, list, patch, remove, stored } = appelsListe(LISTES.requerants, {
  create: createRequerant,
  list: listRequerants,
  update: updateRequerant,
  remove: deleteRequerant,
});

async function requerant(nom: string, bureau: string): Promise<{ id: string }> {
  const res = await create({ nom, bureau, type: 'parquet' }, admin);
  expect(res.statusCode).toBe(201);
  return res.body;
}

describe('requesters', () => {
  it('a secretariat creates a requester with SIRET and service code (spaces of the SIRET dropped)', async () => {
    const res = await create(
      {
        nom: 'Tribunal judiciaire de Pontoise',
        bureau: argenteuil,
        type: 'tribunal-judiciaire',
        adresse: '3 rue Victor Hugo, 95300 Pontoise',
        siret: '443 061 841 00047',
        codeService: 'FRAIS-JUSTICE',
      },
      secretariat,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      type: 'tribunal-judiciaire',
      siret: '44306184100047',
      codeService: 'FRAIS-JUSTICE',
      notes: '',
      version: 1,
    });
    expect(res.body.id).toMatch(new RegExp(`^${argenteuil}~`));
  });

  it('a SIRET that is not 14 digits or fails its Luhn key is 400 on siret, nothing written', async () => {
    const before = (await list(admin, argenteuil)).body.length;
    const format = await create(
      { nom: 'X', bureau: argenteuil, type: 'parquet', siret: '1234' },
      secretariat,
    );
    expect(format.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Le numéro SIRET doit comporter 14 chiffres',
      field: 'siret',
    });
    const cle = await create(
      { nom: 'X', bureau: argenteuil, type: 'parquet', siret: '44306184100048' },
      secretariat,
    );
    expect(cle.body).toMatchObject({ statusCode: 400, field: 'siret' });
    const type = await create({ nom: 'X', bureau: argenteuil, type: 'mairie' }, secretariat);
    expect(type.body).toMatchObject({ field: 'type', message: 'Veuillez choisir le type de requérant' });
    expect((await list(admin, argenteuil)).body).toHaveLength(before);
  });

  it('/global/requerant/liste is for any signed-in user: a doctor, a psychologist and the external secretariat read the requesters of their office (200)', async () => {
    const r = await requerant('Parquet de Versailles', argenteuil);
    for (const role of ['medecin', 'psychologue', 'secretariat-externe'] as Role[]) {
      const { token } = await signedIn(role, [argenteuil]);
      const res = await list(token);
      expect(res.statusCode, role).toBe(200);
      expect(
        res.body.map((e: { id: string }) => e.id),
        role,
      ).toContain(r.id);
    }
    expect((await list((await signedIn('aucun')).token)).statusCode).toBe(403);
  });

  it('writes are for administrator and secretariat only (403 for external secretariat and examiners)', async () => {
    const r = await requerant('Parquet de Pontoise', argenteuil);
    for (const role of ['secretariat-externe', 'medecin', 'psychologue'] as Role[]) {
      const { token } = await signedIn(role, [argenteuil]);
      expect((await create({ nom: 'X', bureau: argenteuil, type: 'autre' }, token)).statusCode, role).toBe(
        403,
      );
      expect((await patch(r.id, { nom: 'X', version: 1 }, token)).statusCode, role).toBe(403);
      expect((await remove(r.id, { version: 1 }, token)).statusCode, role).toBe(403);
    }
    expect(await stored(r.id)).toMatchObject({ nom: 'Parquet de Pontoise', version: 1 });
  });

  it('access: another office’s requesters are invisible and not writable (404), for an administrator with offices too', async () => {
    const c = await requerant('Parquet de Chartres', chartres);
    const ids = (await list(secretariat)).body.map((x: { id: string }) => x.id);
    expect(ids).not.toContain(c.id);
    expect((await list(secretariat, chartres)).body).toEqual([]);
    expect((await list(admin, chartres)).body.map((x: { id: string }) => x.id)).toContain(c.id);
    const adminArgenteuil = (await signedIn('administrateur', [argenteuil])).token;
    for (const token of [secretariat, adminArgenteuil]) {
      expect((await patch(c.id, { nom: 'Pirate', version: 1 }, token)).body).toMatchObject({
        statusCode: 404,
        message: 'Requérant introuvable',
      });
      expect((await remove(c.id, { version: 1 }, token)).statusCode).toBe(404);
    }
    expect((await create({ nom: 'X', bureau: chartres, type: 'autre' }, secretariat)).statusCode).toBe(404);
    expect(await stored(c.id)).toMatchObject({ nom: 'Parquet de Chartres', version: 1 });
  });

  it('Data: stale version 409 and nothing written; the version read updates then deletes', async () => {
    const r = await requerant('Gendarmerie de Cergy', argenteuil);
    const ok = await patch(r.id, { type: 'gendarmerie', codeService: 'SVC-01', version: 1 }, secretariat);
    expect(ok.body).toMatchObject({ type: 'gendarmerie', codeService: 'SVC-01', version: 2 });
    expect((await patch(r.id, { nom: 'Écrasé', version: 1 }, secretariat)).body).toMatchObject({
      statusCode: 409,
      code: 'VERSION_CONFLICT',
    });
    expect((await remove(r.id, { version: 1 }, secretariat)).statusCode).toBe(409);
    expect(await stored(r.id)).toMatchObject({ nom: 'Gendarmerie de Cergy', version: 2 });
    expect((await patch(r.id, { bureau: chartres, version: 2 }, admin)).body).toMatchObject({
      field: 'bureau',
    });
    expect((await remove(r.id, { version: 2 }, secretariat)).body).toEqual({ id: r.id });
    expect(await stored(r.id)).toBeUndefined();
  });

  it('writes send ModificationTable Requerant and are audited with the office', async () => {
    const messages = await realtime.listen(secretariat);
    const { user, token } = await signedIn('administrateur');
    const r = await create({ nom: 'Police aux frontières', bureau: argenteuil, type: 'police' }, token);
    await patch(r.body.id, { notes: 'Roissy', version: 1 }, token);
    await remove(r.body.id, { version: 2 }, token);
    expect((await messages()).map((m) => [m.table, m.operation])).toEqual([
      ['Requerant', 'INSERT'],
      ['Requerant', 'MODIFY'],
      ['Requerant', 'REMOVE'],
    ]);
    const entries = (await auditDuJour(admin)).filter((e) => e.cible === `REQUERANT#${r.body.id}`);
    expect(entries.map((e) => [e.action, e.bureauId, e.utilisateurId])).toEqual([
      ['requerants/delete-requerant', argenteuil, user.id],
      ['requerants/update-requerant', argenteuil, user.id],
      ['requerants/create-requerant', argenteuil, user.id],
    ]);
  });
});
