// The move to Examiné against DynamoDB Local (docs/product-rules.md#on-status-change and
// docs/product-rules.md#appointment-form): from RDV pris, Arrivé or Annulé the move needs only the rules
// before Examiné and stamps dateArrivé, examenDate and examenHeure; the examination data are required
// from the next save of the file at Examiné or above; a move to Rapport en cours or Rapport validé needs
// them whatever the current status (400 DOSSIER_INCOMPLET, nothing written); Annulé from any status.
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, jourParis } from '@umj/shared/dates';
import { MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/dossier-patient';
import { CODE_DOSSIER_INCOMPLET, type DossierPatientStocke } from '@umj/shared/dossiers-api';
import { MESSAGES_RENDEZ_VOUS } from '@umj/shared/rendez-vous-form';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { lireDossier } from '../../src/data/dossiers.ts';
import { handler as changerStatut } from '../../src/handlers/dossiers-patients/changer-statut-dossier-patient.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as historique } from '../../src/handlers/dossiers-patients/list-historique-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { call } from '../helpers/events.ts';
import { DONNEES_EXAMEN as EXAMEN, formulaireDuDossier } from '../helpers/formulaire-dossier.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('dossiers-examine');

type Connecte = { user: TestUser; token: string };
let bureau: { id: string; nom: string };
let secretariat: Connecte;
let medecin: Connecte;

beforeAll(async () => {
  bureau = await createTestBureau('Argenteuil');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureau], now), now);
  [secretariat, medecin] = await Promise.all([
    signedIn('secretariat', [bureau.id]),
    signedIn('medecin', [bureau.id]),
  ]);
});

const chemin = (suite = '') => `/bureaux/${bureau.id}/dossiers-patients${suite}`;
const dossierPath = (id: number) => ({ bureauId: bureau.id, dossierId: String(id) });

/** A file complete by the rules before Examiné (name, appointment, examiner, amount), no exam data. */
const creer = async (nom: string): Promise<DossierPatientStocke> => {
  const res = await call(createDossier, {
    method: 'POST',
    path: chemin(),
    pathParameters: { bureauId: bureau.id },
    body: {
      nom,
      lieu: 10,
      rendezVousDate: jourParis(new Date()),
      rendezVousHeure: 9 * 60,
      examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
      montantHT: 8050,
    },
    token: secretariat.token,
  });
  expect(res.statusCode).toBe(201);
  return res.body as DossierPatientStocke;
};
const statut = (id: number, body: unknown) =>
  call(changerStatut, {
    method: 'POST',
    path: chemin(`/${id}/statut`),
    pathParameters: dossierPath(id),
    body,
    token: secretariat.token,
  });
const modifier = (dossier: DossierPatientStocke, changes: Record<string, unknown>) =>
  call(updateDossier, {
    method: 'PATCH',
    path: chemin(`/${dossier.id}`),
    pathParameters: dossierPath(dossier.id),
    body: formulaireDuDossier(dossier, { ...changes, version: dossier.version }),
    token: secretariat.token,
  });

describe('the move to Examiné (docs/product-rules.md#on-status-change)', () => {
  it('Arrivé to Examiné without the examination data: 200, the exam date and hour stamped, the arrival kept, one history item', async () => {
    const cree = await creer('EXAMINE Arrivé');
    const arrive = await statut(cree.id, { statut: 20, version: 1 });
    expect(arrive.statusCode).toBe(200);

    const examine = await statut(cree.id, { statut: 30, version: 2 });

    expect(examine.statusCode).toBe(200);
    expect(examine.body).toMatchObject({
      statut: { id: 30, nom: 'Examiné', alias: 'Visite faite' },
      version: 3,
      examenDate: formatDateFr(jourParis(new Date())),
      dateArrivé: arrive.body.dateArrivé,
      dateDeNaissance: null,
      sexe: '',
      regie: '',
      examenType: null,
    });
    expect(examine.body.examenHeure).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(await lireDossier(bureau.id, cree.id)).toMatchObject({ statut: { id: 30 }, version: 3 });
    const h = await call(historique, {
      path: chemin(`/${cree.id}/historique`),
      pathParameters: dossierPath(cree.id),
      token: secretariat.token,
    });
    const evenement = (h.body.elements as { action: string; champs: { champ: string }[] }[])[0]!;
    expect(evenement.action).toBe('statut');
    expect(evenement.champs.map((c) => c.champ).sort()).toEqual(['examenDate', 'examenHeure', 'statut']);
  });

  it('RDV pris straight to Examiné without the examination data: 200, dateArrivé stamped too', async () => {
    const cree = await creer('EXAMINE RDV');

    const examine = await statut(cree.id, { statut: 30, version: 1 });

    expect(examine.statusCode).toBe(200);
    expect(examine.body).toMatchObject({ statut: { id: 30 }, version: 2 });
    expect(examine.body.dateArrivé).not.toBeNull();
    expect(examine.body.examenDate).not.toBeNull();
  });

  it('at Examiné without the examination data: Rapport en cours and Rapport validé are 400 DOSSIER_INCOMPLET with nothing written, a save asks for the data at their field, then the report status is applied', async () => {
    const cree = await creer('EXAMINE Rapport');
    const examine = (await statut(cree.id, { statut: 30, version: 1 })).body as DossierPatientStocke;

    for (const cible of [40, 50]) {
      const refus = await statut(cree.id, { statut: cible, version: 2, requisitionConfirmee: true });
      expect(refus.body, String(cible)).toMatchObject({
        statusCode: 400,
        code: CODE_DOSSIER_INCOMPLET,
        message: MESSAGE_DOSSIER_INCOMPLET,
        field: 'statut',
      });
    }
    expect(await lireDossier(bureau.id, cree.id)).toMatchObject({ statut: { id: 30 }, version: 2 });

    // A save of the file at Examiné (here its notes only) needs the examination data, field by field.
    const notes = await modifier(examine, { notes: 'Visite faite, type à saisir' });
    expect(notes.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      field: 'dateDeNaissance',
      message: MESSAGES_RENDEZ_VOUS.dateDeNaissance,
    });
    const sansRegie = await modifier(examine, { ...EXAMEN, regie: '' });
    expect(sansRegie.body).toMatchObject({ field: 'regie', message: MESSAGES_RENDEZ_VOUS.regie });
    expect(await lireDossier(bureau.id, cree.id)).toMatchObject({ version: 2, notes: '' });

    const complet = await modifier(examine, EXAMEN);
    expect(complet.statusCode).toBe(200);
    const rapport = await statut(cree.id, { statut: 40, version: complet.body.version });
    expect(rapport.statusCode).toBe(200);
    expect(rapport.body).toMatchObject({
      statut: { id: 40, nom: 'Rapport en cours' },
      examenDate: examine.examenDate,
      examenHeure: examine.examenHeure,
    });
  });

  it('Annulé from a file at Examiné without the examination data, and back to Examiné from Annulé: both applied', async () => {
    const cree = await creer('EXAMINE Annulé');
    await statut(cree.id, { statut: 30, version: 1 });

    const annule = await statut(cree.id, { statut: 90, version: 2 });
    expect(annule.statusCode).toBe(200);
    expect(annule.body.dateAnnulé).not.toBeNull();

    const reprise = await statut(cree.id, { statut: 30, version: 3 });
    expect(reprise.statusCode).toBe(200);
    expect(reprise.body).toMatchObject({ statut: { id: 30 }, dateAnnulé: null, version: 4 });
  });
});
