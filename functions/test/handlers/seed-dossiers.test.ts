// Demo data: "npm start seeds, idempotently, six months of fictitious patient files for the
// three offices (a few thousand, every status, kind and exam type, some with requisitions, some
// cancelled), weekly hours for the demo examiners". The generator is checked against the shared rules
// (docs/product-rules.md#validation form rules at each file's status, docs/product-rules.md#statuses and dates, docs/product-rules.md#money tariffs and the 8-minute rule);
// the seed against DynamoDB Local (ids reserved, a re-run writes nothing, the office's month list, the
// precomputed figures of statistics and accounting).
import '../helpers/test-env.ts';
import {
  formatDateFr,
  instantParis,
  isoDepuisJour,
  jourDepuisDateFr,
  jourDepuisIso,
  jourParis,
  minutesDepuisHeure,
  minutesParis,
} from '@umj/shared/dates';
import { montantsDuType } from '@umj/shared/dossier-patient';
import { LIEU } from '@umj/shared/enums';
import { REGLAGES_DEFAUT } from '@umj/shared/reglages';
import { validerRendezVous } from '@umj/shared/rendez-vous-form';
import { STATUT, STATUT_IDS } from '@umj/shared/statuts-dossier';
import { TYPES_EXAMEN_DEFAUT } from '@umj/shared/types-examen';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listerDisponibilitesRv } from '../../src/data/disponibilites-rv.ts';
import { lireDossier, prochainIdDossier } from '../../src/data/dossiers.ts';
import { listerDossiersDuBureau } from '../../src/data/dossiers-par-mois.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { DEMO_BUREAUX } from '../../src/seed/demo-accounts.ts';
import {
  DEMO_DOSSIERS_PAR_BUREAU,
  DEMO_DOSSIERS_TOTAL,
  DEMO_ROSTER,
  genererDossiersDemo,
  seedDemoDossiers,
  type ExaminateurDemo,
} from '../../src/seed/demo-dossiers.ts';
import { jourAbsenceDemo } from '../../src/seed/demo-disponibilites-rv.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { seedDemoBordereaux } from '../../src/seed/demo-bordereaux.ts';
import { moisDesAgregatsDemo, seedDemoAgregats } from '../../src/seed/demo-agregats.ts';
import { lireAgregats, lireAgregatsMois } from '../../src/data/agregats.ts';
import { agregatsDeLaPeriode } from '../../src/services/agregats.ts';
import { lireBordereau, listerBordereaux } from '../../src/data/bordereaux.ts';
import { estFacturable } from '@umj/shared/bordereaux';
import { alerteLimiteFacturation, periodeAlertes } from '@umj/shared/limite-facturation';
import { listerPieces } from '../../src/data/pieces.ts';
import { headFile, readFileStart } from '../../src/lib/adapters/files-storage.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useLocalS3();

const MAINTENANT = new Date('2026-11-23T14:10:00Z');
const EXAMINATEURS: ExaminateurDemo[] = DEMO_ROSTER.map((m, rang) => ({
  id: `examinateur-${rang}`,
  nomComplet: m.nomComplet,
  role: m.role,
  rang,
  poids: m.poids,
  bureauIds: m.bureauIds,
}));
const dossiers = genererDossiersDemo({
  maintenant: MAINTENANT,
  examinateurs: EXAMINATEURS,
  createurs: { argenteuil: 'secretariat-argenteuil' },
});

