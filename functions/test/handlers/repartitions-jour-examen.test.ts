// The payment split by exam day against DynamoDB Local (docs/data-model.md#payment-split-by-exam-day,
// #payment-split-versions; docs/api.md "Payment split"): a file is paid on the day it was examined,
// whichever day it was booked, exactly once, and a cancelled file never; one broken office does not
// stop the scheduled split of the others and is sent to the dead-letter queue (the local SQS stand-in
// the local runtime serves); a recompute keeps each earlier version as its own item.
import '../helpers/test-env.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, isoDepuisJour, type Jour } from '@umj/shared/dates';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { handler as changerStatut } from '../../src/handlers/dossiers-patients/changer-statut-dossier-patient.ts';
import { handler as calculerRepartitions } from '../../src/handlers/repartitions/calculer-repartitions.ts';
import { calculerPourBureau } from '../../src/services/repartition-paiement.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier, remplacerDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { lireRepartition, lireVersionRepartition } from '../../src/data/repartitions.ts';
import { REGLAGES_DEFAUT } from '@umj/shared/reglages';
import { ecrireParLots } from '../../src/seed/demo-dossiers.ts';
import { createSqsStandIn, type SqsStandIn } from '../../src/local/sqs-local.ts';
import { DR_B, dossier, GAV, JOUR, recalcul } from '../helpers/dossiers-repartition.ts';
import { call, invocationPlanifiee } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

const calculer = invocationPlanifiee('repartitions/calculer-repartitions', calculerRepartitions);

useFreshTable('repartitions-jour-examen');

let sqs: SqsStandIn;
let serveur: Server;
let bureau: { id: string; nom: string };
let admin: { token: string };
let secretariat: { token: string };

