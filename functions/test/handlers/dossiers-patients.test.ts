// Patient-file calls against DynamoDB Local: docs/product-rules.md#statuses (on save, on status change), docs/product-rules.md#validation (form
// rules and search), docs/product-rules.md#access (office scope, edit rights), Calls (versions, history, audit of reads).
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MONTANT_HT_HORS_BORNES } from '@umj/shared/argent';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, jourDepuisIso, jourParis } from '@umj/shared/dates';
import { MESSAGE_CONFIRMATION_REQUISITION, MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/dossier-patient';
import { CODE_DOSSIER_INCOMPLET, CODE_REQUISITION_A_CONFIRMER } from '@umj/shared/dossiers-api';
import { MESSAGES_RENDEZ_VOUS } from '@umj/shared/rendez-vous-form';
import { handler as listDossiers } from '../../src/handlers/dossiers-patients/list-dossiers-patients.ts';
import { handler as getDossier } from '../../src/handlers/dossiers-patients/get-dossier-patient.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { handler as changerStatut } from '../../src/handlers/dossiers-patients/changer-statut-dossier-patient.ts';
import { handler as historique } from '../../src/handlers/dossiers-patients/list-historique-dossier-patient.ts';
import { listerEntreesAuditDuJour, type AuditEntry } from '../../src/data/audit.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { lireDossier } from '../../src/data/dossiers.ts';
import { call } from '../helpers/events.ts';
import { DONNEES_EXAMEN as EXAMEN, formulaireDuDossier, TYPE_ITT } from '../helpers/formulaire-dossier.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('dossiers-patients');

type Connecte = { user: TestUser; token: string };
let bureauA: { id: string; nom: string };
let bureauB: { id: string; nom: string };
let secretariatA: Connecte;
let secretariatB: Connecte;
let externeA: Connecte;
let medecinA: Connecte;
let medecinA2: Connecte;
let medecinB: Connecte;
let psychologueA: Connecte;
let sansRole: Connecte;
let admin: Connecte;

const jour = (iso: string) => jourDepuisIso(iso)!;
const ITT = TYPE_ITT;
const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
const examinateur = (c: Connecte) => ({ id: c.user.id, nomComplet: c.user.nomComplet });

beforeAll(async () => {
  bureauA = await createTestBureau('Argenteuil');
  bureauB = await createTestBureau('Chartres');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureauA, bureauB], now), now);
  [secretariatA, secretariatB, externeA, medecinA, medecinA2, medecinB, psychologueA, sansRole, admin] =
    await Promise.all([
      signedIn('secretariat', [bureauA.id]),
      signedIn('secretariat', [bureauB.id]),
      signedIn('secretariat-externe', [bureauA.id]),
      signedIn('medecin', [bureauA.id]),
      signedIn('medecin', [bureauA.id]),
      signedIn('medecin', [bureauB.id]),
      signedIn('psychologue', [bureauA.id]),
      signedIn('aucun', [bureauA.id]),
      signedIn('administrateur'),
    ]);
});

const corps = (valeurs: Record<string, unknown> = {}) => ({
  nom: 'DUPONT Jean',
  lieu: 10,
  rendezVousDate: jour('2026-03-10'),
  rendezVousHeure: 9 * 60,
  examinateur: examinateur(medecinA),
  montantHT: 8050,
  ...valeurs,
});

const creer = (body: unknown, token = secretariatA.token, bureauId = bureauA.id) =>
  call(createDossier, {
    method: 'POST',
    path: `/bureaux/${bureauId}/dossiers-patients`,
    pathParameters: { bureauId: bureauId },
    body,
    token,
  });
const lire = (dossierId: number, token = secretariatA.token, bureauId = bureauA.id) =>
  call(getDossier, {
    path: `/bureaux/${bureauId}/dossiers-patients/${dossierId}`,
    pathParameters: { bureauId: bureauId, dossierId: String(dossierId) },
    token,
  });
