import '../helpers/test-env.ts';
import { modificationTableSchema, serverFrameSchema } from '@umj/shared/realtime';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { handler as disconnect } from '../../src/handlers/realtime/disconnect.ts';
import { handler as wsDefault } from '../../src/handlers/realtime/default.ts';
import { handler as createBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as logout } from '../../src/handlers/auth/logout.ts';
import { handler as updateUtilisateur } from '../../src/handlers/utilisateurs/update-utilisateur.ts';
import { listConnexions } from '../../src/data/connexions.ts';
import { buildWsEvent, call, lambdaContext } from '../helpers/events.ts';
import { signedIn } from '../helpers/fixtures.ts';
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

describe('$connect / $disconnect / $default (issue 3 WebSocket)', () => {
  it('issue 3: $connect checks the Origin (403), the token in the second sub-protocol (401), answers umj.v1 and stores the connection', async () => {
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

  it("issue 3: a write sends msgToClient with a ModificationTable (table, operation, the writer's sid) to every connection; gone connections are removed", async () => {
    const admin = await signedIn('administrateur');
    const reader = await signedIn('medecin');
    const listening = await open(reader.token);
    const gone = await open(admin.token);
    // The API forgets `gone` (as after a network loss) while its item is still in the table.
    const goneId = gone.connectionId;
    managementApi().forget(goneId);

    const res = await call(createBureau, { method: 'POST', body: { nom: 'Notifié' }, token: admin.token });
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

  it('issue 3: after logout the connections of that user receive tokenInvalid and are closed', async () => {
    const { token } = await signedIn('psychologue');
    const c = await open(token);
    expect((await call(logout, { method: 'POST', token })).statusCode).toBe(204);
    expect(managementApi().frames.get(c.connectionId)).toEqual([{ event: 'tokenInvalid' }]);
    expect(managementApi().deleted).toContain(c.connectionId);
    expect(await stored()).not.toContain(c.connectionId);
  });

  it('issue 3: a role change sends tokenInvalid to that user; a user whose token became invalid cannot reconnect with it', async () => {
    const admin = await signedIn('administrateur');
    const target = await signedIn('medecin');
    const c = await open(target.token);
    const res = await call(updateUtilisateur, {
      method: 'PATCH',
      pathParameters: { id: target.user.id },
      body: { role: 'psychologue', bureaux: [], actif: true, version: 1 },
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(managementApi().frames.get(c.connectionId)?.[0]).toEqual({ event: 'tokenInvalid' });
    expect((await open(target.token)).res.statusCode).toBe(401);
  });
});
