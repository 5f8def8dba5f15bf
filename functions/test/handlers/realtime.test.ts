import '../helpers/test-env.ts';
import { modificationTableSchema, serverFrameSchema } from '@umj/shared/realtime';
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
import { listConnexions, putConnexion } from '../../src/data/connexions.ts';
import { notifyTableChange } from '../../src/lib/adapters/notify-table-change.ts';
import { buildWsEvent, call, lambdaContext } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useManagementApi } from '../helpers/management-api-server.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('realtime');

const ORIGIN = 'http://localhost:3000';
const managementApi = useManagementApi();

async function open(token: string, origin = ORIGIN, protocols = `umj.v1, ${token}`) {
  const connectionId = randomUUID();
  const res = await connect(
    buildWsEvent('$connect', connectionId, { Origin: origin, 'Sec-WebSocket-Protocol': protocols }),
    lambdaContext(),
  );
  if (res.statusCode === 200) managementApi().open(connectionId);
  return { connectionId, res };
}

const stored = async () => (await listConnexions()).map((c) => c.connectionId);

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

  it("a write sends msgToClient with a ModificationTable (table, operation, the writer's sid) to every connection; gone connections are removed", async () => {
    const admin = await signedIn('administrateur');
    const reader = await signedIn('medecin');
    const listening = await open(reader.token);
    const gone = await open(admin.token);
    // The API forgets `gone` (as after a network loss) while its item is still in the table.
    const goneId = gone.connectionId;
    managementApi().forget(goneId);

    const res = await call(creerBureau, { method: 'POST', body: { nom: 'Notifié' }, token: admin.token });
    expect(res.statusCode).toBe(201);

    const frames = managementApi().frames.get(listening.connectionId) ?? [];
    expect(frames).toHaveLength(1);
    const frame = serverFrameSchema.parse(frames[0]);
    expect(frame.event).toBe('msgToClient');
    const message = modificationTableSchema.parse(JSON.parse((frame as { data: string }).data));
    expect(message).toEqual({
      type: 'ModificationTable',
      table: 'Bureau',
      operation: 'INSERT',
      authSignature: decodeJwt(admin.token).sid,
    });
    expect(await stored()).not.toContain(goneId);
    expect(await stored()).toContain(listening.connectionId);
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
    const medecinA = await open((await signedIn('medecin', [a, b])).token);
    const adminIllimite = await open((await signedIn('administrateur')).token);
    const secretariatB = await open((await signedIn('secretariat', [b])).token);
    const adminB = await open((await signedIn('administrateur', [b])).token);
    const psychologueB = await open((await signedIn('psychologue', [b])).token);

    // The office-scoped lists through their handlers (call sites), then the tables.
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
    await notifyTableChange('DossierPatient', 'INSERT', 'sid-a', { bureauId: a });
    await notifyTableChange('DisponibiliteRv', 'MODIFY', 'sid-a', { bureauId: a });

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
    await notifyTableChange('DossierPatient', 'MODIFY', 'sid-b', { bureauId: b });
    expect(recus(secretariatB.connectionId)).toEqual(['DossierPatient MODIFY']);
    expect(recus(adminB.connectionId)).toEqual(['DossierPatient MODIFY']);
    expect(recus(secretariatAConnecte.connectionId)).toEqual([]);
    await notifyTableChange('Bureau', 'MODIFY', 'sid-g');
    expect(recus(secretariatAConnecte.connectionId)).toEqual(['Bureau MODIFY']);
    expect(recus(psychologueB.connectionId)).toEqual(['DossierPatient MODIFY', 'Bureau MODIFY']);
  });

  it('a connection stored without its scope (opened before the patient-file work) receives no office-scoped change, still the global ones', async () => {
    const a = (await createTestBureau()).id;
    const { user, token } = await signedIn('secretariat', [a]);
    const connectionId = randomUUID();
    await putConnexion({
      connectionId,
      utilisateurId: user.id,
      sid: decodeJwt(token).sid as string,
      connecteLe: new Date().toISOString(),
      expireLe: decodeJwt(token).exp!,
    });
    managementApi().open(connectionId);
    await notifyTableChange('DossierPatient', 'INSERT', 'sid', { bureauId: a });
    await notifyTableChange('Bureau', 'INSERT', 'sid');
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
    await notifyTableChange('DossierPatient', 'INSERT', 'sid', { bureauId: a });
    await notifyTableChange('DossierPatient', 'REMOVE', 'sid', { bureauId: b });
    const frames = managementApi().frames.get(c.connectionId) ?? [];
    expect(frames).not.toContainEqual({ event: 'tokenInvalid' });
    expect(recus(c.connectionId)).toEqual(['Utilisateur MODIFY', 'DossierPatient INSERT']);
  });
});
