// Billed patient files against DynamoDB Local (docs/api.md#errors, DOSSIER_FACTURE): frozen while their
// bordereau stands (PATCH of a frozen field and status change 409 with nothing written, notes and the
// examiner's feedback still editable), released by the cancellation; and a report status needing the
// examination data even when statuses are skipped (400 DOSSIER_INCOMPLET).
import '../helpers/test-env.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { CODE_DOSSIER_FACTURE } from '@umj/shared/dossier-facture';
import { jourParis } from '@umj/shared/dates';
import { MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/dossier-patient';
import { CODE_DOSSIER_INCOMPLET, type DossierPatientStocke } from '@umj/shared/dossiers-api';
import {
  creerConfiguration,
  listerConfiguration,
  modifierEntreeConfiguration,
} from '../../src/data/configuration.ts';
import { lireDossier } from '../../src/data/dossiers.ts';
import { creerEntrees, idEntreeDuBureau, LISTES } from '../../src/data/listes.ts';
import { handler as annuler } from '../../src/handlers/bordereaux/annuler-bordereau.ts';
import { handler as creerBordereau } from '../../src/handlers/bordereaux/create-bordereau.ts';
import { handler as changerStatut } from '../../src/handlers/dossiers-patients/changer-statut-dossier-patient.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as historique } from '../../src/handlers/dossiers-patients/list-historique-dossier-patient.ts';
import { handler as updateDossier } from '../../src/handlers/dossiers-patients/update-dossier-patient.ts';
import { call } from '../helpers/events.ts';
import { DONNEES_EXAMEN as EXAMEN, formulaireDuDossier } from '../helpers/formulaire-dossier.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('dossiers-factures');

type Connecte = { user: TestUser; token: string };
let bureau: { id: string; nom: string };
let secretariat: Connecte;
let medecin: Connecte;
let autreMedecin: Connecte;
let requerant: { id: string; nom: string };

const examinateur = (c: Connecte) => ({ id: c.user.id, nomComplet: c.user.nomComplet });

beforeAll(async () => {
  bureau = await createTestBureau('Argenteuil');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureau], now), now);
  [secretariat, medecin, autreMedecin] = await Promise.all([
    signedIn('secretariat', [bureau.id]),
    signedIn('medecin', [bureau.id]),
    signedIn('medecin', [bureau.id]),
  ]);
  const quand = now.toISOString();
  requerant = { id: idEntreeDuBureau(bureau.id, randomUUID()), nom: 'Parquet de Pontoise' };
  await creerEntrees(LISTES.requerants, [
    {
      ...requerant,
      bureau: bureau.id,
      type: 'parquet',
      adresse: '3 rue Victor Hugo, 95300 Pontoise',
      siret: '44306184100047',
      codeService: 'SJ-95',
      notes: '',
      version: 1,
      creeLe: quand,
      modifieLe: quand,
    },
  ]);
});

const chemin = (suite = '') => `/bureaux/${bureau.id}/dossiers-patients${suite}`;
const dossierPath = (id: number) => ({ bureauId: bureau.id, dossierId: String(id) });

const corps = (valeurs: Record<string, unknown> = {}) => ({
  nom: `FACTURE ${randomUUID().slice(0, 6)}`,
  lieu: 10,
  rendezVousDate: jourParis(new Date()) - 5,
  rendezVousHeure: 9 * 60,
  examinateur: examinateur(medecin),
  montantHT: 8050,
  montantTVA: 1610,
  requisitionFournie: true,
  requerant,
  requisitionDate: '2026-11-01',
  requisitionNumero: `PV-${randomUUID().slice(0, 6)}`,
  ...valeurs,
});

const creer = async (body: unknown): Promise<DossierPatientStocke> => {
  const res = await call(createDossier, {
    method: 'POST',
    path: chemin(),
    pathParameters: { bureauId: bureau.id },
    body,
    token: secretariat.token,
  });
  expect(res.statusCode).toBe(201);
  return res.body as DossierPatientStocke;
};
const modifier = (id: number, body: unknown) =>
  call(updateDossier, {
    method: 'PATCH',
    path: chemin(`/${id}`),
    pathParameters: dossierPath(id),
    body,
    token: secretariat.token,
  });