const modifier = (dossierId: number, body: unknown, token = secretariatA.token, bureauId = bureauA.id) =>
  call(updateDossier, {
    method: 'PATCH',
    path: `/bureaux/${bureauId}/dossiers-patients/${dossierId}`,
    pathParameters: { bureauId: bureauId, dossierId: String(dossierId) },
    body,
    token,
  });
const statut = (dossierId: number, body: unknown, token = secretariatA.token, bureauId = bureauA.id) =>
  call(changerStatut, {
    method: 'POST',
    path: `/bureaux/${bureauId}/dossiers-patients/${dossierId}/statut`,
    pathParameters: { bureauId: bureauId, dossierId: String(dossierId) },
    body,
    token,
  });
const histo = (dossierId: number, token = secretariatA.token, bureauId = bureauA.id) =>
  call(historique, {
    path: `/bureaux/${bureauId}/dossiers-patients/${dossierId}/historique`,
    pathParameters: { bureauId: bureauId, dossierId: String(dossierId) },
    token,
  });
const lister = (query: Record<string, string>, token = secretariatA.token, bureauId = bureauA.id) =>
  call(listDossiers, {
    path: `/bureaux/${bureauId}/dossiers-patients`,
    pathParameters: { bureauId: bureauId },
    query,
    token,
  });

const formulaire = formulaireDuDossier;

async function auditDuJour(): Promise<AuditEntry[]> {
  return (await listerEntreesAuditDuJour(new Date().toISOString().slice(0, 10), 1000, undefined)).entries;
}

