// A patient file's amounts against DynamoDB Local (docs/api.md#montants-dun-dossier): bounds at input
// (400 naming montantHT, nothing written), the exam type and tariff from the configuration, the TVA
// always computed by the server, only the secretariat sets another amount, an out-of-bounds stored
// amount answered 400 by accounting (never 500), and accounting's billed figure read from the
// bordereaux' lines (docs/api.md#comptabilite).
import '../helpers/test-env.ts';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MONTANT_HT_HORS_BORNES } from '@umj/shared/argent';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, isoDepuisJour, jourParis } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { MESSAGE_TYPE_EXAMEN_INCONNU } from '@umj/shared/montants-dossier';
import { statutRef, STATUT } from '@umj/shared/statuts-dossier';
import { listerEntreesAuditDuJour } from '../../src/data/audit.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier, lireDossier } from '../../src/data/dossiers.ts';
import { listerDossiersDuBureau } from '../../src/data/dossiers-par-mois.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { creerEntrees, idEntreeDuBureau, LISTES } from '../../src/data/listes.ts';
import { handler as creerBordereau } from '../../src/handlers/bordereaux/create-bordereau.ts';
import { handler as getComptabilite } from '../../src/handlers/comptabilite/get-comptabilite.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';
import { AGREGATS, useFlux } from '../helpers/flux.ts';

useFreshTable('montants-dossiers');
const flux = useFlux([AGREGATS]);

type Connecte = { user: TestUser; token: string };
let bureau: { id: string; nom: string };
let secretariat: Connecte;
let medecin: Connecte;

const aujourdhui = jourParis(new Date());
const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };

beforeAll(async () => {
  bureau = await createTestBureau('Argenteuil');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureau], now), now);
  [secretariat, medecin] = await Promise.all([
    signedIn('secretariat', [bureau.id]),
    signedIn('medecin', [bureau.id]),
  ]);
});

const corps = (valeurs: Record<string, unknown> = {}) => ({
  nom: `PATIENT ${randomUUID().slice(0, 8)}`,
  lieu: 10,
  rendezVousDate: aujourdhui,
  rendezVousHeure: 9 * 60,
  examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
  examenType: ITT,
  montantHT: 8050,
  ...valeurs,
});
const creer = (body: Record<string, unknown>, token = secretariat.token) =>
  call(createDossier, {
    method: 'POST',
    path: `/bureaux/${bureau.id}/dossiers-patients`,
    pathParameters: { bureauId: bureau.id },
    body,
    token,
  });
/** PATCH of a stored file with the form's fields changed. */
async function modifier(id: number, changes: Record<string, unknown>, token = secretariat.token) {
  const stocke = (await lireDossier(bureau.id, id))!;
  const { nom, lieu, rendezVousDate, rendezVousHeure, examinateur, examenType, montantHT, version } = stocke;
  const body = { nom, lieu, rendezVousDate, rendezVousHeure, examinateur, examenType, montantHT, version };
  return call(updateDossier, {
    method: 'PATCH',
    path: `/bureaux/${bureau.id}/dossiers-patients/${id}`,
    pathParameters: { bureauId: bureau.id, dossierId: String(id) },
    body: { ...body, ...changes },
    token,
  });
}
const comptabilite = (du = isoDepuisJour(aujourdhui - 40), au = isoDepuisJour(aujourdhui)) =>
  call(getComptabilite, {
    path: `/bureaux/${bureau.id}/comptabilite`,
    pathParameters: { bureauId: bureau.id },
    query: { du, au, par: 'examinateur' },
    token: secretariat.token,
  });
const nomsDuJour = async () =>
  (await listerDossiersDuBureau(bureau.id, aujourdhui, aujourdhui)).dossiers.map((d) => d.nom);

