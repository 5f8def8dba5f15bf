import '../helpers/test-env.ts';
import {
  AGE_MIN_CONNEXION_FERMEE_MS,
  MESSAGE_CONNEXION_EN_TROP,
  MESSAGE_CONNEXIONS_SIMULTANEES,
  modificationTableSchema,
  serverFrameSchema,
  type ModificationTable,
} from '@umj/shared/realtime';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { handler as disconnect } from '../../src/handlers/realtime/disconnect.ts';
import { handler as wsDefault } from '../../src/handlers/realtime/default.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as logout } from '../../src/handlers/auth/logout.ts';
import { handler as modifierUtilisateur } from '../../src/handlers/utilisateurs/update-utilisateur.ts';
import { handler as createCommissariat } from '../../src/handlers/commissariats/create-commissariat.ts';
import { handler as updateCommissariat } from '../../src/handlers/commissariats/update-commissariat.ts';
import { handler as deleteCommissariat } from '../../src/handlers/commissariats/delete-commissariat.ts';
import { handler as createRequerant } from '../../src/handlers/requerants/create-requerant.ts';
import {
  inscrireConnexion,
  listConnexions,
  listConnexionsByUtilisateur,
  type ConnexionItem,
} from '../../src/data/connexions.ts';
import { envoyerSignaux } from '../../src/lib/adapters/notify-table-change.ts';
import { buildWsEvent, call, lambdaContext } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useFlux } from '../helpers/flux.ts';
import { useManagementApi } from '../helpers/management-api-server.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('realtime');
const flux = useFlux();

const ORIGIN = 'http://localhost:3000';
const managementApi = useManagementApi();

/** Opens a connection once the stream has handed over the writes made before (fixtures). */
async function open(token: string, origin = ORIGIN, protocols = `umj.v1, ${token}`) {
  await flux();
  const connectionId = randomUUID();
  const res = await connect(
    buildWsEvent('$connect', connectionId, { Origin: origin, 'Sec-WebSocket-Protocol': protocols }),
    lambdaContext(),
  );
  if (res.statusCode === 200) managementApi().open(connectionId);
  return { connectionId, res };
}

type Ouverte = Awaited<ReturnType<typeof open>>;

const stored = async () => (await listConnexions()).map((c) => c.connectionId);

/** Registers a connection straight through W1 (an older one, or one without scope), open on the API. */
async function inscrire(c: Omit<ConnexionItem, 'connectionId'>): Promise<string> {
  const connectionId = randomUUID();
  await inscrireConnexion(
    { connectionId, ...c },
    { maintenant: new Date(), conserverJusqua: Math.floor(Date.now() / 1000) + 3600 },
  );
  managementApi().open(connectionId);
  return connectionId;
}