describe('POST /bureaux/{bureauId}/dossiers-patients (statuses On save, validation, access)', () => {
  it('statuses: a file with a name becomes RDV pris, gets dateRdvPris and the office; 201 at version 1', async () => {
    const avant = Date.now();
    const res = await creer(corps());
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      nom: 'DUPONT Jean',
      statut: { id: 10, nom: 'RDV pris', alias: 'Non vus' },
      bureau: { id: bureauA.id, nom: 'Argenteuil' },
      version: 1,
      creePar: secretariatA.user.id,
      montantHT: 8050,
    });
    expect(res.body.id).toBeGreaterThan(0);
    expect(Date.parse(res.body.dateRdvPris)).toBeGreaterThanOrEqual(avant - 1000);
    expect(await lireDossier(bureauA.id, res.body.id)).toMatchObject({ nom: 'DUPONT Jean', version: 1 });
  });

  it('validation, early mode: a slot booked without a name has no status (and no dateRdvPris)', async () => {
    const res = await creer(corps({ nom: '', modeAnticipe: true }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ nom: '', statut: null, dateRdvPris: null });
    const refuse = await creer(corps({ nom: '' }));
    expect(refuse.body).toMatchObject({ statusCode: 400, field: 'nom', message: MESSAGES_RENDEZ_VOUS.nom });
  });

  it.each([
    ['rendezVousDate', { rendezVousDate: null }, MESSAGES_RENDEZ_VOUS.rendezVousDate],
    ['rendezVousHeure', { rendezVousHeure: null }, MESSAGES_RENDEZ_VOUS.rendezVousHeure],
    ['examinateur', { examinateur: null }, MESSAGES_RENDEZ_VOUS.examinateur],
    ['nom', { nom: '  ' }, MESSAGES_RENDEZ_VOUS.nom],
    ['examenConclusion', { examenType: ITT, examenConclusion: '07' }, MESSAGES_RENDEZ_VOUS.conclusionItt],
    [
      'examenConclusion',
      { examenType: GAV, gavVisiteEffectuée: true, examenConclusion: '' },
      MESSAGES_RENDEZ_VOUS.conclusionGav,
    ],
    ['gavMotifNonVisite', { examenType: GAV, gavVisiteEffectuée: false }, MESSAGES_RENDEZ_VOUS.motifGav],
    ['requerant', { requisitionFournie: true }, MESSAGES_RENDEZ_VOUS.requerant],
    [
      'requisitionDate',
      { requisitionFournie: true, requerant: { id: 'r1', nom: 'Parquet' } },
      MESSAGES_RENDEZ_VOUS.requisitionDate,
    ],
    [
      'requisitionNumero',
      { requisitionFournie: true, requerant: { id: 'r1', nom: 'Parquet' }, requisitionDate: '2026-03-01' },
      MESSAGES_RENDEZ_VOUS.requisitionNumero,
    ],
    ['montantHT', { montantHT: -1 }, MESSAGES_RENDEZ_VOUS.montantHT],
    ['montantHT', { montantHT: 1_000_001 }, MESSAGE_MONTANT_HT_HORS_BORNES],
    ['montantHT', { montantHT: null }, MESSAGES_RENDEZ_VOUS.montantHT],
  ])(
    'validation, %s: 400 with its French message at the field, nothing written',
    async (field, valeurs, message) => {
      const res = await creer(corps({ nom: `REFUS ${field}`, ...valeurs }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ field, message, code: 'VALIDATION' });
      const page = await lister({ du: '2026-03-10', au: '2026-03-10', q: `REFUS ${field}` });
      expect(page.body.elements).toEqual([]);
    },
  );

  it('validation: an ITT conclusion of 0 or a whole number is accepted', async () => {
    const res = await creer(corps({ examenType: ITT, examenConclusion: '12' }));
    expect(res.statusCode).toBe(201);
  });

  it('an empty amount is filled from the exam type and the settings (ITT 80,50 € + 20 % TVA)', async () => {
    const res = await creer(corps({ examenType: ITT, montantHT: null, montantTVA: null }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ montantHT: 8050, montantTVA: 1610 });
    const gav = await creer(corps({ examenType: GAV, montantHT: null }));
    expect(gav.body).toMatchObject({ montantHT: 5750, montantTVA: 0 });
  });

  it('access: a doctor and a psychologist (both own appointments) may create a file, a user without role may not (403)', async () => {
    expect((await creer(corps(), medecinA.token)).statusCode).toBe(201);
    const psy = await creer(corps({ examinateur: examinateur(psychologueA), lieu: 20 }), psychologueA.token);
    expect(psy.statusCode).toBe(201);
    expect((await creer(corps(), sansRole.token)).statusCode).toBe(403);
  });

  it('the examiner must be a doctor or psychologist of the office; its name comes from the office', async () => {
    const pasExaminateur = await creer(corps({ examinateur: examinateur(secretariatA) }));
    expect(pasExaminateur.body).toMatchObject({
      statusCode: 400,
      field: 'examinateur',
      message: "Cet examinateur n'appartient pas à ce bureau",
    });
    const nomFaux = await creer(corps({ examinateur: { id: medecinA.user.id, nomComplet: 'Faux nom' } }));
    expect(nomFaux.body.examinateur).toEqual(examinateur(medecinA));
    const autreBureau = await creer(corps(), secretariatB.token, bureauB.id);
    expect(autreBureau.body).toMatchObject({ statusCode: 400, field: 'examinateur' });
    const change = await modifier(
      nomFaux.body.id,
      formulaire(nomFaux.body, { examinateur: examinateur(psychologueA), version: 1 }),
    );
    expect(change.body.examinateur).toEqual(examinateur(psychologueA));
    const horsBureau = await modifier(
      nomFaux.body.id,
      formulaire(nomFaux.body, { examinateur: examinateur(externeA), version: 2 }),
    );
    expect(horsBureau.body).toMatchObject({ statusCode: 400, field: 'examinateur' });
  });

  it('access, another office: 404 as an unknown one, nothing written', async () => {
    const res = await creer(corps({ nom: 'HORS BUREAU' }), secretariatB.token);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Bureau introuvable' });
  });
});

