// Notifications (docs/architecture.md#notifications) on DynamoDB Local: the sweep writes one notification
// per user, kind and item, and a second sweep none; the TTL attribute is set; the stream produces "new
// file assigned" and its frame reaches the examiner's connections only; a user reads and marks only its
// own notifications of the offices it sees (someone else's id: 404).
import '../helpers/test-env.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ajouterMois, formatDateFr, jourParis, minutesParis } from '@umj/shared/dates';
import { DUREE_NOTIFICATION_JOURS, idNotification, type ListeNotifications } from '@umj/shared/notifications';
import { modificationTableSchema, serverFrameSchema } from '@umj/shared/realtime';
import { STATUT } from '@umj/shared/statuts-dossier';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { creerNotification } from '../../src/data/notifications.ts';
import { TABLE_TTL_ATTRIBUTE } from '../../src/data/table-definition.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as balayerNotifications } from '../../src/handlers/notifications/balayer-notifications.ts';
import { handler as lister } from '../../src/handlers/notifications/list-notifications.ts';
import { handler as marquerUne } from '../../src/handlers/notifications/update-notification.ts';
import { handler as marquerToutes } from '../../src/handlers/notifications/update-notifications.ts';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { buildWsEvent, call, lambdaContext, invocationPlanifiee } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { NOTIFICATIONS, NOTIFIER, useFlux } from '../helpers/flux.ts';
import { useManagementApi } from '../helpers/management-api-server.ts';
import { useFreshTable } from '../helpers/test-env.ts';

const balayer = invocationPlanifiee('notifications/balayer-notifications', balayerNotifications);

useFreshTable('notifications');
const managementApi = useManagementApi();
const flux = useFlux([NOTIFIER, NOTIFICATIONS]);

const lire = async (token: string) => (await call<ListeNotifications>(lister, { method: 'GET', token })).body;
const genres = (l: ListeNotifications) => l.notifications.map((n) => `${n.genre} ${n.dossierId}`).sort();

/** A visit request whose 3-hour limit is `minutes` away (its request `180 - minutes` ago). */
function demandeA(minutes: number) {
  const debut = new Date(Date.now() - (180 - minutes) * 60_000);
  return { jour: jourParis(debut), heure: minutesParis(debut), champs: { lieu: 30 } };
}

describe('the sweep of the time-driven notifications (docs/architecture.md#notifications)', () => {
  it('one notification per user, kind and item: the doctor proposed and the secretariat; a second sweep writes none', async () => {
    const a = await createTestBureau('Argenteuil');
    const b = await createTestBureau('Chartres');
    const secretariatA = await signedIn('secretariat', [a.id]);
    const medecinA = await signedIn('medecin', [a.id]);
    const secretariatB = await signedIn('secretariat', [b.id]);
    const medecin = { id: medecinA.user.id, nomComplet: medecinA.user.nomComplet };
    const proche = await creerDossierDeTest({ bureauId: a.id, examinateur: medecin, ...demandeA(20) });
    const depassee = await creerDossierDeTest({ bureauId: a.id, examinateur: medecin, ...demandeA(-10) });
    await creerDossierDeTest({ bureauId: a.id, examinateur: medecin, ...demandeA(120) });
    const examen = ajouterMois(jourParis(new Date()), -12) - 5;
    const sansBordereau = await creerDossierDeTest({
      bureauId: a.id,
      examinateur: medecin,
      jour: examen,
      heure: 600,
      statut: STATUT.rapportValide,
      champs: { examenDate: formatDateFr(examen) },
    });

    const premier = await balayer({ heurePrevue: new Date().toISOString() });
    expect(premier.ecrites).toBeGreaterThanOrEqual(5);
    expect(genres(await lire(medecinA.token))).toEqual(
      [`visite-echeance-proche ${proche}`, `visite-echeance-depassee ${depassee}`].sort(),
    );
    expect(genres(await lire(secretariatA.token))).toEqual(
      [
        `visite-echeance-proche ${proche}`,
        `visite-echeance-depassee ${depassee}`,
        `dossier-sans-bordereau ${sansBordereau}`,
      ].sort(),
    );
    // Office scoping: the other office's secretariat hears nothing of office A.
    expect((await lire(secretariatB.token)).notifications).toEqual([]);

    const second = await balayer({ heurePrevue: new Date().toISOString() });
    expect(second.ecrites).toBe(0);
    expect((await lire(secretariatA.token)).notifications).toHaveLength(3);
  });

  it('a notification carries the TTL attribute: 30 days after its creation', async () => {
    const { user } = await signedIn('secretariat', []);
    const now = new Date();
    const n = {
      genre: 'configuration-modifiee',
      bureauId: null,
      objet: 'reglages#2',
      libelle: 'reglages',
    } as const;
    expect(await creerNotification(user.id, n, now)).toBe(true);
    expect(await creerNotification(user.id, n, now)).toBe(false);
    const item = await ddb.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.notification(user.id, idNotification(n.genre, null, n.objet)),
      }),
    );
    expect(item.Item?.[TABLE_TTL_ATTRIBUTE]).toBe(
      Math.floor(now.getTime() / 1000) + DUREE_NOTIFICATION_JOURS * 86_400,
    );
  });
});

