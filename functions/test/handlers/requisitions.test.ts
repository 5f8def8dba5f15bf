// One requisition, one bill (docs/api.md#requisitions-en-double) against DynamoDB Local: a file saved
// with the requester and requisition number of another file is saved with a warning naming it (never a
// file of an office the caller does not see), both are flagged in the list, the index follows a changed
// number; a bordereau billing two files under one requisition needs the confirmation, then records it.
import '../helpers/test-env.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, isoDepuisJour, jourParis } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { statutRef, STATUT } from '@umj/shared/statuts-dossier';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier, lireDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { creerEntrees, idEntreeDuBureau, LISTES } from '../../src/data/listes.ts';
import { lireMemeRequisition } from '../../src/data/requisitions.ts';
import { handler as creerBordereau } from '../../src/handlers/bordereaux/create-bordereau.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as listDossiers } from '../../src/handlers/dossiers-patients/list-dossiers-patients.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('requisitions');

type Connecte = { user: TestUser; token: string };
let bureauA: { id: string; nom: string };
let bureauB: { id: string; nom: string };
let secretariatA: Connecte;
let admin: Connecte;
let medecins: Record<string, Connecte> = {};
let requerantA: string;

const aujourdhui = jourParis(new Date());
const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };

beforeAll(async () => {
  bureauA = await createTestBureau('Argenteuil');
  bureauB = await createTestBureau('Chartres');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureauA, bureauB], now), now);
  let medecinA: Connecte, medecinB: Connecte;
  [secretariatA, admin, medecinA, medecinB] = await Promise.all([
    signedIn('secretariat', [bureauA.id]),
    signedIn('administrateur'),
    signedIn('medecin', [bureauA.id]),
    signedIn('medecin', [bureauB.id]),
  ]);
  medecins = { [bureauA.id]: medecinA, [bureauB.id]: medecinB };
  requerantA = idEntreeDuBureau(bureauA.id, randomUUID());
  const iso = now.toISOString();
  await creerEntrees(LISTES.requerants, [
    {
      id: requerantA,
      nom: 'Parquet de Pontoise',
      bureau: bureauA.id,
      type: 'parquet',
      adresse: '',
      siret: '',
      codeService: '',
      notes: '',
      version: 1,
      creeLe: iso,
      modifieLe: iso,
    },
  ]);
});

const corps = (numero: string, valeurs: Record<string, unknown> = {}) => ({
  nom: `PATIENT ${randomUUID().slice(0, 6)}`,
  lieu: 10,
  rendezVousDate: aujourdhui,
  rendezVousHeure: 9 * 60,
  montantHT: 8050,
  requerant: { id: requerantA, nom: 'Parquet de Pontoise' },
  requisitionFournie: true,
  requisitionDate: isoDepuisJour(aujourdhui - 1),
  requisitionNumero: numero,
  ...valeurs,
});

const creer = (body: object, token = secretariatA.token, bureauId = bureauA.id) => {
  const medecin = medecins[bureauId]!.user;
  return call(createDossier, {
    method: 'POST',
    path: `/bureaux/${bureauId}/dossiers-patients`,
    pathParameters: { bureauId: bureauId },
    body: { ...body, examinateur: { id: medecin.id, nomComplet: medecin.nomComplet } },
    token,
  });
};

/** The PATCH body of a stored file (the typed fields) with changes. */
function formulaire(dossier: Record<string, unknown>, changes: Record<string, unknown>) {
  const serveur = ['id', 'statut', 'bureau', 'dateRdvPris', 'dateArrivé', 'dateAnnulé', 'dateModification'];
  const autres = [
    'photos',
    'documents',
    'bordereauNumero',
    'creePar',
    'requisitionEnDouble',
    'avertissements',
  ];
  const champs = Object.entries(dossier).filter(([k]) => ![...serveur, ...autres].includes(k));
  return { ...Object.fromEntries(champs), ...changes };
}