const statut = (id: number, body: unknown) =>
  call(changerStatut, {
    method: 'POST',
    path: chemin(`/${id}/statut`),
    pathParameters: dossierPath(id),
    body,
    token: secretariat.token,
  });
const facturer = (dossiers: { id: number; version: number }[]) =>
  call(creerBordereau, {
    method: 'POST',
    path: `/bureaux/${bureau.id}/bordereaux`,
    pathParameters: { bureauId: bureau.id },
    body: { requerantId: requerant.id, dossiers: dossiers.map((d) => ({ id: d.id, version: d.version })) },
    token: secretariat.token,
  });
const annulerBordereau = (numero: string, version: number) =>
  call(annuler, {
    method: 'POST',
    path: `/bureaux/${bureau.id}/bordereaux/${numero}/annulation`,
    pathParameters: { bureauId: bureau.id, numero },
    body: { version },
    token: secretariat.token,
  });
const historiqueDe = async (id: number) =>
  (
    await call(historique, {
      path: chemin(`/${id}/historique`),
      pathParameters: dossierPath(id),
      token: secretariat.token,
    })
  ).body.elements as { action: string }[];

const formulaire = formulaireDuDossier;

/** A file validated with its examination data, then billed: the stored file and the bordereau. */
async function dossierFacture(): Promise<{ dossier: DossierPatientStocke; numero: string }> {
  const cree = await creer(corps(EXAMEN));
  const valide = await statut(cree.id, { statut: 50, version: cree.version });
  expect(valide.statusCode).toBe(200);
  const bordereau = await facturer([valide.body as DossierPatientStocke]);
  expect(bordereau.statusCode).toBe(201);
  const dossier = (await lireDossier(bureau.id, cree.id))!;
  expect(dossier.bordereauNumero).toBe(bordereau.body.numero);
  return { dossier, numero: bordereau.body.numero as string };
}

const messageFacture = (numero: string) =>
  `Ce dossier figure sur le bordereau n° ${numero}. Annulez ce bordereau pour le modifier.`;