describe('reading and marking one’s own notifications (docs/architecture.md#notifications)', () => {
  it('marks one read, then all of the bell; the envelope keeps its unread message', async () => {
    const a = await createTestBureau();
    const moi = await signedIn('secretariat', [a.id]);
    const now = new Date();
    const base = { bureauId: a.id, libelle: 'DUPONT' };
    await creerNotification(
      moi.user.id,
      { ...base, genre: 'dossier-sans-bordereau', objet: '1', dossierId: 1 },
      now,
    );
    await creerNotification(moi.user.id, { ...base, genre: 'garde-non-confirmee', objet: '3#2' }, now);
    await creerNotification(
      moi.user.id,
      { ...base, genre: 'retour-examinateur', objet: '1#2', detail: 'Vu' },
      now,
    );
    expect((await lire(moi.token)).nonLues).toEqual({ cloche: 2, enveloppe: 1 });

    const id = idNotification('dossier-sans-bordereau', a.id, '1');
    const une = await call<ListeNotifications>(marquerUne, {
      method: 'PATCH',
      pathParameters: { id },
      body: { lue: true },
      token: moi.token,
    });
    expect(une.statusCode).toBe(200);
    expect(une.body.nonLues).toEqual({ cloche: 1, enveloppe: 1 });
    const invalide = await call(marquerUne, {
      method: 'PATCH',
      pathParameters: { id },
      body: { lue: 'oui' },
      token: moi.token,
    });
    expect(invalide.statusCode).toBe(400);
    expect(invalide.body).toMatchObject({ field: 'lue' });

    const toutes = await call<ListeNotifications>(marquerToutes, {
      method: 'PATCH',
      body: { lue: true, canal: 'cloche' },
      token: moi.token,
    });
    expect(toutes.body.nonLues).toEqual({ cloche: 0, enveloppe: 1 });
    expect((await lire(moi.token)).nonLues).toEqual({ cloche: 0, enveloppe: 1 });
  });

  it('another user’s notification is 404, and so is one of an office the user no longer sees (never listed)', async () => {
    const a = await createTestBureau();
    const b = await createTestBureau();
    const moi = await signedIn('secretariat', [a.id]);
    const autre = await signedIn('secretariat', [a.id]);
    const now = new Date();
    await creerNotification(
      autre.user.id,
      { genre: 'dossier-attribue', bureauId: a.id, objet: '7', libelle: 'X' },
      now,
    );
    // Left in my partition from when I was a member of office B.
    await creerNotification(
      moi.user.id,
      { genre: 'dossier-attribue', bureauId: b.id, objet: '8', libelle: 'Y' },
      now,
    );
    expect((await lire(moi.token)).notifications).toEqual([]);
    for (const [bureauId, objet] of [
      [a.id, '7'],
      [b.id, '8'],
    ] as const) {
      const r = await call(marquerUne, {
        method: 'PATCH',
        pathParameters: { id: idNotification('dossier-attribue', bureauId, objet) },
        body: { lue: true },
        token: moi.token,
      });
      expect(r.statusCode).toBe(404);
    }
    expect((await lire(autre.token)).nonLues.cloche).toBe(1);
  });
});

describe('event-driven notifications from the stream (docs/architecture.md#notifications)', () => {
  async function ouvrir(token: string): Promise<string> {
    const connectionId = randomUUID();
    const res = await connect(
      buildWsEvent('$connect', connectionId, {
        Origin: 'http://localhost:3000',
        'Sec-WebSocket-Protocol': `umj.v1, ${token}`,
      }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    managementApi().open(connectionId);
    return connectionId;
  }
  const tablesRecues = (connectionId: string) =>
    (managementApi().frames.get(connectionId) ?? []).flatMap((f) => {
      const frame = serverFrameSchema.parse(f);
      return frame.event === 'msgToClient'
        ? [modificationTableSchema.parse(JSON.parse(frame.data)).table]
        : [];
    });

  it('a file created for an examiner notifies that examiner, live on its connections only', async () => {
    const a = await createTestBureau();
    const secretariat = await signedIn('secretariat', [a.id]);
    const medecin = await signedIn('medecin', [a.id]);
    const collegue = await signedIn('medecin', [a.id]);
    await flux();
    const ecouteMedecin = await ouvrir(medecin.token);
    const ecouteCollegue = await ouvrir(collegue.token);
    const cree = await call(createDossier, {
      method: 'POST',
      pathParameters: { bureauId: a.id },
      body: {
        nom: 'ATTRIBUE',
        rendezVousDate: jourParis(new Date()) + 3,
        rendezVousHeure: 600,
        examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
        montantHT: 0,
      },
      token: secretariat.token,
    });
    expect(cree.statusCode).toBe(201);
    await flux(); // the file's record: the notification is written
    await flux(); // the notification's record: its frame is sent
    expect(genres(await lire(medecin.token))).toEqual([`dossier-attribue ${cree.body.id}`]);
    expect((await lire(collegue.token)).notifications).toEqual([]);
    expect(tablesRecues(ecouteMedecin)).toContain('Notification');
    expect(tablesRecues(ecouteCollegue)).not.toContain('Notification');
  });
});
