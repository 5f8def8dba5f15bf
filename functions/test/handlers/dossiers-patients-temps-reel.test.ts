// Calls "Every write: msgToClient ModificationTable only to the connections of users who can
// see that office": each patient-file write (POST, PATCH, POST /statut) signals DossierPatient, through
// the table's stream, to the connections of its office only; a read signals nothing.
import '../helpers/test-env.ts';
import { modificationTableSchema, serverFrameSchema } from '@umj/shared/realtime';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jourDepuisIso } from '@umj/shared/dates';
import { dossierSaisieSchema } from '@umj/shared/dossiers-api';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { handler as changerStatut } from '../../src/handlers/dossiers-patients/changer-statut-dossier-patient.ts';
import { handler as getDossier } from '../../src/handlers/dossiers-patients/get-dossier-patient.ts';
import { buildWsEvent, call, lambdaContext } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useFlux } from '../helpers/flux.ts';
import { useManagementApi } from '../helpers/management-api-server.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('dossiers-patients-temps-reel');
const managementApi = useManagementApi();
const flux = useFlux();

async function ouvrir(token: string): Promise<string> {
  await flux();
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

function recus(connectionId: string): string[] {
  return (managementApi().frames.get(connectionId) ?? []).flatMap((f) => {
    const frame = serverFrameSchema.parse(f);
    if (frame.event !== 'msgToClient') return [];
    const m = modificationTableSchema.parse(JSON.parse(frame.data));
    return [`${m.table} ${m.operation}`];
  });
}

describe('patient-file writes signal their office only (Calls, access)', () => {
  it('POST, PATCH and status change reach the office A connections, never office B; GET signals nothing', async () => {
    const a = await createTestBureau('Argenteuil');
    const b = await createTestBureau('Chartres');
    const secretariatA = await signedIn('secretariat', [a.id]);
    const medecinA = await signedIn('medecin', [a.id]);
    const admin = await signedIn('administrateur');
    const secretariatB = await signedIn('secretariat', [b.id]);
    // Every account first: a connection then receives only the changes the test makes.
    const ecouteA = await ouvrir(secretariatA.token);
    const ecouteAdmin = await ouvrir(admin.token);
    const ecouteB = await ouvrir(secretariatB.token);

    const cree = await call(createDossier, {
      method: 'POST',
      pathParameters: { bureauId: a.id },
      body: {
        nom: 'TEMPS REEL',
        rendezVousDate: jourDepuisIso('2026-05-04'),
        rendezVousHeure: 600,
        examinateur: { id: medecinA.user.id, nomComplet: medecinA.user.nomComplet },
        montantHT: 0,
      },
      token: secretariatA.token,
    });
    expect(cree.statusCode).toBe(201);
    await flux();
    const dossierId = String(cree.body.id);
    // The form's fields only (a key the body schema does not declare is a 400).
    const form = Object.fromEntries(
      Object.keys(dossierSaisieSchema.shape).map((champ) => [
        champ,
        (cree.body as Record<string, unknown>)[champ],
      ]),
    );
    const modifie = await call(updateDossier, {
      method: 'PATCH',
      pathParameters: { bureauId: a.id, dossierId },
      body: { ...form, notes: 'rappel', version: 1 },
      token: secretariatA.token,
    });
    expect(modifie.statusCode).toBe(200);
    await flux();
    const arrive = await call(changerStatut, {
      method: 'POST',
      pathParameters: { bureauId: a.id, dossierId },
      body: { statut: 20, version: 2 },
      token: secretariatA.token,
    });
    expect(arrive.statusCode).toBe(200);
    await flux();
    expect(
      (await call(getDossier, { pathParameters: { bureauId: a.id, dossierId }, token: secretariatA.token }))
        .statusCode,
    ).toBe(200);
    await flux();

    const attendus = ['DossierPatient INSERT', 'DossierPatient MODIFY', 'DossierPatient MODIFY'];
    expect(recus(ecouteA)).toEqual(attendus);
    expect(recus(ecouteAdmin)).toEqual(attendus);
    expect(recus(ecouteB)).toEqual([]);
  });
});