describe('a requisition number already used by another file (docs/api.md#requisitions-en-double)', () => {
  it('the second file with the same requester and number is saved, with a warning naming the first', async () => {
    const premier = await creer(corps('PV 2026/100'));
    expect(premier.statusCode).toBe(201);
    expect(premier.body.avertissements).toBeUndefined();
    const second = await creer(corps(' pv2026/100 '));
    expect(second.statusCode).toBe(201);
    expect(second.body.avertissements).toEqual([
      {
        code: 'REQUISITION_DEJA_UTILISEE',
        message: `Le numéro de réquisition pv2026/100 est déjà utilisé par le dossier n° ${premier.body.id} (${premier.body.nom}, Argenteuil).`,
        dossier: { id: premier.body.id, bureauId: bureauA.id },
      },
    ]);
    expect(await lireDossier(bureauA.id, second.body.id)).toMatchObject({
      requisitionNumero: ' pv2026/100 ',
    });

    const liste = await call(listDossiers, {
      path: `/bureaux/${bureauA.id}/dossiers-patients`,
      pathParameters: { bureauId: bureauA.id },
      query: { du: isoDepuisJour(aujourdhui), au: isoDepuisJour(aujourdhui) },
      token: secretariatA.token,
    });
    const drapeaux = Object.fromEntries(
      (liste.body.elements as { id: number; requisitionEnDouble?: boolean }[]).map((d) => [
        d.id,
        d.requisitionEnDouble,
      ]),
    );
    expect(drapeaux[premier.body.id]).toBe(true);
    expect(drapeaux[second.body.id]).toBe(true);
  });

  it('a file of an office the caller does not see is never named', async () => {
    const ailleurs = await creer(corps('PV-B-7'), admin.token, bureauB.id);
    expect(ailleurs.statusCode).toBe(201);
    const ici = await creer(corps('PV-B-7'));
    expect(ici.statusCode).toBe(201);
    expect(ici.body.avertissements).toBeUndefined();
    const vuParAdmin = await creer(corps('PV-B-7'), admin.token);
    const nommes = vuParAdmin.body.avertissements.map((a: { dossier: unknown }) => a.dossier);
    expect(nommes).toHaveLength(2);
    expect(nommes).toEqual(
      expect.arrayContaining([
        { id: ici.body.id, bureauId: bureauA.id },
        { id: ailleurs.body.id, bureauId: bureauB.id },
      ]),
    );
  });

  it('a doctor, who opens only the files it examines, is warned without the other file being named', async () => {
    const premier = await creer(corps('PV-MED-9'));
    expect(premier.statusCode).toBe(201);
    const medecin = medecins[bureauA.id]!;
    const second = await creer(corps('PV-MED-9'), medecin.token);
    expect(second.statusCode).toBe(201);
    expect(second.body.avertissements).toEqual([
      {
        code: 'REQUISITION_DEJA_UTILISEE',
        message: 'Le numéro de réquisition PV-MED-9 est déjà utilisé par un autre dossier.',
      },
    ]);
    expect(JSON.stringify(second.body.avertissements)).not.toContain(premier.body.nom);
  });

  it('a changed number moves the index item and unflags the file left alone', async () => {
    const a = await creer(corps('PV-300'));
    const b = await creer(corps('PV-300'));
    expect(b.body.requisitionEnDouble).toBe(true);
    const modifie = await call(updateDossier, {
      method: 'PATCH',
      path: `/bureaux/${bureauA.id}/dossiers-patients/${b.body.id}`,
      pathParameters: { bureauId: bureauA.id, dossierId: String(b.body.id) },
      body: formulaire(b.body, { requisitionNumero: 'PV-301', version: b.body.version }),
      token: secretariatA.token,
    });
    expect(modifie.statusCode).toBe(200);
    expect(modifie.body.avertissements).toBeUndefined();
    expect(modifie.body.requisitionEnDouble).toBeUndefined();
    expect((await lireDossier(bureauA.id, a.body.id))?.requisitionEnDouble).toBeUndefined();
    expect(
      (await lireMemeRequisition({ requerantId: requerantA, numero: 'PV-300' })).map((c) => c.dossierId),
    ).toEqual([a.body.id]);
  });
});

describe('a bordereau billing two files under one requisition (docs/api.md#requisitions-en-double)', () => {
  let prochainId = 5000;
  async function facturable(numero: string) {
    prochainId += 1;
    const jour = aujourdhui - 10;
    const d = {
      ...dossierPatientSchema.parse({
        id: prochainId,
        nom: `DUPONT Marie ${prochainId}`,
        lieu: 10,
        rendezVousDate: jour,
        rendezVousHeure: 9 * 60,
        examenDate: formatDateFr(jour),
        examenHeure: '09:30',
        examenType: ITT,
        montantHT: 8050,
        montantTVA: 1610,
        requerant: { id: requerantA, nom: 'Parquet de Pontoise' },
        requisitionFournie: true,
        requisitionDate: isoDepuisJour(jour - 1),
        requisitionNumero: numero,
        bureau: { id: bureauA.id, nom: bureauA.nom },
      }),
      statut: statutRef(STATUT.rapportValide),
      version: 1,
      creePar: null,
      bureauId: bureauA.id,
    };
    await ddb.send(new PutCommand({ TableName: tableName(), Item: itemDossier(d) }));
    return d;
  }
  const bordereau = (dossiers: { id: number; version: number }[], confirmation?: boolean) =>
    call(creerBordereau, {
      method: 'POST',
      path: `/bureaux/${bureauA.id}/bordereaux`,
      pathParameters: { bureauId: bureauA.id },
      body: {
        requerantId: requerantA,
        dossiers: dossiers.map((d) => ({ id: d.id, version: d.version })),
        ...(confirmation === undefined ? {} : { confirmationRequisition: confirmation }),
      },
      token: secretariatA.token,
    });

  it('409 REQUISITION_EN_DOUBLE naming the pair without the confirmation, nothing billed', async () => {
    const [a, b, c] = [await facturable('R 77'), await facturable('r77'), await facturable('R-78')];
    const res = await bordereau([a, b, c]);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      code: 'REQUISITION_EN_DOUBLE',
      field: 'confirmationRequisition',
      message: expect.stringContaining(`réquisition R 77 : dossiers n° ${a.id} et n° ${b.id}`),
    });
    expect((await lireDossier(bureauA.id, a.id))?.bordereauNumero).toBeNull();
    expect((await bordereau([a, b, c], false)).statusCode).toBe(409);
  });

  it('201 with the confirmation, the bordereau history recording who, when and which files', async () => {
    const [a, b] = [await facturable('R 88'), await facturable('R88')];
    const avant = new Date().toISOString();
    const res = await bordereau([a, b], true);
    expect(res.statusCode).toBe(201);
    expect(res.body.historique).toEqual([
      {
        action: 'confirmation-requisition',
        quand: expect.any(String),
        qui: { id: secretariatA.user.id, nomComplet: secretariatA.user.nomComplet },
        paires: [{ numero: 'R 88', dossiers: [a.id, b.id] }],
      },
    ]);
    expect(res.body.historique[0].quand >= avant).toBe(true);
    expect((await lireDossier(bureauA.id, a.id))?.bordereauNumero).toBe(res.body.numero);
  });

  it('distinct numbers need no confirmation and record no history', async () => {
    const res = await bordereau([await facturable('R-90'), await facturable('R-91')]);
    expect(res.statusCode).toBe(201);
    expect(res.body.historique).toBeUndefined();
  });
});