describe('demo patient files, generated (Demo data)', () => {
  it('a few thousand files with stable ids 1..N, each office its count, deterministic', () => {
    expect(DEMO_DOSSIERS_TOTAL).toBeGreaterThanOrEqual(2000);
    expect(dossiers.map((d) => d.id)).toEqual(Array.from({ length: DEMO_DOSSIERS_TOTAL }, (_, i) => i + 1));
    for (const b of DEMO_BUREAUX) {
      expect(dossiers.filter((d) => d.bureauId === b.id && d.bureau?.nom === b.nom)).toHaveLength(
        DEMO_DOSSIERS_PAR_BUREAU[b.id],
      );
    }
    const encore = genererDossiersDemo({
      maintenant: MAINTENANT,
      examinateurs: EXAMINATEURS,
      createurs: { argenteuil: 'secretariat-argenteuil' },
    });
    expect(encore).toEqual(dossiers);
  });

  it('every status (statuses), every kind 10/20/30 (entities) and every exam type of the tariff table (money), in each office for statuses and kinds; some requisitions, some cancelled', () => {
    for (const b of DEMO_BUREAUX) {
      const duBureau = dossiers.filter((d) => d.bureauId === b.id);
      expect(new Set(duBureau.map((d) => d.statut!.id))).toEqual(new Set(STATUT_IDS.filter((s) => s !== 0)));
      expect(new Set(duBureau.map((d) => d.lieu))).toEqual(new Set([10, 20, 30]));
    }
    expect(new Set(dossiers.map((d) => d.examenType!.id))).toEqual(
      new Set(TYPES_EXAMEN_DEFAUT.map((t) => t.id)),
    );
    const avecRequisition = dossiers.filter((d) => d.requisitionFournie).length;
    expect(avecRequisition).toBeGreaterThan(DEMO_DOSSIERS_TOTAL / 2);
    expect(avecRequisition).toBeLessThan(DEMO_DOSSIERS_TOTAL);
    expect(dossiers.some((d) => d.statut!.id === STATUT.rapportValide && !d.requisitionFournie)).toBe(true);
    const annules = dossiers.filter((d) => d.statut!.id === STATUT.annule);
    expect(annules.length).toBeGreaterThan(DEMO_DOSSIERS_TOTAL * 0.04);
    expect(annules.every((d) => d.dateAnnulé !== null && d.dateArrivé === null)).toBe(true);
  });

  it('about four months back and two ahead; past files mostly Examiné/Rapport…, future ones RDV pris (or cancelled)', () => {
    const aujourdhui = jourParis(MAINTENANT);
    const jours = dossiers.map((d) => d.rendezVousDate!);
    expect(Math.min(...jours)).toBeGreaterThanOrEqual(aujourdhui - 125);
    expect(Math.max(...jours)).toBeLessThanOrEqual(aujourdhui + 62);
    const futurs = dossiers.filter((d) => d.rendezVousDate! > aujourdhui);
    expect(futurs.length).toBeGreaterThan(100);
    expect(futurs.every((d) => d.statut!.id === STATUT.rdvPris || d.statut!.id === STATUT.annule)).toBe(true);
    const anciens = dossiers.filter(
      (d) => d.rendezVousDate! < aujourdhui - 14 && d.statut!.id !== STATUT.annule,
    );
    const examinesOuRapport = anciens.filter((d) => d.statut!.id >= STATUT.examine);
    expect(examinesOuRapport.length / anciens.length).toBeGreaterThan(0.9);
  });

  it('each file passes the validation form rules at its status (with its fields and French messages), amounts of money from the exam type', () => {
    for (const d of dossiers) {
      if (d.statut!.id !== STATUT.annule) {
        expect({
          id: d.id,
          problemes: validerRendezVous(d, { modeAnticipe: false, statutPrecedent: d.statut!.id }),
        }).toEqual({
          id: d.id,
          problemes: [],
        });
      }
      const montants = montantsDuType(d.examenType!, REGLAGES_DEFAUT);
      expect([d.montantHT, d.montantTVA]).toEqual([montants.ht, montants.tva]);
    }
  });

  it('consistent dates: booked before the appointment and before now, arrival and exam dates only from Arrivé/Examiné, nothing after now', () => {
    const now = MAINTENANT.getTime();
    for (const d of dossiers) {
      const rdv = instantParis(d.rendezVousDate!, d.rendezVousHeure!).getTime();
      const pris = Date.parse(d.dateRdvPris!);
      expect(pris).toBeLessThanOrEqual(Math.min(now, Math.max(rdv, pris)));
      if (rdv <= now) expect(pris).toBeLessThan(rdv);
      const s = d.statut!.id;
      expect(d.dateArrivé !== null).toBe(s >= STATUT.arrive && s !== STATUT.annule);
      expect(d.examenDate !== null && d.examenHeure !== null).toBe(
        s >= STATUT.examine && s !== STATUT.annule,
      );
      for (const instant of [d.dateArrivé, d.dateAnnulé, d.dateMail, d.dateRemis, d.dateModification]) {
        if (instant) expect(Date.parse(instant)).toBeLessThanOrEqual(now);
      }
      if (d.examenDate) expect(jourDepuisDateFr(d.examenDate)).toBeGreaterThanOrEqual(d.rendezVousDate!);
      if (d.requisitionDate) {
        expect(jourDepuisIso(d.requisitionDate)!).toBeLessThanOrEqual(jourParis(new Date(d.dateRdvPris!)));
      }
      // The exam follows the arrival, the same Paris day (shared's conversions).
      if (d.examenHeure) {
        const arrivee = new Date(d.dateArrivé!);
        expect(d.examenDate).toBe(formatDateFr(jourParis(arrivee)));
        expect(minutesDepuisHeure(d.examenHeure)!).toBeGreaterThanOrEqual(minutesParis(arrivee));
      }
    }
  });

  it('examiners of the file’s office with the right role (psychologists for kind 20), never two appointments of one examiner within 8 minutes (constants), none on the examiner’s demo absence', () => {
    const parRang = new Map(EXAMINATEURS.map((e) => [e.id, e]));
    const parExaminateurEtJour = new Map<string, number[]>();
    for (const d of dossiers) {
      const e = parRang.get(d.examinateur!.id)!;
      expect(e.bureauIds).toContain(d.bureauId);
      expect(e.role).toBe(d.lieu === LIEU.rendezVousPsychologue ? 'psychologue' : 'medecin');
      expect(d.rendezVousDate).not.toBe(jourAbsenceDemo(e.rang, jourParis(MAINTENANT)));
      const cle = `${e.id}#${d.rendezVousDate}`;
      parExaminateurEtJour.set(cle, [...(parExaminateurEtJour.get(cle) ?? []), d.rendezVousHeure!]);
    }
    for (const heures of parExaminateurEtJour.values()) {
      const triees = [...heures].sort((a, b) => a - b);
      for (let i = 1; i < triees.length; i++) expect(triees[i]! - triees[i - 1]!).toBeGreaterThan(8);
    }
    // The sign-in demo accounts examine too (they open on a full agenda).
    for (const rang of [0, 1, 2])
      expect(dossiers.some((d) => d.examinateur!.id === `examinateur-${rang}`)).toBe(true);
  });
});