describe('GET one file and its history (audit of reads, access scope)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await creer(corps({ nom: 'LECTURE Paul' }))).body.id;
  });

  it('the file is answered, the read is audited and recorded as a lecture in its history', async () => {
    const res = await lire(id, externeA.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id, nom: 'LECTURE Paul', photos: [], documents: [], version: 1 });
    const entree = (await auditDuJour()).find(
      (e) => e.action === 'dossiers-patients/get-dossier-patient' && e.utilisateurId === externeA.user.id,
    );
    expect(entree).toMatchObject({
      cible: `BUREAU#${bureauA.id}#DOSSIER#${id}`,
      bureauId: bureauA.id,
      resultat: 'succès',
      statusCode: 200,
    });
    const h = await histo(id);
    expect(h.statusCode).toBe(200);
    expect(h.body.elements.map((e: { action: string }) => e.action)).toEqual(['lecture', 'creation']);
    expect(h.body.elements[0].qui).toEqual({ id: externeA.user.id, nomComplet: externeA.user.nomComplet });
  });

  it("access: another office's file is 404 (audited as refused); an unknown id is 404", async () => {
    const autre = await lire(id, secretariatB.token);
    expect(autre.body).toMatchObject({ statusCode: 404, message: 'Bureau introuvable' });
    const parLeMauvaisBureau = await lire(id, admin.token, bureauB.id);
    expect(parLeMauvaisBureau.body).toMatchObject({
      statusCode: 404,
      message: 'Dossier patient introuvable',
    });
    expect((await lire(999_999_999)).statusCode).toBe(404);
    expect((await histo(id, secretariatB.token)).statusCode).toBe(404);
    const refus = (await auditDuJour()).find(
      (e) => e.utilisateurId === secretariatB.user.id && e.action === 'dossiers-patients/get-dossier-patient',
    );
    expect(refus).toMatchObject({ resultat: 'refusé', code: 'OUT_OF_SCOPE', statusCode: 404 });
  });

  it('access: an examiner reads only the files it examines (another one: 404); role aucun: 403', async () => {
    expect((await lire(id, medecinA.token)).statusCode).toBe(200);
    expect((await lire(id, medecinA2.token)).body).toMatchObject({
      statusCode: 404,
      message: 'Dossier patient introuvable',
    });
    expect((await lire(id, psychologueA.token)).statusCode).toBe(404);
    expect((await lire(id, sansRole.token)).statusCode).toBe(403);
  });
});

