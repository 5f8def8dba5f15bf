// Precomputed figures kept by the stream consumer (docs/data-model.md#aggregates), against DynamoDB
// Local: after random creations, edits, status changes, deletions and moves of files (between days,
// months and offices), delivered as stream records in batches (one of them twice: at-least-once),
// the stored aggregates of any sub-period equal the figures computed from all the files, for the
// office and for an examiner, on every accounting axis; a move touches both days; a whole month is
// read from its roll-up, made once at its first read and kept up to date by the stream; a year of an
// office is read in at most 13 requests, without reading a file.
import '../helpers/test-env.ts';
import { DeleteCommand, PutCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { comptabiliteDesAgregats, statistiquesDesAgregats } from '@umj/shared/agregats';
import { AXES_COMPTABILITE, calculerComptabilite } from '@umj/shared/comptabilite';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { isoDepuisJour, jourDepuisIso, type Jour } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { calculerStatistiques } from '@umj/shared/statistiques';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { lireAgregats, lireAgregatsMois } from '../../src/data/agregats.ts';
import { listerDossiersPourChiffres } from '../../src/data/chiffres-dossiers.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier } from '../../src/data/dossiers.ts';
import { keys } from '../../src/data/keys.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { handler, joursTouches } from '../../src/handlers/flux/maintenir-agregats.ts';
import { agregatsDeLaPeriode } from '../../src/services/agregats.ts';
import { tauxDeParticipation } from '../../src/services/chiffres-periode.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('maintenir-agregats');

type Item = Record<string, NativeAttributeValue>;
let TAUX = 0;
const premier = jourDepuisIso('2026-03-29') as Jour;
const NB_JOURS = 6; // 29 March to 3 April: two months
const martin = { id: 'u-martin', nomComplet: 'Dr Martin' };
const durand = { id: 'u-durand', nomComplet: 'Dr Durand' };
const types = [
  { id: 1, nom: 'ITT', tarif: 8050, tva: true },
  { id: 2, nom: 'GaV', tarif: 5750, tva: false },
  null,
];
const statuts: StatutId[] = [10, 20, 30, 40, 50, 90];

beforeAll(async () => {
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([], now), now);
  TAUX = await tauxDeParticipation();
});

interface Champs {
  jour: number;
  heure: number | null;
  statut: StatutId;
  examinateur: number;
  type: number;
  montantHT: number | null;
}

function item(bureauId: string, id: number, version: number, c: Champs): Item {
  return itemDossier({
    ...dossierPatientSchema.parse({
      id,
      nom: `PATIENT ${id}`,
      lieu: 10,
      statut: statutRef(c.statut),
      rendezVousDate: premier + c.jour,
      rendezVousHeure: c.heure,
      examinateur: [martin, durand, null][c.examinateur],
      examenType: types[c.type],
      examenConclusion: '3',
      requerant: { id: 'r-tgi', nom: 'TGI Pontoise' },
      montantHT: c.montantHT,
      montantTVA: c.montantHT === null ? null : Math.round(c.montantHT / 5),
    }),
    version,
    creePar: null,
    bureauId,
  });
}