describe('demo figures: the months precomputed (docs/data-model.md#aggregates)', () => {
  it('from January of the year, or the first demo month when earlier, to the last demo month', () => {
    const jour = (iso: string) => jourDepuisIso(iso)!;
    expect(moisDesAgregatsDemo(jour('2026-11-23'))).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      '2027-01',
    ]);
    expect(moisDesAgregatsDemo(jour('2026-02-10'))).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
  });
});

describe('demo patient files, seeded (Demo data, DynamoDB Local)', () => {
  useFreshTable('seed-dossiers');

  it('seedDemoData writes them once with the examiners’ hours and the precomputed figures of their months; the counter stands above the reserved ids; a re-run writes nothing', async () => {
    const debut = Date.now();
    await seedDemoData();
    const duree = Date.now() - debut;
    console.info(`seed de démonstration complet : ${duree} ms`);

    const aujourdhui = jourParis(new Date());
    const page = await listerDossiersDuBureau('argenteuil', aujourdhui - 6, aujourdhui);
    expect(page.dossiers.length).toBeGreaterThan(10);
    expect(page.dossiers.every((d) => d.bureau?.id === 'argenteuil' && d.version === 1)).toBe(true);
    const heures = await listerDisponibilitesRv('argenteuil');
    expect(heures.length).toBe(
      DEMO_ROSTER.filter((m) => (m.bureauIds as string[]).includes('argenteuil')).length,
    );
    expect(heures[0]).toMatchObject({
      version: 1,
      exceptions: expect.arrayContaining([expect.objectContaining({ type: 'absence' })]),
    });

    // A few photos (with their 320-pixel JPEG preview) and documents on recent examined files.
    const recents = (await listerDossiersDuBureau('argenteuil', aujourdhui - 14, aujourdhui)).dossiers;
    const piecesParDossier = await Promise.all(recents.map((d) => listerPieces('argenteuil', d.id)));
    const avecPieces = piecesParDossier.filter((p) => p.length > 0);
    expect(avecPieces).toHaveLength(3);
    const pieces = avecPieces[0]!;
    expect(pieces.map((p) => [p.genre, p.typeMime]).sort()).toEqual([
      ['document', 'application/pdf'],
      ['photo', 'image/jpeg'],
      ['photo', 'image/jpeg'],
    ]);
    const photo = pieces.find((p) => p.genre === 'photo')!;
    expect(photo).toMatchObject({
      originalW: 1024,
      originalH: 768,
      apercu320W: 320,
      apercu320H: 240,
      version: 1,
    });
    expect(Array.from(await readFileStart(photo.cleApercu!, 3))).toEqual([0xff, 0xd8, 0xff]);
    expect((await headFile(photo.cleOriginal))?.tailleEnOctets).toBe(photo.tailleEnOctets);
    const document = pieces.find((p) => p.genre === 'document')!;
    expect(new TextDecoder().decode(await readFileStart(document.cleOriginal, 5))).toBe('%PDF-');

    // Demo bordereaux on older validated files, the second of each office cancelled; recent
    // validated files stay billable; a re-run creates none.
    const annee = Number(isoDepuisJour(aujourdhui).slice(0, 4));
    const bordereaux = await listerBordereaux('argenteuil', annee);
    expect(bordereaux.map((b) => [b.numero, b.statut])).toEqual([
      [`${annee}-0002`, 'annule'],
      [`${annee}-0001`, 'emis'],
    ]);
    const emis = await lireBordereau('argenteuil', `${annee}-0001`);
    for (const l of emis!.lignes) {
      expect(await lireDossier('argenteuil', l.dossierId)).toMatchObject({
        bordereauNumero: `${annee}-0001`,
      });
    }
    const facturables = (
      await listerDossiersDuBureau('argenteuil', aujourdhui - 40, aujourdhui)
    ).dossiers.filter((d) => estFacturable(d));
    expect(facturables.length).toBeGreaterThan(0);
    const { du, au } = periodeAlertes(aujourdhui);
    const alertes = (await listerDossiersDuBureau('argenteuil', du, au)).dossiers.map((d) =>
      alerteLimiteFacturation(d, aujourdhui),
    );
    expect(alertes.sort()).toEqual(['depassee', 'proche']);
    expect(await seedDemoBordereaux(new Date())).toEqual({ crees: 0, annules: 0, alertes: 0 });

    // The figures of statistics and accounting are precomputed (docs/data-model.md#aggregates): every
    // demo office has a roll-up of each month of the window, and a first read of the year (the
    // statistics screen's default period) computes nothing: every day it reads was stored by the seed.
    const mois = moisDesAgregatsDemo(aujourdhui);
    expect(mois[0]! <= `${isoDepuisJour(aujourdhui).slice(0, 4)}-01`).toBe(true);
    for (const b of DEMO_BUREAUX) {
      const cumuls = await lireAgregatsMois(b.id, mois[0]!, mois.at(-1)!);
      expect(
        cumuls.map((c) => c.mois),
        b.id,
      ).toEqual(mois);
    }
    const finDuSeed = new Date().toISOString();
    const depuisJanvier = {
      du: `${isoDepuisJour(aujourdhui).slice(0, 4)}-01-01`,
      au: isoDepuisJour(aujourdhui),
    };
    const figures = await agregatsDeLaPeriode('argenteuil', depuisJanvier, null);
    expect(figures.length).toBeGreaterThan(0);
    const jours = await lireAgregats('argenteuil', null, depuisJanvier.du, depuisJanvier.au);
    expect(jours).toHaveLength(aujourdhui - jourDepuisIso(depuisJanvier.du)! + 1);
    expect(jours.filter((j) => j.calculeLe >= finDuSeed)).toEqual([]);
    expect(await seedDemoAgregats(new Date())).toBe(0);

    const compteur = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.compteurDossiers }));
    // The files seeded after the demo files (visit requests, billing-limit alerts)
    // take the next ids from the counter: it stands at or above the reserved ids.
    expect(compteur.Item).toMatchObject({ demo: 'complet' });
    const valeur = Number(compteur.Item?.valeur);
    expect(valeur).toBeGreaterThanOrEqual(DEMO_DOSSIERS_TOTAL);
    expect(await seedDemoDossiers(new Date())).toEqual({ dossiers: 0, pieces: 0, disponibilitesRv: 0 });
    expect(await prochainIdDossier()).toBe(valeur + 1);
  }, 180_000);
});

describe('demo patient files on a table that already has files (Demo data)', () => {
  useFreshTable('seed-dossiers-existants');

  it('a counter without the demo marker (files created before any demo seed) gets no demo file, nothing overwritten', async () => {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.compteurDossiers, type: 'CompteurDossiers', valeur: 3 },
      }),
    );
    expect(await seedDemoDossiers(new Date())).toEqual({ dossiers: 0, pieces: 0, disponibilitesRv: 0 });
    const compteur = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.compteurDossiers }));
    expect(compteur.Item).toMatchObject({ valeur: 3 });
    expect(compteur.Item?.demo).toBeUndefined();
  });
});