describe('PATCH (version, history with old and new values, access edit right)', () => {
  it('keeps the server fields, rewrites the changed ones and records them with old and new values', async () => {
    const cree = (await creer(corps({ nom: 'MARTIN Luc', notes: 'première' }))).body;
    const res = await modifier(
      cree.id,
      formulaire(cree, {
        notes: 'seconde',
        rendezVousDate: jour('2026-04-02'),
        examinateur: examinateur(medecinA2),
        version: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      id: cree.id,
      notes: 'seconde',
      version: 2,
      statut: { id: 10 },
      dateRdvPris: cree.dateRdvPris,
      creePar: secretariatA.user.id,
      bureau: { id: bureauA.id, nom: 'Argenteuil' },
    });
    const h = (await histo(cree.id)).body.elements;
    expect(h[0]).toMatchObject({ action: 'modification', qui: { id: secretariatA.user.id } });
    expect(h[0].champs).toEqual(
      expect.arrayContaining([
        { champ: 'notes', avant: 'première', apres: 'seconde' },
        { champ: 'rendezVousDate', avant: jour('2026-03-10'), apres: jour('2026-04-02') },
        { champ: 'examinateur', avant: examinateur(medecinA), apres: examinateur(medecinA2) },
      ]),
    );
    expect(h[0].champs).toHaveLength(3);
    // The moved file is listed on its new day and under its new examiner only.
    const mars = await lister({ du: '2026-03-01', au: '2026-03-31', q: 'MARTIN' });
    expect(mars.body.elements).toEqual([]);
    const avril = await lister({ du: '2026-04-01', au: '2026-04-30', q: 'MARTIN' });
    expect(avril.body.elements.map((d: { id: number }) => d.id)).toEqual([cree.id]);
    expect((await lire(cree.id, medecinA.token)).statusCode).toBe(404);
    expect((await lire(cree.id, medecinA2.token)).statusCode).toBe(200);
    const audit = (await auditDuJour()).find(
      (e) => e.action === 'dossiers-patients/update-dossier-patient' && e.cible?.endsWith(`#${cree.id}`),
    );
    expect(audit?.champs).toEqual(expect.arrayContaining(['notes', 'rendezVousDate', 'examinateur']));
  });

  it('R3: a stale version is 409 VERSION_CONFLICT and nothing is written', async () => {
    const cree = (await creer(corps({ nom: 'VERSION Eve' }))).body;
    expect((await modifier(cree.id, formulaire(cree, { notes: 'a', version: 1 }))).statusCode).toBe(200);
    const perime = await modifier(cree.id, formulaire(cree, { notes: 'b', version: 1 }));
    expect(perime.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await lireDossier(bureauA.id, cree.id)).toMatchObject({ notes: 'a', version: 2 });
    expect(
      (await modifier(cree.id, formulaire(cree, { notes: 'c', version: undefined }))).body,
    ).toMatchObject({
      statusCode: 400,
      field: 'version',
    });
  });

  it('20 concurrent PATCHes of one file: exactly one 200, 19 × 409, the stored file is the winner', async () => {
    const cree = (await creer(corps({ nom: 'CONCURRENCE Ana' }))).body;
    const reponses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        modifier(cree.id, formulaire(cree, { notes: `écriture ${i}`, version: 1 })),
      ),
    );
    const gagnants = reponses.filter((r) => r.statusCode === 200);
    expect(gagnants).toHaveLength(1);
    expect(reponses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const stocke = await lireDossier(bureauA.id, cree.id);
    expect(stocke).toMatchObject({ notes: gagnants[0]!.body.notes, version: 2 });
    const h = (await histo(cree.id)).body.elements;
    expect(h.filter((e: { action: string }) => e.action === 'modification')).toHaveLength(1);
  });

  it('access: an examiner edits the files it examines only; role aucun 403; another office 404', async () => {
    const cree = (await creer(corps({ nom: 'DROITS Léa' }))).body;
    expect(
      (await modifier(cree.id, formulaire(cree, { notes: 'x', version: 1 }), medecinA2.token)).statusCode,
    ).toBe(404);
    expect(
      (await modifier(cree.id, formulaire(cree, { notes: 'x', version: 1 }), sansRole.token)).statusCode,
    ).toBe(403);
    expect(
      (await modifier(cree.id, formulaire(cree, { notes: 'x', version: 1 }), secretariatB.token)).statusCode,
    ).toBe(404);
    const parLeMedecin = await modifier(
      cree.id,
      formulaire(cree, { notes: 'vu', version: 1 }),
      medecinA.token,
    );
    expect(parLeMedecin.statusCode).toBe(200);
    const parExterne = await modifier(
      cree.id,
      formulaire(cree, { notes: 'externe', version: 2 }),
      externeA.token,
    );
    expect(parExterne.statusCode).toBe(200);
  });

  it("access: a psychologist reads and edits its own files; another's file is 404 to it", async () => {
    const cree = (await creer(corps({ nom: 'PSY Tom', examinateur: examinateur(psychologueA), lieu: 20 })))
      .body;
    expect((await lire(cree.id, psychologueA.token)).statusCode).toBe(200);
    const autre = (await creer(corps({ nom: 'PSY Autre' }))).body;
    expect((await modifier(autre.id, formulaire(autre, { version: 1 }), psychologueA.token)).statusCode).toBe(
      404,
    );
  });
});