describe('a billed file is frozen while its bordereau stands (409 DOSSIER_FACTURE)', () => {
  it('PATCH changing a billed field: 409 with the exact message naming the bordereau, nothing written', async () => {
    const { dossier, numero } = await dossierFacture();
    const avant = await historiqueDe(dossier.id);
    const changements: Record<string, unknown>[] = [
      { nom: 'AUTRE Nom' },
      { dateDeNaissance: '1991-02-02' },
      { requisitionNumero: 'PV-AUTRE' },
      { examenDate: '01/11/2026' },
      { montantHT: 9000 },
      { examenType: { id: 2, nom: 'GaV', tarif: 5750, tva: false }, examenConclusion: 'Compatible' },
      { examinateur: examinateur(autreMedecin) },
    ];
    for (const changement of changements) {
      const res = await modifier(
        dossier.id,
        formulaire(dossier, { ...changement, version: dossier.version }),
      );
      expect(res.body, JSON.stringify(changement)).toMatchObject({
        statusCode: 409,
        code: CODE_DOSSIER_FACTURE,
        message: messageFacture(numero),
      });
    }
    expect(await lireDossier(bureau.id, dossier.id)).toEqual(dossier);
    expect(await historiqueDe(dossier.id)).toHaveLength(avant.length);
  });

  it('PATCH changing only the notes and the examiner feedback: 200, the file stays billed', async () => {
    const { dossier, numero } = await dossierFacture();
    const res = await modifier(
      dossier.id,
      formulaire(dossier, {
        notes: 'Rapport envoyé au parquet',
        retourExaminateur: 'RAS',
        version: dossier.version,
      }),
    );
    expect(res.body).toMatchObject({
      notes: 'Rapport envoyé au parquet',
      retourExaminateur: 'RAS',
      bordereauNumero: numero,
      version: dossier.version + 1,
    });
  });

  it('a VAT rate changed after billing does not refuse a notes-only save: the billed amounts are kept', async () => {
    const { dossier } = await dossierFacture();
    const reglages = (await listerConfiguration()).find((e) => e.cle === 'réglages')!;
    const valeur = reglages.valeur as Record<string, unknown>;
    const relu = await modifierEntreeConfiguration(
      'réglages',
      { ...valeur, montantTVA: 10 },
      reglages.version,
      new Date(),
    );
    try {
      const res = await modifier(
        dossier.id,
        formulaire(dossier, { notes: 'Taux changé depuis', version: dossier.version }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchObject({ montantHT: dossier.montantHT, montantTVA: dossier.montantTVA });
    } finally {
      await modifierEntreeConfiguration('réglages', valeur, relu.version, new Date());
    }
  });

  it('a status change of a billed file: 409 DOSSIER_FACTURE, nothing written; the same status stays a 200 no-op', async () => {
    const { dossier, numero } = await dossierFacture();
    for (const cible of [10, 20, 30, 40, 90]) {
      const res = await statut(dossier.id, { statut: cible, version: dossier.version });
      expect(res.body, String(cible)).toMatchObject({
        statusCode: 409,
        code: CODE_DOSSIER_FACTURE,
        message: messageFacture(numero),
      });
    }
    expect(await lireDossier(bureau.id, dossier.id)).toEqual(dossier);
    expect((await statut(dossier.id, { statut: 50, version: dossier.version })).body).toMatchObject({
      statut: { id: 50 },
      version: dossier.version,
    });
  });

  it('after cancelling the bordereau the file is released: the same PATCH 200, then billed again on a new number', async () => {
    const { dossier, numero } = await dossierFacture();
    const changement = { nom: 'CORRIGE Nom', montantHT: 9000 };
    const refuse = await modifier(
      dossier.id,
      formulaire(dossier, { ...changement, version: dossier.version }),
    );
    expect(refuse.statusCode).toBe(409);

    const annule = await annulerBordereau(numero, 1);
    expect(annule.statusCode).toBe(200);
    const libere = (await lireDossier(bureau.id, dossier.id))!;
    expect(libere.bordereauNumero).toBeNull();

    const res = await modifier(dossier.id, formulaire(libere, { ...changement, version: libere.version }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ nom: 'CORRIGE Nom', montantHT: 9000, bordereauNumero: null });

    const nouveau = await facturer([res.body as DossierPatientStocke]);
    expect(nouveau.statusCode).toBe(201);
    expect(nouveau.body.numero).not.toBe(numero);
    expect((await lireDossier(bureau.id, dossier.id))!.bordereauNumero).toBe(nouveau.body.numero);
  });
});

describe('a report status needs the examination data whatever the current status (400 DOSSIER_INCOMPLET)', () => {
  it('RDV pris straight to Rapport en cours or Rapport validé without the examination data: 400 with the message, nothing written', async () => {
    const cree = await creer(corps());
    for (const cible of [40, 50]) {
      const res = await statut(cree.id, { statut: cible, version: cree.version });
      expect(res.body, String(cible)).toMatchObject({
        statusCode: 400,
        code: CODE_DOSSIER_INCOMPLET,
        message: 'Ce dossier patient est incomplet. Editez le pour ajouter des informations.',
      });
    }
    expect(MESSAGE_DOSSIER_INCOMPLET).toBe(
      'Ce dossier patient est incomplet. Editez le pour ajouter des informations.',
    );
    expect(await lireDossier(bureau.id, cree.id)).toMatchObject({
      statut: { id: 10 },
      version: cree.version,
    });
  });

  it('an ITT without a number of days is refused too; with the data the skip is applied, exam date and hour set', async () => {
    const sansJours = await creer(corps({ ...EXAMEN, examenConclusion: '' }));
    expect((await statut(sansJours.id, { statut: 50, version: 1 })).body).toMatchObject({
      statusCode: 400,
      code: CODE_DOSSIER_INCOMPLET,
    });
    const cree = await creer(corps(EXAMEN));
    const res = await statut(cree.id, { statut: 50, version: cree.version });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ statut: { id: 50 }, version: cree.version + 1 });
    expect(res.body.examenDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(res.body.examenHeure).toMatch(/^\d{2}:\d{2}$/);
  });
});