describe('montantHT bounds: integer cents in [0, 10 000 €]', () => {
  it.each([-1, -0.5, ''])(
    '%s: 400 « Veuillez entrer un montant » on montantHT (docs/product-rules.md#appointment-form), nothing written',
    async (montantHT) => {
      const nom = `MONTANT VIDE ${String(montantHT)}`;
      const res = await creer(corps({ nom, montantHT }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ field: 'montantHT', message: 'Veuillez entrer un montant' });
      expect(await nomsDuJour()).not.toContain(nom);
    },
  );

  it.each([1_000_001, 2 ** 53 + 2, 12.5])(
    '%s cents: 400 naming montantHT, nothing written, accounting still 200',
    async (montantHT) => {
      const nom = `HORS BORNES ${montantHT}`;
      const res = await creer(corps({ nom, montantHT }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ field: 'montantHT', message: MESSAGE_MONTANT_HT_HORS_BORNES });
      expect(await nomsDuJour()).not.toContain(nom);
      const compta = await comptabilite();
      expect(compta.statusCode).toBe(200);
    },
  );

  it('10 000 € exactly is accepted (the bound is inclusive)', async () => {
    const res = await creer(corps({ montantHT: 1_000_000 }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ montantHT: 1_000_000, montantTVA: 200_000 });
  });

  it('a PATCH out of bounds or negative is 400 on montantHT with its message and the file keeps its amount', async () => {
    const cree = await creer(corps());
    const res = await modifier(cree.body.id, { montantHT: 1_000_001 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ field: 'montantHT', message: MESSAGE_MONTANT_HT_HORS_BORNES });
    const negatif = await modifier(cree.body.id, { montantHT: -100 });
    expect(negatif.body).toMatchObject({
      statusCode: 400,
      field: 'montantHT',
      message: 'Veuillez entrer un montant',
    });
    expect(await lireDossier(bureau.id, cree.body.id)).toMatchObject({ montantHT: 8050, version: 1 });
  });
});

describe('the exam type and the TVA come from the configuration and the server', () => {
  it('a typed montantTVA is ignored: HT x the settings rate, rounded half-up (POST and PATCH)', async () => {
    const res = await creer(corps({ montantTVA: 1 }));
    expect(res.body).toMatchObject({ montantHT: 8050, montantTVA: 1610 });
    const patch = await modifier(res.body.id, { montantHT: 1067, montantTVA: 99_999 });
    expect(patch.statusCode).toBe(200);
    expect(patch.body).toMatchObject({ montantHT: 1067, montantTVA: 213 });
    const gav = await creer(corps({ examenType: GAV, montantHT: 5750, montantTVA: 1150 }));
    expect(gav.body).toMatchObject({ montantHT: 5750, montantTVA: 0 });
  });

  it("the body's tariff and VAT flag are not read: the configuration's type is stored", async () => {
    const res = await creer(
      corps({ examenType: { ...ITT, nom: 'Faux', tarif: 1, tva: false }, montantHT: null }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ examenType: ITT, montantHT: 8050, montantTVA: 1610 });
  });

  it('an exam type the configuration does not know is 400 on examenType', async () => {
    const res = await creer(corps({ examenType: { id: 999, nom: 'Inventé', tarif: 100, tva: false } }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ field: 'examenType', message: MESSAGE_TYPE_EXAMEN_INCONNU });
  });
});

describe('who may set an amount other than the tariff', () => {
  it("an examiner's PATCH with another amount keeps the tariff", async () => {
    const cree = await creer(corps());
    const res = await modifier(cree.body.id, { montantHT: 50_000, notes: 'vu' }, medecin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ montantHT: 8050, montantTVA: 1610, notes: 'vu' });
  });

  it("an examiner's new file and change of type take the type's tariff", async () => {
    const cree = await creer(corps({ montantHT: 99 }), medecin.token);
    expect(cree.body).toMatchObject({ montantHT: 8050, montantTVA: 1610 });
    const res = await modifier(cree.body.id, { examenType: GAV, montantHT: 1 }, medecin.token);
    expect(res.body).toMatchObject({ montantHT: 5750, montantTVA: 0 });
  });

  it("a secretary's different amount is kept (TVA computed on it)", async () => {
    const cree = await creer(corps());
    const res = await modifier(cree.body.id, { montantHT: 9000 });
    expect(res.body).toMatchObject({ montantHT: 9000, montantTVA: 1800 });
    // ...and an examiner's later save keeps it (the type did not change).
    const ensuite = await modifier(cree.body.id, { montantHT: 8050 }, medecin.token);
    expect(ensuite.body).toMatchObject({ montantHT: 9000, montantTVA: 1800 });
  });
});