describe('$connect / $disconnect / $default (WebSocket)', () => {
  it('$connect checks the Origin (403), the token in the second sub-protocol (401), answers umj.v1 and stores the connection', async () => {
    const { token } = await signedIn('secretariat');
    expect((await open(token, 'https://evil.example')).res.statusCode).toBe(403);
    expect((await open(token, ORIGIN, 'umj.v1')).res.statusCode).toBe(401);
    expect((await open('faux', ORIGIN, 'umj.v1, faux')).res.statusCode).toBe(401);
    const ok = await open(token);
    expect(ok.res.statusCode).toBe(200);
    expect(ok.res.headers).toMatchObject({ 'Sec-WebSocket-Protocol': 'umj.v1' });
    const connexion = (await listConnexions()).find((c) => c.connectionId === ok.connectionId)!;
    expect(connexion).toMatchObject({ sid: decodeJwt(token).sid, expireLe: decodeJwt(token).exp });

    expect((await disconnect(buildWsEvent('$disconnect', ok.connectionId), lambdaContext())).statusCode).toBe(
      200,
    );
    expect(await stored()).not.toContain(ok.connectionId);
    expect(
      (await wsDefault(buildWsEvent('$default', ok.connectionId, {}, 'ping'), lambdaContext())).statusCode,
    ).toBe(200);
  });

  it('a write answers before any frame is sent: the handler sends nothing, the stream consumer then sends msgToClient with the change (table, operation, id, version) to every connection; gone (410) connections registered 30 s ago or more are removed', async () => {
    const admin = await signedIn('administrateur');
    const reader = await signedIn('medecin');
    const listening = await open(reader.token);
    // A connection registered a minute ago that the API has forgotten (as after a network loss) while
    // its item is still in the table.
    const goneId = await inscrire({
      utilisateurId: admin.user.id,
      sid: 's',
      connecteLe: new Date(Date.now() - 2 * AGE_MIN_CONNEXION_FERMEE_MS).toISOString(),
      expireLe: Math.floor(Date.now() / 1000) + 3600,
    });
    managementApi().forget(goneId);

    const res = await call(creerBureau, { method: 'POST', body: { nom: 'Notifié' }, token: admin.token });
    expect(res.statusCode).toBe(201);
    expect(managementApi().frames.get(listening.connectionId)).toBeUndefined();
    expect(await stored()).toContain(goneId);

    await flux();
    const frames = managementApi().frames.get(listening.connectionId) ?? [];
    expect(frames).toHaveLength(1);
    const frame = serverFrameSchema.parse(frames[0]);
    expect(frame.event).toBe('msgToClient');
    const message = modificationTableSchema.parse(JSON.parse((frame as { data: string }).data));
    expect(message).toEqual({
      type: 'ModificationTable',
      table: 'Bureau',
      operation: 'INSERT',
      authSignature: 'système',
      id: (res.body as { id: string }).id,
      version: 1,
    });
    expect(await stored()).not.toContain(goneId);
    expect(await stored()).toContain(listening.connectionId);
  });

  it('a signal reaching a connection registered by $connect whose socket is not open yet (410) keeps its registration: once open, it receives the next signal', async () => {
    const admin = await signedIn('administrateur');
    await flux();
    // $connect has registered it; API Gateway has not opened the socket yet (answers 410).
    const connectionId = randomUUID();
    const res = await connect(
      buildWsEvent('$connect', connectionId, {
        Origin: ORIGIN,
        'Sec-WebSocket-Protocol': `umj.v1, ${admin.token}`,
      }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    await call(creerBureau, { method: 'POST', body: { nom: 'Avant ouverture' }, token: admin.token });
    await flux();
    expect(managementApi().frames.get(connectionId)).toBeUndefined();
    expect(await stored()).toContain(connectionId);

    managementApi().open(connectionId);
    await call(creerBureau, { method: 'POST', body: { nom: 'Après ouverture' }, token: admin.token });
    await flux();
    expect(managementApi().frames.get(connectionId)).toHaveLength(1);
  });

  it('after logout the connections of that user receive tokenInvalid and are closed', async () => {
    const { token } = await signedIn('psychologue');
    const c = await open(token);
    expect((await call(logout, { method: 'POST', token })).statusCode).toBe(204);
    expect(managementApi().frames.get(c.connectionId)).toEqual([{ event: 'tokenInvalid' }]);
    expect(managementApi().deleted).toContain(c.connectionId);
    expect(await stored()).not.toContain(c.connectionId);
  });

  it('a role change sends tokenInvalid to that user; a user whose token became invalid cannot reconnect with it', async () => {
    const admin = await signedIn('administrateur');
    const target = await signedIn('medecin');
    const c = await open(target.token);
    const res = await call(modifierUtilisateur, {
      method: 'PATCH',
      pathParameters: { id: target.user.id },
      body: { role: 'psychologue', actif: true, version: 1 },
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(managementApi().frames.get(c.connectionId)?.[0]).toEqual({ event: 'tokenInvalid' });
    expect((await open(target.token)).res.statusCode).toBe(401);
  });
});

/** A change signal of a table (of one office when given), as the stream consumer sends it. */
const signal = (
  table: ModificationTable['table'],
  operation: ModificationTable['operation'],
  bureauId?: string,
): ModificationTable => ({
  type: 'ModificationTable',
  table,
  operation,
  authSignature: 'système',
  ...(bureauId ? { bureauId } : {}),
});

/** The ModificationTable messages a connection received, as `table operation`. */
function recus(connectionId: string): string[] {
  return (managementApi().frames.get(connectionId) ?? []).flatMap((f) => {
    const frame = serverFrameSchema.parse(f);
    if (frame.event !== 'msgToClient') return [];
    const m = modificationTableSchema.parse(JSON.parse(frame.data));
    return [`${m.table} ${m.operation}`];
  });
}

describe('office-scoped broadcast (health data must not signal across offices; access)', () => {
  it('a change of office A reaches the connections of A users and of an administrator without offices, never those of B-only users', async () => {
    const a = (await createTestBureau('Argenteuil')).id;
    const b = (await createTestBureau('Chartres')).id;
    const secretariatA = await signedIn('secretariat', [a]);
    // Every account first: a connection then receives only the changes the test makes.
    const comptes = [
      await signedIn('medecin', [a, b]),
      await signedIn('administrateur'),
      await signedIn('secretariat', [b]),
      await signedIn('administrateur', [b]),
      await signedIn('psychologue', [b]),
    ];
    const [medecinA, adminIllimite, secretariatB, adminB, psychologueB] = (await Promise.all(
      comptes.map((c) => open(c.token)),
    )) as [Ouverte, Ouverte, Ouverte, Ouverte, Ouverte];

    // The office-scoped lists through their handlers and the stream, then signals of the other tables.
    const cree = await call(createCommissariat, {
      method: 'POST',
      body: { nom: 'Commissariat de A', bureau: a },
      token: secretariatA.token,
    });
    expect(cree.statusCode).toBe(201);
    const id = (cree.body as { id: string }).id;
    expect(
      (
        await call(updateCommissariat, {
          method: 'PATCH',
          pathParameters: { id },
          body: { nom: 'Commissariat de A bis', version: 1 },
          token: secretariatA.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(deleteCommissariat, {
          method: 'DELETE',
          pathParameters: { id },
          body: { version: 2 },
          token: secretariatA.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(createRequerant, {
          method: 'POST',
          body: { nom: 'Parquet de A', bureau: a, type: 'parquet' },
          token: secretariatA.token,
        })
      ).statusCode,
    ).toBe(201);
    await flux();
    await envoyerSignaux([signal('DossierPatient', 'INSERT', a)]);
    await envoyerSignaux([signal('DisponibiliteRv', 'MODIFY', a)]);

    const attendus = [
      'Commissariat INSERT',
      'Commissariat MODIFY',
      'Commissariat REMOVE',
      'Requerant INSERT',
      'DossierPatient INSERT',
      'DisponibiliteRv MODIFY',
    ];
    expect(recus(medecinA.connectionId)).toEqual(attendus);
    expect(recus(adminIllimite.connectionId)).toEqual(attendus);
    for (const autre of [secretariatB, adminB, psychologueB]) expect(recus(autre.connectionId)).toEqual([]);

    // A change of B reaches B's users and not an A-only user; a global table reaches everyone.
    const secretariatAConnecte = await open(secretariatA.token);
    await envoyerSignaux([signal('DossierPatient', 'MODIFY', b)]);
    expect(recus(secretariatB.connectionId)).toEqual(['DossierPatient MODIFY']);
    expect(recus(adminB.connectionId)).toEqual(['DossierPatient MODIFY']);
    expect(recus(secretariatAConnecte.connectionId)).toEqual([]);
    await envoyerSignaux([signal('Bureau', 'MODIFY')]);
    expect(recus(secretariatAConnecte.connectionId)).toEqual(['Bureau MODIFY']);
    expect(recus(psychologueB.connectionId)).toEqual(['DossierPatient MODIFY', 'Bureau MODIFY']);
  });

  it('a connection stored without its scope (opened before the patient-file work) receives no office-scoped change, still the global ones', async () => {
    const a = (await createTestBureau()).id;
    const { user, token } = await signedIn('secretariat', [a]);
    const connectionId = await inscrire({
      utilisateurId: user.id,
      sid: decodeJwt(token).sid as string,
      connecteLe: new Date().toISOString(),
      expireLe: decodeJwt(token).exp!,
    });
    await envoyerSignaux([signal('DossierPatient', 'INSERT', a)]);
    await envoyerSignaux([signal('Bureau', 'INSERT')]);
    expect(recus(connectionId)).toEqual(['Bureau INSERT']);
  });

  it("an administrator changing a user's offices keeps its session and moves its connection's scope to the new offices", async () => {
    const a = (await createTestBureau()).id;
    const b = (await createTestBureau()).id;
    const admin = await signedIn('administrateur');
    const cible = await signedIn('secretariat', [b]);
    const c = await open(cible.token);

    const res = await call(modifierUtilisateur, {
      method: 'PATCH',
      pathParameters: { id: cible.user.id },
      body: { bureauIds: [a], version: 1 },
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await listConnexions()).find((x) => x.connectionId === c.connectionId)).toMatchObject({
      role: 'secretariat',
      bureauIds: [a],
    });
    await flux();
    await envoyerSignaux([signal('DossierPatient', 'INSERT', a)]);
    await envoyerSignaux([signal('DossierPatient', 'REMOVE', b)]);
    const frames = managementApi().frames.get(c.connectionId) ?? [];
    expect(frames).not.toContainEqual({ event: 'tokenInvalid' });
    expect(recus(c.connectionId)).toEqual(['Utilisateur MODIFY', 'DossierPatient INSERT']);
  });
});

describe('the stream consumer and the connection limits', () => {
  it('the changes of one item in one batch coalesce into one frame carrying its latest version', async () => {
    const admin = await signedIn('administrateur');
    const c = await open(admin.token);
    const cree = await call(creerBureau, { method: 'POST', body: { nom: 'Coalescé' }, token: admin.token });
    const id = (cree.body as { id: string }).id;
    const { handler: updateBureau } = await import('../../src/handlers/bureaux/update-bureau.ts');
    for (const version of [1, 2]) {
      const res = await call(updateBureau, {
        method: 'PATCH',
        pathParameters: { bureauId: id },
        body: { nom: `Coalescé ${version}`, version },
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
    }
    await flux();
    const messages = (managementApi().frames.get(c.connectionId) ?? []).map((f) =>
      modificationTableSchema.parse(JSON.parse((f as { data: string }).data)),
    );
    expect(messages.map((m) => [m.table, m.operation, m.id, m.version])).toEqual([
      ['Bureau', 'INSERT', id, 1],
      ['Bureau', 'MODIFY', id, 3],
    ]);
  });

  it("an audit entry's stream record sends no frame, nor any technical item's (session, idempotency, aggregate, read throttle, counter, connection)", async () => {
    const admin = await signedIn('administrateur');
    const c = await open(admin.token);
    const { handler: notifier } = await import('../../src/handlers/flux/notifier-changements.ts');
    const { keys } = await import('../../src/data/keys.ts');
    const cle = (k: { PK: string; SK: string }) => ({ PK: { S: k.PK }, SK: { S: k.SK } });
    const techniques = [
      keys.entreeAudit('2026-05-04', 3, '2026-05-04T10:00:00.000Z', 'abc'),
      keys.session('s1'),
      { PK: keys.idempotence('u1'), SK: 'dossiers-patients/create#x' },
      keys.agregatJour('b1', '2026-05-04'),
      keys.lectureRecente('b1', 12, 'u1'),
      keys.compteurDossiers,
      keys.connexion('c1'),
      keys.inscriptionsConnexions('u1'),
    ];
    const record = (k: { PK: string; SK: string }) => ({
      eventName: 'INSERT' as const,
      dynamodb: { Keys: cle(k), NewImage: { ...cle(k), version: { N: '1' } } },
    });
    expect(await notifier({ Records: techniques.map(record) })).toEqual({ batchItemFailures: [] });
    expect(managementApi().frames.get(c.connectionId)).toBeUndefined();
    // The same batch with an office's item sends that item's frame only.
    expect(await notifier({ Records: [...techniques, keys.bureau('b1')].map(record) })).toEqual({
      batchItemFailures: [],
    });
    expect(recus(c.connectionId)).toEqual(['Bureau INSERT']);
  });

  it('an expired connection gets tokenInvalid and is closed instead of a change', async () => {
    const { user } = await signedIn('secretariat');
    const connectionId = await inscrire({
      utilisateurId: user.id,
      sid: 'expiree',
      connecteLe: new Date().toISOString(),
      expireLe: Math.floor(Date.now() / 1000) - 1,
    });
    await envoyerSignaux([signal('Bureau', 'MODIFY')]);
    expect(managementApi().frames.get(connectionId)).toEqual([{ event: 'tokenInvalid' }]);
    expect(await stored()).not.toContain(connectionId);
  });
});

/**
 * `n` connections of the user registered at `connecteLe`, oldest first (one millisecond apart), once
 * the stream has handed over the writes made before (so that they receive only what the test makes).
 */
async function inscrites(token: string, n: number, connecteLe: number): Promise<string[]> {
  await flux();
  const { sub, sid, exp } = decodeJwt(token) as { sub: string; sid: string; exp: number };
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push(
      await inscrire({
        utilisateurId: sub,
        sid,
        connecteLe: new Date(connecteLe + i).toISOString(),
        expireLe: exp,
        role: 'medecin',
        bureauIds: [],
      }),
    );
  }
  return ids;
}

const ilYA = (ms: number) => Date.now() - ms;

describe('at most 10 registered connections per user (docs/architecture.md#realtime)', () => {
  it('the 11th closes the oldest with a connexionFermee frame saying why', async () => {
    const { token } = await signedIn('medecin');
    const ouvertes = await inscrites(token, 10, ilYA(AGE_MIN_CONNEXION_FERMEE_MS + 60_000));

    const onzieme = await open(token);
    expect(onzieme.res.statusCode).toBe(200);
    const [plusAncienne, ...autres] = ouvertes;
    expect(managementApi().frames.get(plusAncienne!)).toEqual([
      { event: 'connexionFermee', message: MESSAGE_CONNEXION_EN_TROP },
    ]);
    expect(managementApi().deleted).toContain(plusAncienne);
    const restantes = (await listConnexionsByUtilisateur(decodeJwt(token).sub!)).map((c) => c.connectionId);
    expect(restantes.sort()).toEqual([...autres, onzieme.connectionId].sort());
    expect(await stored()).not.toContain(plusAncienne);
  });

  it('when the 10 places are taken by connections registered less than 30 s ago, the 11th is refused with 429 TOO_MANY_CONNECTIONS and none is closed', async () => {
    const { token } = await signedIn('medecin');
    const ouvertes = await inscrites(token, 10, ilYA(AGE_MIN_CONNEXION_FERMEE_MS - 10_000));

    const onzieme = await open(token);
    expect(onzieme.res.statusCode).toBe(429);
    expect(JSON.parse(onzieme.res.body)).toMatchObject({
      code: 'TOO_MANY_CONNECTIONS',
      message: MESSAGE_CONNEXIONS_SIMULTANEES,
    });
    expect(managementApi().deleted.filter((id) => ouvertes.includes(id))).toEqual([]);
    const restantes = (await listConnexionsByUtilisateur(decodeJwt(token).sub!)).map((c) => c.connectionId);
    expect(restantes.sort()).toEqual([...ouvertes].sort());
  });

  it('a registration replaces the connections whose token expired (tokenInvalid, closed) before counting the others', async () => {
    const { token } = await signedIn('medecin');
    const { sub, sid } = decodeJwt(token) as { sub: string; sid: string };
    const vivantes = await inscrites(token, 9, ilYA(1000));
    const expiree = await inscrire({
      utilisateurId: sub,
      sid,
      connecteLe: new Date(ilYA(5000)).toISOString(),
      expireLe: Math.floor(Date.now() / 1000) - 1,
    });

    const onzieme = await open(token);
    expect(onzieme.res.statusCode).toBe(200);
    expect(managementApi().frames.get(expiree)).toEqual([{ event: 'tokenInvalid' }]);
    expect(managementApi().deleted).toContain(expiree);
    const restantes = (await listConnexionsByUtilisateur(sub)).map((c) => c.connectionId);
    expect(restantes.sort()).toEqual([...vivantes, onzieme.connectionId].sort());
  });

  it('concurrent $connect of one user whose 10 connections are old: never more than 10 registered, each attempt answered 200 or 429, each closed connection told why', async () => {
    const { token } = await signedIn('medecin');
    const anciennes = await inscrites(token, 10, ilYA(AGE_MIN_CONNEXION_FERMEE_MS + 60_000));

    const tentatives = await Promise.all(Array.from({ length: 25 }, () => open(token)));

    const statuts = tentatives.map((t) => t.res.statusCode);
    expect(statuts.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const acceptees = tentatives.filter((t) => t.res.statusCode === 200).map((t) => t.connectionId);
    expect(acceptees.length).toBeGreaterThan(0);
    const restantes = (await listConnexionsByUtilisateur(decodeJwt(token).sub!)).map((c) => c.connectionId);
    expect(restantes.length).toBeLessThanOrEqual(10);
    // Every accepted attempt took the place of an old connection (or of an accepted one, never a recent one).
    const fermees = anciennes.filter((id) => !restantes.includes(id));
    expect(fermees.length).toBe(Math.min(10, acceptees.length));
    for (const id of fermees) {
      expect(managementApi().frames.get(id)).toEqual([
        { event: 'connexionFermee', message: MESSAGE_CONNEXION_EN_TROP },
      ]);
    }
    expect(restantes.sort()).toEqual(
      [...anciennes.filter((id) => !fermees.includes(id)), ...acceptees].sort(),
    );
  });
});