describe('POST .../statut (statuses On status change, every transition end to end)', () => {
  it('statuses: forward sets dateArrivé then examenDate/examenHeure; incomplete refused; requisition confirmation; backward clears; Annulé', async () => {
    const cree = (await creer(corps({ nom: 'STATUT Zoé' }))).body;
    const aujourdhui = formatDateFr(jourParis(new Date()));

    const arrive = await statut(cree.id, { statut: 20, version: 1 });
    expect(arrive.statusCode).toBe(200);
    expect(arrive.body).toMatchObject({ statut: { id: 20, nom: 'Arrivé' }, version: 2, examenDate: null });
    expect(arrive.body.dateArrivé).not.toBeNull();

    // Examiné from Arrivé needs only the rules before Examiné; it sets the exam date and hour.
    const examine = await statut(cree.id, { statut: 30, version: 2 });
    expect(examine.body).toMatchObject({ statut: { id: 30 }, examenDate: aujourdhui, version: 3 });
    expect(examine.body.examenHeure).toMatch(/^\d{2}:\d{2}$/);
    expect(examine.body.dateArrivé).toBe(arrive.body.dateArrivé);

    // A report status needs the examination data (docs/product-rules.md#on-status-change): refused with the text.
    const incomplet = await statut(cree.id, { statut: 40, version: 3 });
    expect(incomplet.body).toMatchObject({
      statusCode: 400,
      code: CODE_DOSSIER_INCOMPLET,
      message: MESSAGE_DOSSIER_INCOMPLET,
    });
    expect(await lireDossier(bureauA.id, cree.id)).toMatchObject({ statut: { id: 30 }, version: 3 });

    // docs/product-rules.md#validation the fields at their place when the form is saved at Examiné.
    const sansSexe = await modifier(cree.id, formulaire(examine.body, { ...EXAMEN, sexe: '', version: 3 }));
    expect(sansSexe.body).toMatchObject({
      statusCode: 400,
      field: 'sexe',
      message: MESSAGES_RENDEZ_VOUS.sexe,
    });
    const complet = await modifier(cree.id, formulaire(examine.body, { ...EXAMEN, version: 3 }));
    expect(complet.statusCode).toBe(200);

    const rapport = await statut(cree.id, { statut: 40, version: 4 });
    expect(rapport.body).toMatchObject({ statut: { id: 40, nom: 'Rapport en cours' }, version: 5 });

    const aConfirmer = await statut(cree.id, { statut: 50, version: 5 });
    expect(aConfirmer.body).toMatchObject({
      statusCode: 400,
      code: CODE_REQUISITION_A_CONFIRMER,
      message: MESSAGE_CONFIRMATION_REQUISITION,
    });
    const valide = await statut(cree.id, { statut: 50, version: 5, requisitionConfirmee: true });
    expect(valide.body).toMatchObject({ statut: { id: 50, nom: 'Rapport validé' }, version: 6 });

    const inchange = await statut(cree.id, { statut: 50, version: 6 });
    expect(inchange.body).toMatchObject({ statut: { id: 50 }, version: 6 });

    const retour = await statut(cree.id, { statut: 10, version: 6 });
    expect(retour.body).toMatchObject({
      statut: { id: 10 },
      dateArrivé: null,
      examenDate: null,
      examenHeure: null,
      dateAnnulé: null,
      version: 7,
    });

    const annule = await statut(cree.id, { statut: 90, version: 7 });
    expect(annule.body).toMatchObject({ statut: { id: 90, nom: 'Annulé' }, version: 8 });
    expect(annule.body.dateAnnulé).not.toBeNull();
    const reprise = await statut(cree.id, { statut: 20, version: 8 });
    expect(reprise.body).toMatchObject({ statut: { id: 20 }, dateAnnulé: null, version: 9 });
    expect(reprise.body.dateArrivé).not.toBeNull();

    const h = (await histo(cree.id)).body.elements as { action: string; champs: { champ: string }[] }[];
    const statuts = h.filter((e) => e.action === 'statut');
    expect(statuts).toHaveLength(7);
    expect(statuts[0]!.champs.map((c) => c.champ)).toEqual(expect.arrayContaining(['statut', 'dateAnnulé']));
  });

  it('statuses, a requisition ticked: Rapport validé needs no confirmation; forward sets the arrival and exam dates', async () => {
    const cree = (
      await creer(
        corps({
          nom: 'REQUIS Max',
          requisitionFournie: true,
          requerant: { id: 'r1', nom: 'Parquet' },
          requisitionDate: '2026-03-01',
          requisitionNumero: 'PV-12',
          ...EXAMEN,
        }),
      )
    ).body;
    const valide = await statut(cree.id, { statut: 50, version: 1 });
    expect(valide.body).toMatchObject({
      statut: { id: 50 },
      version: 2,
      examenDate: formatDateFr(jourParis(new Date())),
    });
    expect(valide.body.dateArrivé).not.toBeNull();
  });

  it('statuses: a file not saved yet (early mode, no name) is left as is: 200, nothing written', async () => {
    const cree = (await creer(corps({ nom: '', modeAnticipe: true }))).body;
    const res = await statut(cree.id, { statut: 20, version: 1 });
    expect(res.body).toMatchObject({ statut: null, version: 1 });
  });

  it('R3 and access on a status change: stale version 409, another examiner 404, role aucun 403', async () => {
    const cree = (await creer(corps({ nom: 'STATUT Refus' }))).body;
    expect((await statut(cree.id, { statut: 20, version: 9 })).statusCode).toBe(409);
    expect((await statut(cree.id, { statut: 20, version: 1 }, medecinA2.token)).statusCode).toBe(404);
    expect((await statut(cree.id, { statut: 20, version: 1 }, sansRole.token)).statusCode).toBe(403);
    expect((await statut(cree.id, { statut: 20, version: 1 }, medecinA.token)).statusCode).toBe(200);
  });
});