/** A validated, billable file written straight to the table. */
async function dossierFacturable(requerantId: string, valeurs: Record<string, unknown> = {}) {
  const id = Math.floor(Math.random() * 1e9) + 10_000;
  const jour = aujourdhui - 10;
  const d = {
    ...dossierPatientSchema.parse({
      id,
      nom: `MARTIN Paul ${id}`,
      lieu: 10,
      rendezVousDate: jour,
      rendezVousHeure: 9 * 60,
      examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
      examenDate: formatDateFr(jour),
      examenHeure: '09:30',
      examenType: ITT,
      montantHT: 8050,
      montantTVA: 1610,
      requerant: { id: requerantId, nom: 'Parquet' },
      requisitionFournie: true,
      requisitionDate: isoDepuisJour(jour - 1),
      requisitionNumero: `REQ-${id}`,
      bureau,
    }),
    statut: statutRef(STATUT.rapportValide),
    version: 1,
    creePar: null,
    bureauId: bureau.id,
    ...valeurs,
  };
  await ddb.send(new PutCommand({ TableName: tableName(), Item: itemDossier(d as never) }));
  return d;
}

describe('accounting: billed amounts are the bordereau lines', () => {
  it("accounting's billed figure equals the bordereau's lines, even once the file's amount differs", async () => {
    const now = new Date().toISOString();
    const requerant = idEntreeDuBureau(bureau.id, randomUUID());
    await creerEntrees(LISTES.requerants, [
      {
        id: requerant,
        nom: 'Parquet de Pontoise',
        bureau: bureau.id,
        type: 'parquet',
        adresse: '',
        siret: '',
        codeService: '',
        notes: '',
        version: 1,
        creeLe: now,
        modifieLe: now,
      },
    ]);
    const d1 = await dossierFacturable(requerant);
    const d2 = await dossierFacturable(requerant, { examenType: GAV, montantHT: 5750, montantTVA: 0 });
    const avant = (await comptabilite()).body.totaux.facture;
    const b = await call(creerBordereau, {
      method: 'POST',
      path: `/bureaux/${bureau.id}/bordereaux`,
      pathParameters: { bureauId: bureau.id },
      body: { requerantId: requerant, dossiers: [d1, d2].map((d) => ({ id: d.id, version: d.version })) },
      token: secretariat.token,
    });
    expect(b.statusCode).toBe(201);
    // The file's stored amount moves after billing (data written before the bordereau froze it).
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dossier(bureau.id, d1.id),
        UpdateExpression: 'SET montantHT = :ht, montantTVA = :tva',
        ExpressionAttributeValues: { ':ht': 9000, ':tva': 1800 },
      }),
    );
    await flux(); // the figures follow the files through the table's stream (docs/data-model.md#aggregates)
    const facture = (await comptabilite()).body.totaux.facture;
    expect(facture.bordereaux).toContain(b.body.numero);
    expect(facture.ht - avant.ht).toBe(b.body.totalHT);
    expect(facture.tva - avant.tva).toBe(b.body.totalTVA);
    expect(facture.ttc - avant.ttc).toBe(b.body.totalTTC);
    expect(b.body.totalHT).toBe(8050 + 5750);
  });
});

describe('an out-of-bounds amount stored before the bound', () => {
  it('accounting answers a French 400 naming montantHT and the file, never a 500', async () => {
    const autre = await createTestBureau('Chartres');
    const secretaire = await signedIn('secretariat', [autre.id]);
    const jour = aujourdhui - 5;
    const d = dossierPatientSchema.parse({ id: 424_242, rendezVousDate: jour, rendezVousHeure: 600 });
    const item = itemDossier({
      ...d,
      statut: statutRef(STATUT.examine),
      montantHT: Number.MAX_SAFE_INTEGER,
      montantTVA: 0,
      version: 1,
      creePar: null,
      bureauId: autre.id,
    } as never);
    await ddb.send(new PutCommand({ TableName: tableName(), Item: item }));
    const res = await call(getComptabilite, {
      path: `/bureaux/${autre.id}/comptabilite`,
      pathParameters: { bureauId: autre.id },
      query: { du: isoDepuisJour(jour), au: isoDepuisJour(jour), par: 'mois' },
      token: secretaire.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'montantHT' });
    expect(res.body.message).toMatch(/^Le dossier n° 424242 a un montant HT hors bornes/);
    // The audit trail records the 400 with its code, not an internal error.
    const { entries } = await listerEntreesAuditDuJour(
      new Date().toISOString().slice(0, 10),
      1000,
      undefined,
    );
    expect(
      entries.find((e) => e.action === 'comptabilite/get-comptabilite' && e.bureauId === autre.id),
    ).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });
});