/** The stream record of a change from `avant` to `apres` (NEW_AND_OLD_IMAGES). */
function enregistrement(avant: Item | undefined, apres: Item | undefined): DynamoDBRecord {
  const cle = (apres ?? avant)!;
  const image = (i: Item | undefined) =>
    i === undefined ? undefined : (marshall(i, { removeUndefinedValues: true }) as never);
  return {
    eventName: avant === undefined ? 'INSERT' : apres === undefined ? 'REMOVE' : 'MODIFY',
    dynamodb: {
      Keys: marshall({ PK: cle.PK, SK: cle.SK }) as never,
      OldImage: image(avant),
      NewImage: image(apres),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

const champsArb: fc.Arbitrary<Champs> = fc.record({
  jour: fc.integer({ min: 0, max: NB_JOURS - 1 }),
  heure: fc.option(fc.integer({ min: 0, max: 1439 })),
  statut: fc.constantFrom(...statuts),
  examinateur: fc.integer({ min: 0, max: 2 }),
  type: fc.integer({ min: 0, max: 2 }),
  montantHT: fc.option(fc.integer({ min: 0, max: 20_000 })),
});

type Operation =
  | { op: 'creer'; bureau: number; champs: Champs }
  | { op: 'modifier'; cible: number; champs: Partial<Champs> }
  | { op: 'demenager'; cible: number; bureau: number; jour: number }
  | { op: 'supprimer'; cible: number };

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('creer' as const), bureau: fc.integer({ min: 0, max: 1 }), champs: champsArb }),
  fc.record({
    op: fc.constant('modifier' as const),
    cible: fc.nat(),
    champs: fc.oneof(
      champsArb.map((c) => ({ statut: c.statut })),
      champsArb.map((c) => ({ montantHT: c.montantHT, type: c.type })),
      champsArb.map((c) => ({ examinateur: c.examinateur, heure: c.heure })),
    ),
  }),
  fc.record({
    op: fc.constant('demenager' as const),
    cible: fc.nat(),
    bureau: fc.integer({ min: 0, max: 1 }),
    jour: fc.integer({ min: 0, max: NB_JOURS - 1 }),
  }),
  fc.record({ op: fc.constant('supprimer' as const), cible: fc.nat() }),
);

let tirage = 0;
let prochainId = 1;

async function ecrire(avant: Item | undefined, apres: Item | undefined): Promise<void> {
  if (avant && (!apres || avant.PK !== apres.PK)) {
    await ddb.send(new DeleteCommand({ TableName: tableName(), Key: { PK: avant.PK, SK: avant.SK } }));
  }
  if (apres) await ddb.send(new PutCommand({ TableName: tableName(), Item: apres }));
}

/** Applies the operations to the table; returns the stream records they produced, in order. */
async function appliquer(bureaux: string[], operations: Operation[]): Promise<DynamoDBRecord[]> {
  const vivants: { bureau: number; id: number; version: number; champs: Champs; item: Item }[] = [];
  const records: DynamoDBRecord[] = [];
  for (const o of operations) {
    if (o.op === 'creer') {
      const id = prochainId++;
      const nouveau = item(bureaux[o.bureau]!, id, 1, o.champs);
      vivants.push({ bureau: o.bureau, id, version: 1, champs: o.champs, item: nouveau });
      await ecrire(undefined, nouveau);
      records.push(enregistrement(undefined, nouveau));
      continue;
    }
    if (vivants.length === 0) continue;
    const index = o.cible % vivants.length;
    const v = vivants[index]!;
    if (o.op === 'supprimer') {
      vivants.splice(index, 1);
      await ecrire(v.item, undefined);
      records.push(enregistrement(v.item, undefined));
      continue;
    }
    const champs = o.op === 'modifier' ? { ...v.champs, ...o.champs } : { ...v.champs, jour: o.jour };
    const bureau = o.op === 'demenager' ? o.bureau : v.bureau;
    const nouveau = item(bureaux[bureau]!, v.id, v.version + 1, champs);
    if (nouveau.PK !== v.item.PK) {
      // Another office: another item (its removal, then its creation).
      await ecrire(v.item, nouveau);
      records.push(enregistrement(v.item, undefined), enregistrement(undefined, nouveau));
    } else {
      await ecrire(v.item, nouveau);
      records.push(enregistrement(v.item, nouveau));
    }
    vivants[index] = { bureau, id: v.id, version: v.version + 1, champs, item: nouveau };
  }
  return records;
}

