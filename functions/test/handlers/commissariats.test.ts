// (Police stations: GET/POST /commissariats, PATCH/DELETE /commissariats/{id}) against DynamoDB
// Local: read by any role, written by administrator and secretariat, within the caller's offices
// (docs/product-rules.md#access); version on every update and delete; audit and ModificationTable on every write.
import '../helpers/test-env.ts';
import type { Role } from '@umj/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTES } from '../../src/data/listes.ts';
import { handler as createCommissariat } from '../../src/handlers/commissariats/create-commissariat.ts';
import { handler as deleteCommissariat } from '../../src/handlers/commissariats/delete-commissariat.ts';
import { handler as listCommissariats } from '../../src/handlers/commissariats/list-commissariats.ts';
import { handler as updateCommissariat } from '../../src/handlers/commissariats/update-commissariat.ts';
import { call } from '../helpers/events.ts';
import { signedIn } from '../helpers/fixtures.ts';
import { appelsListe, auditDuJour, deuxBureauxEtComptes, useRealtimeListener } from '../helpers/listes.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('commissariats');
const realtime = useRealtimeListener();

let argenteuil: string;
let chartres: string;
let admin: string;
let secretariat: string;

beforeAll(async () => {
  ({ argenteuil, chartres, admin, secretariat } = await deuxBureauxEtComptes());
});

const { create, list, patch, remove, stored } = appelsListe(LISTES.commissariats, {
  create: createCommissariat,
  list: listCommissariats,
  update: updateCommissariat,
  remove: deleteCommissariat,
});

async function commissariat(nom: string, bureau: string): Promise<{ id: string; version: number }> {
  const res = await create({ nom, bureau, secteur: '95' }, admin);
  expect(res.statusCode).toBe(201);
  return res.body;
}

describe('POST /commissariats', () => {
  it('a secretariat creates a police station of its office: 201, version 1, every field', async () => {
    const res = await create(
      {
        nom: ' Commissariat de Sarcelles ',
        secteur: '95',
        bureau: argenteuil,
        adresse: '1 rue de la Gare, 95200 Sarcelles',
        telephone: '01 39 00 00 01',
        email: 'accueil@sarcelles.example',
      },
      secretariat,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      nom: 'Commissariat de Sarcelles',
      secteur: '95',
      bureau: argenteuil,
      adresse: '1 rue de la Gare, 95200 Sarcelles',
      telephone: '01 39 00 00 01',
      email: 'accueil@sarcelles.example',
      notes: '',
      version: 1,
    });
    expect(res.body.id).toMatch(new RegExp(`^${argenteuil}~[0-9a-f-]{36}$`));
    expect(await stored(res.body.id)).toMatchObject({ nom: 'Commissariat de Sarcelles', version: 1 });
  });

  it('access: creating in an office the caller may not see is 404 (as an unknown office), nothing written', async () => {
    const res = await create({ nom: 'Pirate', bureau: chartres }, secretariat);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Bureau introuvable' });
    expect((await list(admin, chartres)).body.map((c: { nom: string }) => c.nom)).not.toContain('Pirate');
  });

  it('bad input is a 400 with the French message and the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ bureau: argenteuil }, 'nom', 'Veuillez entrer le nom du commissariat'],
      [{ nom: 'X', bureau: argenteuil, secteur: '75' }, 'secteur', 'Veuillez choisir un secteur'],
      [{ nom: 'X' }, 'bureau', 'Veuillez choisir un bureau'],
      [{ nom: 'X', bureau: argenteuil, telephone: '12' }, 'telephone', 'Le numéro de téléphone est invalide'],
      [{ nom: 'X', bureau: argenteuil, email: 'x@' }, 'email', "L'adresse e-mail est invalide"],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body, secretariat);
      expect(res.body, field).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message,
        field,
      });
    }
  });
});