beforeAll(async () => {
  sqs = createSqsStandIn(null, () => undefined);
  serveur = createServer((req, res) => void sqs.handle(req, res));
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}/sqs`;
  process.env.SQS_ENDPOINT = url;
  process.env.SPLIT_DEAD_LETTER_QUEUE_URL = `${url}/000000000000/umj-split-dead-letters-test`;
  bureau = await createTestBureau('Argenteuil');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureau], now), now);
  [admin, secretariat] = await Promise.all([
    signedIn('administrateur'),
    signedIn('secretariat', [bureau.id]),
  ]);
});

afterAll(() => new Promise<void>((resolve) => serveur.close(() => resolve())));

const statut = (dossierId: number, body: unknown) =>
  call(changerStatut, {
    method: 'POST',
    path: `/bureaux/${bureau.id}/dossiers-patients/${dossierId}/statut`,
    pathParameters: { bureauId: bureau.id, dossierId: String(dossierId) },
    body,
    token: secretariat.token,
  });
const actesDe = (r: { lignes: { dossiers: number[] }[] } | undefined) => r?.lignes.flatMap((l) => l.dossiers);

describe('the split of a day pays the acts examined that day (GSI3, pattern P3)', () => {
  it('a custody visit booked on D at 23:30 and examined at 00:40 on D+1 is in the split of D+1, not D, exactly once; a cancelled file in none', async () => {
    const D = JOUR + 20;
    // The examination data of an examined file (docs/product-rules.md#appointment-form, from Examiné up).
    const examen = {
      dateDeNaissance: '1990-01-01',
      sexe: 'Homme' as const,
      commissariat: { id: 'c1', nom: 'Commissariat Argenteuil' },
      regie: 'R1',
    };
    const nuit = dossier(bureau.id, {
      ...examen,
      gavVisiteEffectuée: true,
      examenConclusion: 'Compatible',
      statutId: 20,
      rendezVousDate: D,
      rendezVousHeure: 23 * 60 + 30,
      examenType: GAV,
      montantHT: 5750,
      examenDate: formatDateFr(D + 1),
      examenHeure: '00:40',
    });
    const annule = dossier(bureau.id, {
      ...examen,
      examenConclusion: '2',
      statutId: 20,
      rendezVousDate: D + 1,
      examinateur: DR_B,
    });
    const duJour = dossier(bureau.id, { rendezVousDate: D });
    await ecrireParLots([nuit, annule, duJour].map(itemDossier));
    // Through the API, as the secretariat records the visit: the status change rewrites the item.
    expect((await statut(nuit.id, { statut: 30, version: 1 })).statusCode).toBe(200);
    expect((await statut(annule.id, { statut: 30, version: 1 })).statusCode).toBe(200);
    expect((await statut(annule.id, { statut: 90, version: 2 })).statusCode).toBe(200);
    const jours = [D, D + 1, D + 2].map(isoDepuisJour);
    for (const jour of jours) await calculer({ jour, bureauIds: [bureau.id] });
    const splits = await Promise.all([D, D + 1, D + 2].map((j) => lireRepartition(bureau.id, j as Jour)));
    expect(splits.map(actesDe)).toEqual([[duJour.id], [nuit.id], []]);
    expect(splits.map((r) => r?.dossiersExaminesUnAutreJour)).toEqual([[], [], []]);
    expect(splits[1]?.totaux).toMatchObject({ nombreActes: 1, montantHT: 5750 });
  });

  it('property: over generated files and later edits, each examined, non-cancelled act is in exactly one split', async () => {
    const statuts: StatutId[] = [10, 20, 30, 40, 50, 90];
    const etat = fc.record({
      statutId: fc.constantFrom(...statuts),
      decalage: fc.integer({ min: 0, max: 2 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ rdv: fc.integer({ min: 0, max: 2 }), avant: etat, apres: etat }), {
          maxLength: 8,
        }),
        async (fichiers) => {
          const bureauId = `propriete-${run++}`;
          const D = JOUR + 40;
          const version = (rdv: number, e: { statutId: StatutId; decalage: number }) => ({
            statut: statutRef(e.statutId),
            examenDate: e.statutId >= 30 ? formatDateFr(D + rdv + e.decalage) : null,
          });
          const ecrits = fichiers.map((f) =>
            dossier(bureauId, { rendezVousDate: D + f.rdv, ...version(f.rdv, f.avant) }),
          );
          await ecrireParLots(ecrits.map(itemDossier));
          const quand = new Date().toISOString();
          const finals = await Promise.all(
            ecrits.map((d, i) =>
              remplacerDossier({ ...d, ...version(fichiers[i]!.rdv, fichiers[i]!.apres) }, 1, {
                quand,
                qui: { id: 'test', nomComplet: 'Test' },
                action: 'statut',
                champs: [],
              }),
            ),
          );
          const comptes = new Map<number, number>();
          for (let j = D - 1; j <= D + 5; j += 1) {
            const calcul = await calculerPourBureau(bureauId, j, REGLAGES_DEFAUT);
            for (const id of actesDe(calcul) ?? []) comptes.set(id, (comptes.get(id) ?? 0) + 1);
          }
          for (const d of finals) {
            const acte = d.statut!.id >= 30 && d.statut!.id <= 50;
            expect(comptes.get(d.id) ?? 0).toBe(acte ? 1 : 0);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('the scheduled split computes each office on its own', () => {
  it('one broken office (a corrupted file) is logged and sent to the dead-letter queue; the other offices are still computed', async () => {
    const J = JOUR + 60;
    const casse = await createTestBureau('Chartres');
    const autre = await createTestBureau('Paris Nord');
    await ecrireParLots(
      [
        dossier(casse.id, { rendezVousDate: J, montantHT: 12.5 }),
        dossier(autre.id, { rendezVousDate: J }),
      ].map(itemDossier),
    );
    const avant = sqs.messages.length;
    const resultat = await calculer({ jour: isoDepuisJour(J), bureauIds: [casse.id, autre.id] });
    expect(resultat).toEqual({
      jour: isoDepuisJour(J),
      crees: [autre.id],
      existantes: [],
      echecs: [casse.id],
    });
    expect(await lireRepartition(casse.id, J)).toBeUndefined();
    expect((await lireRepartition(autre.id, J))?.totaux.nombreActes).toBe(1);
    const messages = sqs.messages.slice(avant);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.queueUrl).toBe(process.env.SPLIT_DEAD_LETTER_QUEUE_URL);
    expect(JSON.parse(messages[0]!.body)).toEqual({
      jour: isoDepuisJour(J),
      bureauIds: [casse.id],
      erreur: expect.stringContaining('hors bornes'),
    });
  });

  it('when the dead-letter queue refuses the message, the run fails (Lambda retries it, then dead-letters the event)', async () => {
    const J = JOUR + 61;
    const casse = await createTestBureau('Meaux');
    await ecrireParLots([itemDossier(dossier(casse.id, { rendezVousDate: J, montantHT: 0.5 }))]);
    const url = process.env.SPLIT_DEAD_LETTER_QUEUE_URL;
    process.env.SPLIT_DEAD_LETTER_QUEUE_URL = 'http://127.0.0.1:9/000000000000/absente';
    process.env.SQS_ENDPOINT = 'http://127.0.0.1:9';
    try {
      await expect(calculer({ jour: isoDepuisJour(J), bureauIds: [casse.id] })).rejects.toThrow();
    } finally {
      process.env.SPLIT_DEAD_LETTER_QUEUE_URL = url;
      process.env.SQS_ENDPOINT = url?.split('/000000000000/')[0];
    }
  });
});

describe('a recompute keeps each earlier version as its own item (pattern P1)', () => {
  it('version 2 is written as the split, version 1 stays readable as its own item, and the split item holds no history', async () => {
    const J = JOUR + 80;
    await ecrireParLots([itemDossier(dossier(bureau.id, { rendezVousDate: J }))]);
    await calculer({ jour: isoDepuisJour(J), bureauIds: [bureau.id] });
    await ecrireParLots([itemDossier(dossier(bureau.id, { rendezVousDate: J, examinateur: DR_B }))]);
    const v2 = await recalcul(bureau.id, isoDepuisJour(J), { version: 1 }, admin.token);
    expect(v2.body).toMatchObject({ version: 2, totaux: { nombreActes: 2 } });
    expect((await recalcul(bureau.id, isoDepuisJour(J), { version: 2 }, admin.token)).body).toMatchObject({
      version: 3,
    });
    const v1 = await lireVersionRepartition(bureau.id, J, 1);
    expect(v1).toMatchObject({
      version: 1,
      totaux: { nombreActes: 1 },
      calculePar: { type: 'planification' },
    });
    expect(await lireVersionRepartition(bureau.id, J, 2)).toMatchObject({ version: 2 });
    const item = await ddb.send(
      new GetCommand({ TableName: tableName(), Key: keys.repartition(bureau.id, J), ConsistentRead: true }),
    );
    expect(item.Item).toMatchObject({ version: 3 });
    expect(item.Item).not.toHaveProperty('historique');
    const lue = await lireRepartition(bureau.id, J);
    expect(lue?.historique.map((v) => v.version)).toEqual([2, 1]);
  });
});