async function verifier(bureauId: string, du: number, au: number): Promise<void> {
  const periode = { du: isoDepuisJour(premier + du), au: isoDepuisJour(premier + au) };
  const dossiers = await listerDossiersPourChiffres(bureauId, null, premier + du, premier + au);
  const agregats = await lireAgregats(bureauId, null, periode.du, periode.au);
  expect(statistiquesDesAgregats(agregats, periode)).toEqual(calculerStatistiques(dossiers, periode));
  for (const par of AXES_COMPTABILITE) {
    expect(comptabiliteDesAgregats(agregats, par, TAUX)).toEqual(
      calculerComptabilite(dossiers, { par, tauxDeParticipationAuxFrais: TAUX }),
    );
  }
  const siens = await listerDossiersPourChiffres(bureauId, martin.id, premier + du, premier + au);
  const agregatsMartin = await lireAgregats(bureauId, martin.id, periode.du, periode.au);
  expect(statistiquesDesAgregats(agregatsMartin, periode)).toEqual(calculerStatistiques(siens, periode));
}

describe('aggregates maintained from the stream (docs/data-model.md#aggregates)', () => {
  it('a file moved to another month and office touches the day it left and the day it reaches', () => {
    const avant = item('b-1', 1, 1, {
      jour: 0,
      heure: 600,
      statut: 50,
      examinateur: 0,
      type: 0,
      montantHT: 100,
    });
    const apres = item('b-2', 1, 2, {
      jour: 4,
      heure: 600,
      statut: 50,
      examinateur: 0,
      type: 0,
      montantHT: 100,
    });
    const touches = joursTouches([enregistrement(avant, undefined), enregistrement(undefined, apres)]);
    expect([...touches.get('b-1')!.jours]).toEqual([premier]);
    expect([...touches.get('b-2')!.jours]).toEqual([premier + 4]);
    const ignore = joursTouches([
      enregistrement(undefined, { PK: 'AGREGAT#b-1', SK: 'JOUR#x', type: 'AgregatJour' }),
    ]);
    expect(ignore.size).toBe(0);
  });

  it('after random creations, edits, status changes, deletions and moves, the aggregates of any sub-period equal the figures of the files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operationArb, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: NB_JOURS - 1 }),
        fc.integer({ min: 0, max: NB_JOURS - 1 }),
        async (operations, lots, a, b) => {
          tirage += 1;
          const bureaux = [`pa-${tirage}`, `pb-${tirage}`];
          const records = await appliquer(bureaux, operations);
          const taille = Math.ceil(records.length / lots);
          for (let i = 0; i < records.length; i += taille) {
            await handler({ Records: records.slice(i, i + taille) });
          }
          // At-least-once delivery: the first batch again changes nothing.
          await handler({ Records: records.slice(0, taille) });
          for (const bureauId of bureaux) await verifier(bureauId, Math.min(a, b), Math.max(a, b));
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);

  it('a whole month is read from its roll-up, made once at its first read and following every change the stream delivers', async () => {
    const bureauId = 'mois-cumule';
    const mai = jourDepuisIso('2026-05-01') as Jour;
    const periode = { du: '2026-05-01', au: '2026-05-31' };
    const champs: Champs = { jour: 0, heure: 600, statut: 50, examinateur: 0, type: 1, montantHT: 5750 };
    const place = (id: number, version: number, jourDuMois: number, c: Partial<Champs> = {}) => {
      const base = item(bureauId, id, version, { ...champs, ...c });
      return {
        ...base,
        ...itemDossier({
          ...(base as never as Parameters<typeof itemDossier>[0]),
          rendezVousDate: mai + jourDuMois,
        }),
      };
    };
    const [un, deux, trois] = [place(200_001, 1, 0), place(200_002, 1, 10), place(200_003, 1, 30)];
    for (const d of [un, deux, trois]) await ecrire(undefined, d);
    // Written before any stream delivery: the first read computes the days and rolls the month up,
    // once (its first version).
    const premiere = await agregatsDeLaPeriode(bureauId, periode, null, TAUX);
    expect(statistiquesDesAgregats(premiere, periode).nombreDossiers).toBe(3);
    const [cumul] = await lireAgregatsMois(bureauId, '2026-05', '2026-05');
    expect(cumul?.statistiques.nombreDossiers).toBe(3);
    expect(cumul?.version).toBe(1);
    // A month whose days were all stored before it had a roll-up (data older than the roll-ups): its
    // first read rolls it up from them.
    await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.agregatMois(bureauId, '2026-05') }));
    await agregatsDeLaPeriode(bureauId, periode, null, TAUX);
    const [refait] = await lireAgregatsMois(bureauId, '2026-05', '2026-05');
    expect(refait).toMatchObject({ version: 1, statistiques: { nombreDossiers: 3 } });

    // A file moved within the month and changed, one removed, one created: delivered by the stream.
    const deplace = place(200_002, 2, 20, { statut: 90, examinateur: 1, montantHT: 8050 });
    const quatre = place(200_004, 1, 5, { type: 0 });
    await ecrire(deux, deplace);
    await ecrire(trois, undefined);
    await ecrire(undefined, quatre);
    await handler({
      Records: [
        enregistrement(deux, deplace),
        enregistrement(trois, undefined),
        enregistrement(undefined, quatre),
      ],
    });

    const envoi = vi.spyOn(ddb, 'send');
    let seconde: Awaited<ReturnType<typeof agregatsDeLaPeriode>>;
    try {
      seconde = await agregatsDeLaPeriode(bureauId, periode, null, TAUX);
      expect(envoi.mock.calls).toHaveLength(1);
    } finally {
      envoi.mockRestore();
    }
    const dossiers = await listerDossiersPourChiffres(bureauId, null, mai, mai + 30);
    expect(dossiers).toHaveLength(3);
    expect(statistiquesDesAgregats(seconde, periode)).toEqual(calculerStatistiques(dossiers, periode));
    for (const par of AXES_COMPTABILITE) {
      expect(comptabiliteDesAgregats(seconde, par, TAUX)).toEqual(
        calculerComptabilite(dossiers, { par, tauxDeParticipationAuxFrais: TAUX }),
      );
    }
    // A period with partial months around the whole one: its edge days and the roll-up, merged.
    const large = { du: '2026-04-20', au: '2026-06-03' };
    const autour = await agregatsDeLaPeriode(bureauId, large, null, TAUX);
    expect(statistiquesDesAgregats(autour, large)).toEqual(calculerStatistiques(dossiers, large));
  }, 120_000);

  it('a year of an office is read in at most 13 requests, none of them on the files', async () => {
    const bureauId = 'annee-chargee';
    const debut = jourDepuisIso('2025-01-01') as Jour;
    const records: DynamoDBRecord[] = [];
    for (let j = 0; j < 365; j += 3) {
      const champs: Champs = {
        jour: 0,
        heure: 600,
        statut: 50,
        examinateur: j % 3,
        type: 1,
        montantHT: 5750,
      };
      const nouveau = item(bureauId, 100_000 + j, 1, champs);
      const deplace = {
        ...nouveau,
        ...itemDossier({
          ...(nouveau as never as Parameters<typeof itemDossier>[0]),
          rendezVousDate: debut + j,
        }),
      };
      await ecrire(undefined, deplace);
      records.push(enregistrement(undefined, deplace));
    }
    // The first read computes the days never computed (no stream delivered yet) and stores them.
    const periode = { du: '2025-01-01', au: '2025-12-31' };
    const premiere = await agregatsDeLaPeriode(bureauId, periode, null, TAUX);
    const envoi = vi.spyOn(ddb, 'send');
    try {
      const seconde = await agregatsDeLaPeriode(bureauId, periode, null, TAUX);
      expect(statistiquesDesAgregats(seconde, periode)).toEqual(statistiquesDesAgregats(premiere, periode));
      expect(envoi.mock.calls.length).toBeLessThanOrEqual(13);
      for (const [commande] of envoi.mock.calls) {
        const input = (commande as { input: { IndexName?: string; ExpressionAttributeValues?: Item } }).input;
        expect(input.IndexName).toBeUndefined();
        expect(input.ExpressionAttributeValues?.[':pk']).toBe(`AGREGAT#${bureauId}`);
      }
    } finally {
      envoi.mockRestore();
    }
    expect(statistiquesDesAgregats(premiere, periode).nombreDossiers).toBe(records.length);
  }, 180_000);
});