describe('GET list (D2/D3 per month, search, filters, cursor, audit of pages)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const fichiers: [string, Record<string, unknown>][] = [
      ['janvier', { nom: 'LISTE Janvier', rendezVousDate: jour('2025-01-31') }],
      ['fevrier', { nom: 'LISTE Février', rendezVousDate: jour('2025-02-01'), lieu: 20 }],
      [
        'requis',
        {
          nom: 'LISTE Requis',
          rendezVousDate: jour('2025-02-14'),
          requisitionFournie: true,
          requerant: { id: 'r1', nom: 'Parquet' },
          requisitionDate: '2025-02-01',
          requisitionNumero: 'PV-1',
        },
      ],
      [
        'mars',
        { nom: 'LISTE Mars', rendezVousDate: jour('2025-03-03'), examinateur: examinateur(medecinA2) },
      ],
      [
        'avril',
        { nom: 'LISTE Avril', rendezVousDate: jour('2025-04-30'), notes: 'appel du parquet', ...EXAMEN },
      ],
    ];
    for (const [cle, valeurs] of fichiers) ids[cle] = (await creer(corps(valeurs))).body.id;
    const autre = await creer(
      corps({
        nom: 'LISTE Autre bureau',
        rendezVousDate: jour('2025-02-01'),
        examinateur: examinateur(medecinB),
      }),
      secretariatB.token,
      bureauB.id,
    );
    expect(autre.statusCode).toBe(201);
    await statut(ids.mars!, { statut: 20, version: 1 });
    await statut(ids.avril!, { statut: 20, version: 1 });
    await statut(ids.avril!, { statut: 30, version: 2 });
  });

  const periode = { du: '2025-01-01', au: '2025-04-30' };
  const idsDe = (res: { body: { elements: { id: number }[] } }) => res.body.elements.map((d) => d.id);

  it('one page per call following the cursor across months, in day order, this office only', async () => {
    const vus: number[] = [];
    let suivant: string | null = null;
    let pages = 0;
    do {
      const res = await lister({ ...periode, limite: '2', ...(suivant ? { suivant } : {}) });
      expect(res.statusCode).toBe(200);
      expect(res.body.elements.length).toBeLessThanOrEqual(2);
      vus.push(...idsDe(res));
      suivant = res.body.suivant;
      pages += 1;
    } while (suivant !== null && pages < 10);
    expect(vus).toEqual([ids.janvier, ids.fevrier, ids.requis, ids.mars, ids.avril]);
  });

  it('search: réquisition and REQUISITION keep the files with a requisition; words match name and notes', async () => {
    expect(idsDe(await lister({ ...periode, q: 'réquisition' }))).toEqual([ids.requis]);
    expect(idsDe(await lister({ ...periode, q: 'REQUISITION' }))).toEqual([ids.requis]);
    expect(idsDe(await lister({ ...periode, q: 'requisition liste' }))).toEqual([ids.requis]);
    expect(idsDe(await lister({ ...periode, q: 'parquet' }))).toEqual([ids.avril]);
    expect(idsDe(await lister({ ...periode, q: 'février' }))).toEqual([ids.fevrier]);
  });

  it('statuses, filters: status (with the pseudo-status 3050), kind, examiner', async () => {
    expect(idsDe(await lister({ ...periode, statut: '20' }))).toEqual([ids.mars]);
    expect(idsDe(await lister({ ...periode, statut: '3050' }))).toEqual([ids.avril]);
    expect(idsDe(await lister({ ...periode, statut: '30' }))).toEqual([ids.avril]);
    expect(idsDe(await lister({ ...periode, lieu: '20' }))).toEqual([ids.fevrier]);
    expect(idsDe(await lister({ ...periode, examinateur: medecinA2.user.id }))).toEqual([ids.mars]);
  });

  it('name search (docs/data-model.md#list-indexes, D14): nom keeps the files whose name starts with it, without case or accents, with the status and examiner; an empty name is 400 on nom', async () => {
    expect(idsDe(await lister({ ...periode, nom: 'liste f' }))).toEqual([ids.fevrier]);
    expect(idsDe(await lister({ ...periode, nom: 'LISTE-FEVR' }))).toEqual([ids.fevrier]);
    expect(idsDe(await lister({ ...periode, nom: 'liste', statut: '20' }))).toEqual([ids.mars]);
    expect(idsDe(await lister({ ...periode, nom: 'liste', limite: '2' }))).toEqual([
      ids.janvier,
      ids.fevrier,
    ]);
    expect(idsDe(await lister({ ...periode, nom: 'liste m' }, medecinA2.token))).toEqual([ids.mars]);
    expect(idsDe(await lister({ ...periode, nom: 'janvier' }))).toEqual([]);
    const vide = await lister({ ...periode, nom: ' - ' });
    expect(vide.statusCode).toBe(400);
    expect(vide.body).toMatchObject({ field: 'nom' });
  });

  it('access: an examiner gets only its own files, whatever examiner it asks for', async () => {
    expect(idsDe(await lister({ ...periode, examinateur: medecinA.user.id }, medecinA2.token))).toEqual([
      ids.mars,
    ]);
    expect(idsDe(await lister(periode, medecinA2.token))).toEqual([ids.mars]);
  });

  it("access: another office's list is 404; role aucun 403; bad cursor, period or status 400 on the field", async () => {
    expect((await lister(periode, secretariatB.token)).statusCode).toBe(404);
    expect((await lister(periode, sansRole.token)).statusCode).toBe(403);
    expect((await lister({ ...periode, suivant: 'abc' })).body).toMatchObject({
      statusCode: 400,
      field: 'suivant',
    });
    const horsPeriode = Buffer.from(JSON.stringify({ m: 9 })).toString('base64url');
    expect((await lister({ ...periode, suivant: horsPeriode })).body).toMatchObject({ field: 'suivant' });
    expect((await lister({ du: '2025-01-01', au: '2026-03-01' })).body).toMatchObject({ field: 'au' });
    expect((await lister({ ...periode, statut: '15' })).body).toMatchObject({ field: 'statut' });
  });

  it('every list page is audited with the ids of the files it returned', async () => {
    await lister({ ...periode, q: 'réquisition' }, externeA.token);
    const entree = (await auditDuJour()).find(
      (e) => e.action === 'dossiers-patients/list-dossiers-patients' && e.utilisateurId === externeA.user.id,
    );
    expect(entree).toMatchObject({ resultat: 'succès', bureauId: bureauA.id });
    expect(entree?.cible).toBe(`BUREAU#${bureauA.id}#DOSSIERS:${ids.requis}`);
  });
});