describe('GET /commissariats (screens selected offices, access visible offices)', () => {
  it('access: each caller sees the police stations of its offices only; ?bureaux narrows, never beyond', async () => {
    const a = await commissariat('Commissariat d’Argenteuil', argenteuil);
    const c = await commissariat('Commissariat de Chartres', chartres);
    const ids = (body: { id: string }[]) => body.map((x) => x.id);

    const all = await list(admin);
    expect(all.statusCode).toBe(200);
    expect(ids(all.body)).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(ids((await list(admin, chartres)).body)).toContain(c.id);
    expect(ids((await list(admin, chartres)).body)).not.toContain(a.id);

    const own = await list(secretariat);
    expect(ids(own.body)).toContain(a.id);
    expect(ids(own.body)).not.toContain(c.id);
    expect((await list(secretariat, chartres)).body).toEqual([]);
    expect(ids((await list(secretariat, `${chartres},${argenteuil}`)).body)).not.toContain(c.id);
  });

  it('screens: every role reads the police stations of its office (route table: any signed-in user); lists are sorted by name', async () => {
    await commissariat('Commissariat de Zèbre', argenteuil);
    await commissariat('Commissariat d’Ermont', argenteuil);
    for (const role of ['secretariat-externe', 'medecin', 'psychologue'] as Role[]) {
      const { token } = await signedIn(role, [argenteuil]);
      const res = await list(token);
      expect(res.statusCode, role).toBe(200);
      const noms = res.body.map((c: { nom: string }) => c.nom);
      expect(noms).toEqual([...noms].sort((x: string, y: string) => x.localeCompare(y, 'fr')));
      expect(res.body.every((c: { bureau: string }) => c.bureau === argenteuil)).toBe(true);
    }
  });

  it('access: a role without office sees nothing; without a token 401; role aucun 403', async () => {
    const sansBureau = (await signedIn('medecin', [])).token;
    expect((await list(sansBureau)).body).toEqual([]);
    expect((await call(listCommissariats, {})).statusCode).toBe(401);
    expect((await list((await signedIn('aucun')).token)).statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /commissariats/{id}', () => {
  it('writes by external secretariat and examiners are 403 and change nothing', async () => {
    const a = await commissariat('Commissariat de Cergy', argenteuil);
    for (const role of ['secretariat-externe', 'medecin', 'psychologue'] as Role[]) {
      const { token } = await signedIn(role, [argenteuil]);
      expect((await create({ nom: 'X', bureau: argenteuil }, token)).statusCode, role).toBe(403);
      expect((await patch(a.id, { nom: 'X', version: 1 }, token)).statusCode, role).toBe(403);
      expect((await remove(a.id, { version: 1 }, token)).statusCode, role).toBe(403);
    }
    expect(await stored(a.id)).toMatchObject({ nom: 'Commissariat de Cergy', version: 1 });
  });

  it('a secretariat edits its police station: 200, version + 1, only the fields sent change', async () => {
    const a = await commissariat('Commissariat de Pontoise', argenteuil);
    const res = await patch(
      a.id,
      { telephone: '01 34 00 00 02', bureau: argenteuil, version: 1 },
      secretariat,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      nom: 'Commissariat de Pontoise',
      secteur: '95',
      telephone: '01 34 00 00 02',
      version: 2,
    });
  });

  it('access: another office’s police station is 404 for PATCH and DELETE (administrator with offices too), nothing written', async () => {
    const c = await commissariat('Commissariat de Dreux', chartres);
    const adminArgenteuil = (await signedIn('administrateur', [argenteuil])).token;
    for (const token of [secretariat, adminArgenteuil]) {
      const upd = await patch(c.id, { nom: 'Pirate', version: 1 }, token);
      const del = await remove(c.id, { version: 1 }, token);
      for (const res of [upd, del]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Commissariat introuvable' });
      }
    }
    expect(await stored(c.id)).toMatchObject({ nom: 'Commissariat de Dreux', version: 1 });
    expect((await patch('sans-bureau', { nom: 'X', version: 1 }, admin)).statusCode).toBe(404);
    expect((await patch(`${argenteuil}~inconnu`, { nom: 'X', version: 1 }, admin)).statusCode).toBe(404);
  });

  it('choice: an entry does not change office: a PATCH naming another office is 400 on bureau', async () => {
    const a = await commissariat('Commissariat de Gonesse', argenteuil);
    const res = await patch(a.id, { bureau: chartres, version: 1 }, admin);
    expect(res.body).toMatchObject({ statusCode: 400, field: 'bureau' });
    expect(res.body.message).toMatch(/ne change pas de bureau/);
    expect(await stored(a.id)).toMatchObject({ bureau: argenteuil, version: 1 });
  });

  it('Data: a stale version is 409 VERSION_CONFLICT for PATCH and DELETE, nothing written', async () => {
    const a = await commissariat('Commissariat de Bezons', argenteuil);
    expect((await patch(a.id, { nom: 'Commissariat de Bezons 2', version: 1 }, secretariat)).statusCode).toBe(
      200,
    );
    const stale = await patch(a.id, { nom: 'Écrasé', version: 1 }, secretariat);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT' });
    const staleDelete = await remove(a.id, { version: 1 }, secretariat);
    expect(staleDelete.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await stored(a.id)).toMatchObject({ nom: 'Commissariat de Bezons 2', version: 2 });
  });

  it('Data: two concurrent PATCHes with the same version: exactly one succeeds, the other is 409, nothing lost', async () => {
    const a = await commissariat('Commissariat de Deuil-la-Barre', argenteuil);
    const results = await Promise.all([
      patch(a.id, { notes: 'A', version: 1 }, secretariat),
      patch(a.id, { notes: 'B', version: 1 }, admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(await stored(a.id)).toMatchObject({ notes: winner.body.notes, version: 2 });
  });

  it('PATCH without version and DELETE without body are 400 naming the field', async () => {
    const a = await commissariat('Commissariat de Taverny', argenteuil);
    expect((await patch(a.id, { nom: 'X' }, admin)).body).toMatchObject({
      field: 'version',
      message: 'Version manquante',
    });
    expect((await remove(a.id, {}, admin)).body).toMatchObject({
      field: 'version',
      message: 'Version manquante',
    });
    expect((await patch(a.id, { nom: '', version: 1 }, admin)).body).toMatchObject({
      field: 'nom',
      message: 'Veuillez entrer le nom du commissariat',
    });
  });

  it('DELETE with the version read removes the entry (then 404)', async () => {
    const a = await commissariat('Commissariat de Montmorency', argenteuil);
    const res = await remove(a.id, { version: 1 }, secretariat);
    expect(res).toMatchObject({ statusCode: 200, body: { id: a.id } });
    expect(await stored(a.id)).toBeUndefined();
    expect((await remove(a.id, { version: 1 }, secretariat)).statusCode).toBe(404);
  });
});

describe('audit and realtime (every write audited and notified)', () => {
  it('create, update and delete each send a ModificationTable Commissariat and are audited with the office', async () => {
    const reader = (await signedIn('medecin', [argenteuil])).token;
    const messages = await realtime.listen(reader);
    const { user, token } = await signedIn('secretariat', [argenteuil]);
    const created = await create({ nom: 'Commissariat audité', bureau: argenteuil }, token);
    await patch(created.body.id, { nom: 'Commissariat audité 2', version: 1 }, token);
    await remove(created.body.id, { version: 2 }, token);

    expect((await messages()).map((m) => [m.table, m.operation])).toEqual([
      ['Commissariat', 'INSERT'],
      ['Commissariat', 'MODIFY'],
      ['Commissariat', 'REMOVE'],
    ]);
    const entries = (await auditDuJour(admin)).filter((e) => e.cible === `COMMISSARIAT#${created.body.id}`);
    expect(entries.map((e) => [e.action, e.resultat, e.bureauId, e.utilisateurId])).toEqual([
      ['commissariats/delete-commissariat', 'succès', argenteuil, user.id],
      ['commissariats/update-commissariat', 'succès', argenteuil, user.id],
      ['commissariats/create-commissariat', 'succès', argenteuil, user.id],
    ]);
  });
});
