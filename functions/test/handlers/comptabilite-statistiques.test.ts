// Accounting and Statistics against DynamoDB Local: figures of a small arranged office
// (amounts HT/TVA/TTC billed and not billed, per-act shares at the settings' 30 %, counts by status,
// time bucket, ITT class, custody visit in 3 hours), an examiner sees only its own figures, role and
// office refusals, bad parameters answered 400 with a French message naming the field.
import '../helpers/test-env.ts';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PERIODE_TROP_LONGUE } from '@umj/shared/comptabilite';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { jourDepuisIso } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { handler as getComptabilite } from '../../src/handlers/comptabilite/get-comptabilite.ts';
import { handler as getStatistiques } from '../../src/handlers/statistiques/get-statistiques.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { listerDossiersPourChiffres } from '../../src/data/chiffres-dossiers.ts';
import { itemDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('comptabilite-statistiques');

type Connecte = { user: TestUser; token: string };
let bureauA: { id: string; nom: string };
let bureauB: { id: string; nom: string };
let secretariatA: Connecte;
let externeA: Connecte;
let secretariatB: Connecte;
let medecinA: Connecte;
let medecinA2: Connecte;
let sansRole: Connecte;

const jour = (iso: string) => jourDepuisIso(iso)!;
const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
const TGI = { id: 'r-tgi', nom: 'TGI Pontoise' };

beforeAll(async () => {
  bureauA = await createTestBureau('Argenteuil');
  bureauB = await createTestBureau('Chartres');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureauA, bureauB], now), now);
  [secretariatA, externeA, secretariatB, medecinA, medecinA2, sansRole] = await Promise.all([
    signedIn('secretariat', [bureauA.id]),
    signedIn('secretariat-externe', [bureauA.id]),
    signedIn('secretariat', [bureauB.id]),
    signedIn('medecin', [bureauA.id]),
    signedIn('medecin', [bureauA.id]),
    signedIn('aucun', [bureauA.id]),
  ]);
  const ex = (c: Connecte) => ({ id: c.user.id, nomComplet: c.user.nomComplet });
  let id = 900;
  const fichier = (bureauId: string, statut: StatutId, valeurs: Record<string, unknown>) =>
    itemDossier({
      ...dossierPatientSchema.parse({
        id: ++id,
        nom: `PATIENT ${id}`,
        lieu: 10,
        statut: statutRef(statut),
        rendezVousDate: jour('2026-03-10'),
        rendezVousHeure: 9 * 60,
        examinateur: ex(medecinA),
        examenType: ITT,
        examenConclusion: '3',
        requerant: TGI,
        montantHT: 8050,
        montantTVA: 1610,
        ...valeurs,
      }),
      version: 1,
      creePar: null,
      bureauId,
    });
  const items = [
    // Office A, March 2026. Dr A: an ITT billed on 2026-0001, an ITT of 12 days not billed at 19:00.
    fichier(bureauA.id, 50, { bordereauNumero: '2026-0001' }),
    fichier(bureauA.id, 40, { rendezVousHeure: 19 * 60, examenConclusion: '12' }),
    // Dr A2: a custody visit at 10:00 made at 11:30 (in time), GaV 57,50 € without VAT, on 1 March (Sunday).
    fichier(bureauA.id, 30, {
      examinateur: ex(medecinA2),
      lieu: 30,
      examenType: GAV,
      examenConclusion: 'Compatible',
      gavVisiteEffectuée: true,
      rendezVousDate: jour('2026-03-01'),
      rendezVousHeure: 600,
      examenDate: '01/03/2026',
      examenHeure: '11:30',
      montantHT: 5750,
      montantTVA: 0,
    }),
    // Not acts: an appointment taken and a cancelled file.
    fichier(bureauA.id, 10, {}),
    fichier(bureauA.id, 90, { examinateur: ex(medecinA2) }),
    // Outside the period (April), and another office's file.
    fichier(bureauA.id, 50, { rendezVousDate: jour('2026-04-02') }),
    fichier(bureauB.id, 50, {}),
  ];
  await ddb.send(
    new BatchWriteCommand({
      RequestItems: { [tableName()]: items.map((Item) => ({ PutRequest: { Item } })) },
    }),
  );
});

