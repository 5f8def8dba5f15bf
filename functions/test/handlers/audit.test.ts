import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listAudit } from '../../src/handlers/audit/list-audit.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as getBureau } from '../../src/handlers/bureaux/get-bureau.ts';
import { handler as modifierBureau } from '../../src/handlers/bureaux/update-bureau.ts';
import { handler as listerUtilisateurs } from '../../src/handlers/utilisateurs/list-utilisateurs.ts';
import type { AuditEntry } from '../../src/data/audit.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('audit');

const today = () => new Date().toISOString().slice(0, 10);
let admin: { user: TestUser; token: string };

beforeAll(async () => {
  admin = await signedIn('administrateur');
});

async function allEntries(): Promise<AuditEntry[]> {
  const res = await call(listAudit, {
    query: { du: today(), au: today(), limite: '200' },
    token: admin.token,
  });
  expect(res.statusCode).toBe(200);
  return res.body.elements;
}

describe('GET /audit and what is recorded (Audit trail)', () => {
  it('every write is recorded with who, office, when (UTC), what and the result (a change with it, status unknown yet)', async () => {
    const created = await call(creerBureau, { method: 'POST', body: { nom: 'Audité' }, token: admin.token });
    const id = created.body.id as string;
    await call(modifierBureau, {
      method: 'PATCH',
      pathParameters: { bureauId: id },
      body: { nom: 'Audité 2', version: 7 },
      token: admin.token,
    });
    const mine = (await allEntries()).filter((e) => e.cible === `BUREAU#${id}`);
    expect(mine.map((e) => [e.action, e.resultat, e.statusCode, e.code])).toEqual([
      ['bureaux/update-bureau', 'échec', 409, 'VERSION_CONFLICT'],
      ['bureaux/create-bureau', 'succès', null, null],
    ]);
    expect(mine[1]).toMatchObject({
      utilisateurId: admin.user.id,
      adresseEmail: admin.user.adresseEmail,
      role: 'administrateur',
      bureauId: id,
      methode: 'POST',
    });
    expect(Date.parse(mine[1]!.date)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('every refused access of an authenticated caller (403) is recorded; a junk token (401) and reads that succeed are not', async () => {
    const b = await createTestBureau('Refus');
    const secretariat = await signedIn('secretariat', [b.id]);
    await call(listerUtilisateurs, { token: secretariat.token });
    await call(listerUtilisateurs, { token: 'faux' });
    await call(listerUtilisateurs, { token: admin.token });
    const entries = (await allEntries()).filter((e) => e.action === 'utilisateurs/list-utilisateurs');
    expect(entries.map((e) => [e.resultat, e.statusCode, e.utilisateurId])).toEqual([
      ['refusé', 403, secretariat.user.id],
    ]);
    expect(entries[0]!.bureauId).toBe(b.id);
  });

  it('a 404 for another office is a refused access in the audit, while the answer says only NOT_FOUND', async () => {
    const mine = await createTestBureau('Le mien');
    const other = await createTestBureau('Un autre');
    const secretariat = await signedIn('secretariat', [mine.id]);
    const hidden = await call(getBureau, {
      pathParameters: { bureauId: other.id },
      token: secretariat.token,
    });
    const unknown = await call(getBureau, { pathParameters: { bureauId: 'inexistant' }, token: admin.token });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toEqual(unknown.body);
    expect(hidden.body.code).toBe('NOT_FOUND');
    const entries = (await allEntries()).filter((e) => e.action === 'bureaux/get-bureau');
    expect(entries.map((e) => [e.resultat, e.statusCode, e.code, e.cible, e.utilisateurId])).toEqual([
      ['refusé', 404, 'OUT_OF_SCOPE', `BUREAU#${other.id}`, secretariat.user.id],
    ]);
  });

  it('the audit is readable by administrators only, paginated newest first, filtered', async () => {
    const other = await signedIn('secretariat');
    expect(
      (await call(listAudit, { query: { du: today(), au: today() }, token: other.token })).statusCode,
    ).toBe(403);
    const first = await call(listAudit, {
      query: { du: today(), au: today(), limite: '2' },
      token: admin.token,
    });
    expect(first.body.elements).toHaveLength(2);
    expect(first.body.elements[0].date >= first.body.elements[1].date).toBe(true);
    const second = await call(listAudit, {
      query: { du: today(), au: today(), limite: '2', suivant: first.body.suivant },
      token: admin.token,
    });
    expect(second.body.elements).toHaveLength(2);
    expect(second.body.elements[0].date <= first.body.elements[1].date).toBe(true);
    const ids = [...first.body.elements, ...second.body.elements].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(4);
    const refus = await call(listAudit, {
      query: { du: today(), au: today(), resultat: 'refusé' },
      token: admin.token,
    });
    expect(refus.body.elements.length).toBeGreaterThan(0);
    expect(new Set(refus.body.elements.map((e: { resultat: string }) => e.resultat))).toEqual(
      new Set(['refusé']),
    );
    const parAction = await call(listAudit, {
      query: { du: today(), au: today(), action: 'bureaux/get-bureau', utilisateur: '@' },
      token: admin.token,
    });
    expect(parAction.body.elements.map((e: { action: string }) => e.action)).toEqual(['bureaux/get-bureau']);
  });

  it('bad audit queries are 400 with the French message and the field', async () => {
    const missing = await call(listAudit, { query: {}, token: admin.token });
    expect(missing.body).toMatchObject({ statusCode: 400, field: 'du' });
    const reversed = await call(listAudit, {
      query: { du: '2026-11-22', au: '2026-11-01' },
      token: admin.token,
    });
    expect(reversed.body).toMatchObject({
      statusCode: 400,
      field: 'au',
      message: 'La date de fin doit suivre la date de début',
    });
    const cursor = await call(listAudit, {
      query: { du: today(), au: today(), suivant: 'abc' },
      token: admin.token,
    });
    expect(cursor.body).toMatchObject({ statusCode: 400, field: 'suivant' });
    // A well-formed cursor carrying a forged DynamoDB key is a 400, never a 500.
    const forge = (avant: unknown) =>
      Buffer.from(JSON.stringify({ jour: today(), avant })).toString('base64url');
    for (const cle of [{ x: 1 }, 'PK', 'E#2020-01-01T00:00:00.000Z#a', { PK: 1, SK: { S: 'x' } }]) {
      const forged = await call(listAudit, {
        query: { du: today(), au: today(), suivant: forge(cle) },
        token: admin.token,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.body).toMatchObject({ field: 'suivant', message: 'Curseur de pagination invalide' });
    }
  });
});
