import '../helpers/test-env.ts';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as listAudit } from '../../src/handlers/audit/list-audit.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as getBureau } from '../../src/handlers/bureaux/get-bureau.ts';
import { handler as modifierBureau } from '../../src/handlers/bureaux/update-bureau.ts';
import { handler as listerUtilisateurs } from '../../src/handlers/utilisateurs/list-utilisateurs.ts';
import { ecrireEntreeAudit, type AuditEntry } from '../../src/data/audit.ts';
import { ddb } from '../../src/data/dynamodb-client.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('audit');

/** The audit's days are Paris days: what is written now is in today's Paris day. */
const today = () => isoDepuisJour(jourParis(new Date()));
let admin: { user: TestUser; token: string };

beforeAll(async () => {
  admin = await signedIn('administrateur');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every entry `token` reads of the Paris days du..au with `filtre`, page after page of `limite`. */
async function lire(token: string, filtre: Record<string, string> = {}, limite = 200) {
  const lues: AuditEntry[] = [];
  let suivant: string | undefined;
  do {
    const res = await call(listAudit, {
      query: { du: today(), au: today(), limite: String(limite), ...filtre, ...(suivant ? { suivant } : {}) },
      token,
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    lues.push(...res.body.elements);
    suivant = res.body.suivant ?? undefined;
  } while (suivant);
  return lues;
}

async function allEntries(): Promise<AuditEntry[]> {
  const res = await call(listAudit, {
    query: { du: today(), au: today(), limite: '200' },
    token: admin.token,
  });
  expect(res.statusCode).toBe(200);
  return res.body.elements;
}

describe('GET /audit and what is recorded (Audit trail)', () => {
  it("every write is recorded with who, office, when (UTC), what and the result (a change with it, with the answer's status)", async () => {
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
      ['bureaux/create-bureau', 'succès', 201, null],
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

  it("an administrator whose account lists offices reads the entries of its offices only, by key (its offices' partitions, never another's nor the shards of every office); another office is 404", async () => {
    const [a, b] = [await createTestBureau('Portée A'), await createTestBureau('Portée B')];
    const [secA, secB] = [await signedIn('secretariat', [a.id]), await signedIn('secretariat', [b.id])];
    const adminA = await signedIn('administrateur', [a.id]);
    // Entries of office A, of office B and of no office (a sign-in with an unknown address).
    await call(listerUtilisateurs, { token: secA.token });
    await call(listerUtilisateurs, { token: secB.token });
    const inconnue = `inconnu-${a.id}@umj.example`;
    await call(login, { method: 'POST', body: { adresseEmail: inconnue, motDePasse: 'Mauvais-2026!' } });

    const send = vi.spyOn(ddb, 'send');
    const siennes = await lire(adminA.token);
    const requetes = send.mock.calls.map(
      ([c]) => c.input as { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> },
    );
    send.mockRestore();
    expect(new Set(siennes.map((e) => e.bureauId))).toEqual(new Set([a.id]));
    expect(siennes.map((e) => e.utilisateurId)).toContain(secA.user.id);
    // Read by key: only office A's partitions of the day's UTC days (GSI1), no shard of every office.
    const lectures = requetes.filter((r) => r.ExpressionAttributeValues?.[':pk'] !== undefined);
    expect(lectures.length).toBeGreaterThan(0);
    for (const r of lectures) {
      expect(r.IndexName).toBe('GSI1');
      expect(String(r.ExpressionAttributeValues![':pk'])).toMatch(new RegExp(`^BUREAU#${a.id}#AUDIT#`));
    }

    // The administrator of every office reads office B's and the entry of no office.
    expect((await lire(admin.token, { bureauId: b.id })).map((e) => e.utilisateurId)).toContain(secB.user.id);
    expect((await lire(admin.token, { utilisateur: inconnue })).map((e) => e.bureauId)).toEqual([null]);
    expect(await lire(adminA.token, { utilisateur: inconnue })).toEqual([]);

    const autre = await call(listAudit, {
      query: { du: today(), au: today(), bureauId: b.id },
      token: adminA.token,
    });
    expect([autre.statusCode, autre.body.message]).toEqual([404, 'Bureau introuvable']);
    const refus = await lire(admin.token, {
      utilisateur: adminA.user.adresseEmail,
      action: 'audit/list-audit',
    });
    expect(refus.map((e) => [e.resultat, e.code, e.bureauId])).toEqual([['refusé', 'OUT_OF_SCOPE', b.id]]);
  });

  it('the days are Paris days: a Paris day spans two UTC days, both are read, and only the Paris day is kept (summer and winter)', async () => {
    const action = 'test/jour-paris';
    const a = (date: string) => ecrireEntreeAudit({ ...ENTREE, action, date });
    // 15 July (UTC+2): from 14 July 22:00Z to 15 July 21:59:59.999Z.
    for (const date of [
      '2026-07-14T21:59:59.999Z', // 14 July 23:59:59.999 in Paris
      '2026-07-14T22:00:00.000Z', // 15 July 00:00 in Paris, stored in the UTC day of 14 July
      '2026-07-15T12:00:00.000Z',
      '2026-07-15T21:59:59.999Z', // 15 July 23:59:59.999 in Paris
      '2026-07-15T22:00:00.000Z', // 16 July 00:00 in Paris
      // 16 January (UTC+1): from 15 January 23:00Z to 16 January 22:59:59.999Z.
      '2026-01-15T22:59:59.999Z',
      '2026-01-15T23:30:00.000Z',
      '2026-01-16T22:59:59.999Z',
      '2026-01-16T23:00:00.000Z',
    ])
      await a(date);
    const jour = async (j: string, limite: string) => {
      const dates: string[] = [];
      let suivant: string | undefined;
      do {
        const res = await call(listAudit, {
          query: { du: j, au: j, action, limite, ...(suivant ? { suivant } : {}) },
          token: admin.token,
        });
        dates.push(...res.body.elements.map((e: AuditEntry) => e.date));
        suivant = res.body.suivant ?? undefined;
      } while (suivant);
      return dates;
    };
    for (const limite of ['200', '1']) {
      expect(await jour('2026-07-15', limite)).toEqual([
        '2026-07-15T21:59:59.999Z',
        '2026-07-15T12:00:00.000Z',
        '2026-07-14T22:00:00.000Z',
      ]);
      expect(await jour('2026-01-16', limite)).toEqual([
        '2026-01-16T22:59:59.999Z',
        '2026-01-15T23:30:00.000Z',
      ]);
    }
  });
});

const ENTREE: AuditEntry = {
  date: '2026-01-01T00:00:00.000Z',
  utilisateurId: 'u-test',
  adresseEmail: 'test@umj.example',
  role: 'administrateur',
  bureauId: null,
  action: 'test',
  methode: 'GET',
  chemin: '/test',
  cible: null,
  resultat: 'succès',
  statusCode: 200,
  code: null,
  ip: null,
};