const comptabilite = (query: Record<string, string>, token = secretariatA.token, bureauId = bureauA.id) =>
  call(getComptabilite, {
    path: `/bureaux/${bureauId}/comptabilite`,
    pathParameters: { bureauId: bureauId },
    query,
    token,
  });
const statistiques = (query: Record<string, string>, token = secretariatA.token, bureauId = bureauA.id) =>
  call(getStatistiques, {
    path: `/bureaux/${bureauId}/statistiques`,
    pathParameters: { bureauId: bureauId },
    query,
    token,
  });
const mars = { du: '2026-03-01', au: '2026-03-31' };
const compte = (lignes: { cle: string; nombre: number }[]) =>
  Object.fromEntries(lignes.map((l) => [l.cle, l.nombre]));

describe('GET /bureaux/{bureauId}/comptabilite (Accounting)', () => {
  it('groups the acts by examiner with billed / not billed amounts and per-act shares at 30 %', async () => {
    const res = await comptabilite({ ...mars, par: 'examinateur' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      bureauId: bureauA.id,
      ...mars,
      par: 'examinateur',
      examinateurId: null,
    });
    expect(res.body.tauxDeParticipationAuxFrais).toBe(30);
    expect(res.body.totaux.total).toEqual({ nombreActes: 3, ht: 21850, tva: 3220, ttc: 25070 });
    expect(res.body.totaux.facture).toEqual({
      nombreActes: 1,
      ht: 8050,
      tva: 1610,
      ttc: 9660,
      bordereaux: ['2026-0001'],
    });
    expect(res.body.totaux.nonFacture).toEqual({ nombreActes: 2, ht: 13800, tva: 1610, ttc: 15410 });
    // 24,15 + 24,15 + 17,25 €.
    expect(res.body.totaux.partBureau).toBe(6555);
    expect(res.body.totaux.partExaminateurs).toBe(21850 - 6555);
    const lignes = res.body.lignes as { cle: string; total: { nombreActes: number } }[];
    expect(lignes.map((l) => [l.cle, l.total.nombreActes]).sort()).toEqual(
      [
        [medecinA.user.id, 2],
        [medecinA2.user.id, 1],
      ].sort(),
    );
  });

  it('by month over two months', async () => {
    const res = await comptabilite({ du: '2026-03-01', au: '2026-04-30', par: 'mois' });
    expect(res.body.lignes.map((l: { cle: string }) => l.cle)).toEqual(['2026-03', '2026-04']);
  });

  it('an examiner gets only its own acts, whatever the axis', async () => {
    const res = await comptabilite({ ...mars, par: 'requerant' }, medecinA.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.examinateurId).toBe(medecinA.user.id);
    expect(res.body.totaux.total.nombreActes).toBe(2);
    expect(res.body.lignes).toHaveLength(1);
  });

  it('the external secretariat may read (screens route table: any secretariat): the secretariat view of its office, not an examiner view; another office is 404', async () => {
    const externe = await comptabilite(mars, externeA.token);
    expect(externe.statusCode).toBe(200);
    expect(externe.body.examinateurId).toBeNull();
    expect(externe.body.totaux).toEqual((await comptabilite(mars)).body.totaux);
    const stats = await statistiques(mars, externeA.token);
    expect(stats.body).toMatchObject({ examinateurId: null, nombreDossiers: 5 });
    expect((await comptabilite(mars, externeA.token, bureauB.id)).statusCode).toBe(404);
    expect((await statistiques(mars, externeA.token, bureauB.id)).statusCode).toBe(404);
  });

  it('refuses a user without role (403) and another office (404)', async () => {
    expect((await comptabilite(mars, sansRole.token)).statusCode).toBe(403);
    const autre = await comptabilite(mars, secretariatB.token);
    expect(autre.statusCode).toBe(404);
    expect(autre.body.message).toBe('Bureau introuvable');
  });

  it('bad parameters: 400 naming the field in French', async () => {
    const axe = await comptabilite({ ...mars, par: 'patient' });
    expect(axe.statusCode).toBe(400);
    expect(axe.body).toMatchObject({
      field: 'par',
      message: 'Regroupement invalide (par : examinateur, requerant, typeExamen ou mois)',
    });
    const long = await comptabilite({ du: '2025-01-01', au: '2026-03-01' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toMatchObject({ field: 'au', message: MESSAGE_PERIODE_TROP_LONGUE });
    const sansDate = await comptabilite({ au: '2026-03-01' });
    expect(sansDate.body).toMatchObject({ field: 'du', message: 'Veuillez entrer la date de début' });
  });
});

describe('GET /bureaux/{bureauId}/statistiques (Statistics)', () => {
  it('counts the office files of the period', async () => {
    const res = await statistiques(mars);
    expect(res.statusCode).toBe(200);
    expect(res.body.nombreDossiers).toBe(5);
    expect(res.body.nombreActivite).toBe(4);
    expect(compte(res.body.tables.statut)).toMatchObject({ '10': 1, '30': 1, '40': 1, '50': 1, '90': 1 });
    expect(compte(res.body.tables.tranche)).toEqual({ jour: 3, soir: 1, nuit: 0 });
    expect(compte(res.body.tables.calendrier)).toEqual({ jourOuvre: 3, weekEnd: 1, jourFerie: 0 });
    expect(compte(res.body.tables.itt)).toEqual({ zero: 0, unAHuit: 1, neufEtPlus: 1, nonRenseigne: 0 });
    expect(compte(res.body.tables.visitesGav)).toEqual({ dansLeDelai: 1, horsDelai: 0, inconnu: 0 });
    expect(compte(res.body.tables.mois)).toEqual({ '2026-03': 4 });
  });

  it('the secretariat may ask for one examiner; an examiner gets its own only', async () => {
    const un = await statistiques({ ...mars, examinateur: medecinA2.user.id });
    expect(un.body.examinateurId).toBe(medecinA2.user.id);
    expect(un.body.nombreDossiers).toBe(2);
    const lui = await statistiques(mars, medecinA.token);
    expect(lui.body.examinateurId).toBe(medecinA.user.id);
    expect(lui.body.nombreDossiers).toBe(3);
    expect(lui.body.tables.examinateur.map((l: { cle: string }) => l.cle)).toEqual([medecinA.user.id]);
    const autre = await statistiques({ ...mars, examinateur: medecinA2.user.id }, medecinA.token);
    expect(autre.statusCode).toBe(403);
    expect(autre.body.message).toBe('Un examinateur ne peut consulter que ses propres chiffres');
  });

  it('refuses another office, a user without role, a reversed period', async () => {
    expect((await statistiques(mars, secretariatB.token)).statusCode).toBe(404);
    expect((await statistiques(mars, sansRole.token)).statusCode).toBe(403);
    const inverse = await statistiques({ du: '2026-03-31', au: '2026-03-01' });
    expect(inverse.statusCode).toBe(400);
    expect(inverse.body.message).toBe('La date de fin doit suivre la date de début');
  });
});

describe('data: D2/D3 for the figures (docs/data-model.md; projection, months side by side)', () => {
  it('reads the period over two months, only the figures fields, one examiner on D3', async () => {
    const bureau = await listerDossiersPourChiffres(bureauA.id, null, jour('2026-03-01'), jour('2026-04-30'));
    expect(bureau).toHaveLength(6);
    expect(bureau.every((d) => !('nom' in d) && !('notes' in d) && !('PK' in d))).toBe(true);
    expect(bureau.find((d) => d.bordereauNumero === '2026-0001')).toMatchObject({
      montantHT: 8050,
      montantTVA: 1610,
      examenConclusion: '3',
      requerant: TGI,
    });
    const un = await listerDossiersPourChiffres(
      bureauA.id,
      medecinA2.user.id,
      jour('2026-03-01'),
      jour('2026-03-31'),
    );
    expect(un.map((d) => d.statut?.id).sort()).toEqual([30, 90]);
    expect(un.find((d) => d.lieu === 30)?.gavVisiteEffectuée).toBe(true);
  });
});
