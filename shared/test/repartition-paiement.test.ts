import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculerMontants, centimes } from '../src/argent.ts';
import { jourDepuisIso, type Jour } from '../src/dates.ts';
import {
  calculerRepartition,
  estActeDuJour,
  filtreRepartitionsSchema,
  jourExamen,
  jourRepartitionSchema,
  jourTermine,
  memeCalcul,
  montantsActe,
  nouvelleVersion,
  recalculRepartitionSchema,
  statutFacturable,
  totauxDesRepartitions,
  type DossierPourRepartition,
  type RepartitionPaiement,
} from '../src/repartition-paiement.ts';
import { REGLAGES_DEFAUT } from '../src/reglages.ts';

const JOUR = jourDepuisIso('2026-11-20') as Jour;
const DR_A = { id: 'u-a', nomComplet: 'Dr Alice Martin' };
const DR_B = { id: 'u-b', nomComplet: 'Dr Bruno Petit' };

let nextId = 1;
/** A file as the server saves it: its TVA computed at save (at `tauxTva`, 20 % by default). */
function dossier(o: Partial<DossierPourRepartition> = {}, tauxTva = 20): DossierPourRepartition {
  const d = {
    id: nextId++,
    statut: { id: 30 },
    examenDate: '20/11/2026',
    rendezVousDate: JOUR,
    examinateur: DR_A,
    examenType: { tva: true },
    montantHT: 8050,
    ...o,
  };
  const tva =
    d.montantHT === null
      ? null
      : calculerMontants(centimes(d.montantHT), d.examenType?.tva ?? false, tauxTva).tva;
  return { montantTVA: tva, ...d };
}

describe('payment split: the acts of a date', () => {
  it('acts are the files examined that day with status Examiné, Rapport en cours or Rapport validé', () => {
    expect([0, 10, 20, 30, 40, 50, 90].map(statutFacturable)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(statutFacturable(null)).toBe(false);
    expect(estActeDuJour(dossier({ statut: { id: 50 } }), JOUR)).toBe(true);
    expect(estActeDuJour(dossier({ statut: { id: 90 } }), JOUR)).toBe(false);
    expect(estActeDuJour(dossier({ statut: null }), JOUR)).toBe(false);
    expect(estActeDuJour(dossier({ examenDate: '21/11/2026' }), JOUR)).toBe(false);
  });

  it('the examination day is examenDate; a file without one (imported) falls on its appointment day', () => {
    expect(jourExamen({ examenDate: '19/11/2026', rendezVousDate: JOUR })).toBe(JOUR - 1);
    expect(jourExamen({ examenDate: null, rendezVousDate: JOUR })).toBe(JOUR);
    expect(jourExamen({ examenDate: null, rendezVousDate: null })).toBeNull();
  });
});

describe('payment split: worked examples (settings of money: participation 30 %, VAT 20 %)', () => {
  it('one ITT act of 80,50 €: office 24,15 €, examiner 56,35 €, VAT 16,10 €', () => {
    expect(montantsActe(dossier(), REGLAGES_DEFAUT)).toEqual({
      nombreActes: 1,
      montantHT: 8050,
      partBureau: 2415,
      partExaminateur: 5635,
      montantTVA: 1610,
      montantTTC: 9660,
    });
  });

  it('a custody exam (GaV, 57,50 €, no VAT): office 17,25 €, examiner 40,25 €, VAT 0', () => {
    expect(
      montantsActe(dossier({ montantHT: 5750, examenType: { tva: false } }), REGLAGES_DEFAUT),
    ).toMatchObject({
      partBureau: 1725,
      partExaminateur: 4025,
      montantTVA: 0,
      montantTTC: 5750,
    });
  });

  it('the office share is rounded half-up PER ACT: three IN acts of 10,67 € give 3 x 3,20 €, not 9,60 € of 32,01 €', () => {
    // 10,67 x 30 % = 3,201 -> 3,20 per act; the VAT 10,67 x 20 % = 2,134 -> 2,13 per act.
    const actes = [1, 2, 3].map(() => dossier({ montantHT: 1067 }));
    const r = calculerRepartition(actes, JOUR, REGLAGES_DEFAUT);
    expect(r.totaux).toEqual({
      nombreActes: 3,
      montantHT: 3201,
      partBureau: 960,
      partExaminateur: 2241,
      montantTVA: 639,
      montantTTC: 3840,
    });
  });

  it('an exact half cent goes up: 4,05 € x 30 % = 1,215 -> office 1,22 €, examiner 2,83 €', () => {
    expect(montantsActe(dossier({ montantHT: 405 }), REGLAGES_DEFAUT)).toMatchObject({
      partBureau: 122,
      partExaminateur: 283,
      montantTVA: 81,
    });
  });

  it('a day of two examiners: one line each (by name), files listed, Annulé and other days left out', () => {
    const a1 = dossier({ montantHT: 8050 });
    const a2 = dossier({ montantHT: 5750, examenType: { tva: false }, statut: { id: 50 } });
    const b1 = dossier({ examinateur: DR_B, montantHT: 37050, statut: { id: 40 } });
    const annule = dossier({ statut: { id: 90 } });
    const nonVu = dossier({ statut: { id: 10 }, examenDate: null });
    const autreJour = dossier({ examenDate: '21/11/2026' });
    const veille = dossier({ examenDate: '19/11/2026', statut: { id: 50 } });
    const r = calculerRepartition(
      [b1, annule, veille, a2, autreJour, a1, nonVu].reverse(),
      JOUR,
      REGLAGES_DEFAUT,
    );
    expect(r.taux).toEqual({ tauxDeParticipationAuxFrais: 30, montantTVA: 20 });
    expect(r.lignes).toEqual([
      {
        examinateur: DR_A,
        dossiers: [a1.id, a2.id].sort((x, y) => x - y),
        nombreActes: 2,
        montantHT: 13800,
        partBureau: 2415 + 1725,
        partExaminateur: 5635 + 4025,
        montantTVA: 1610,
        montantTTC: 13800 + 1610,
      },
      {
        examinateur: DR_B,
        dossiers: [b1.id],
        nombreActes: 1,
        montantHT: 37050,
        partBureau: 11115,
        partExaminateur: 25935,
        montantTVA: 7410,
        montantTTC: 44460,
      },
    ]);
    expect(r.totaux).toEqual({
      nombreActes: 3,
      montantHT: 50850,
      partBureau: 15255,
      partExaminateur: 35595,
      montantTVA: 9020,
      montantTTC: 59870,
    });
    expect(r.dossiersExaminesUnAutreJour).toEqual([autreJour.id, veille.id]);
  });

  it('files without examiner or amount (imported data) share one line with an empty examiner and count 0', () => {
    const r = calculerRepartition(
      [dossier({ examinateur: null, montantHT: null, examenType: null })],
      JOUR,
      REGLAGES_DEFAUT,
    );
    expect(r.lignes).toEqual([
      expect.objectContaining({ examinateur: { id: '', nomComplet: '' }, nombreActes: 1, montantHT: 0 }),
    ]);
  });

  it('two examiners of the same name are told apart by id', () => {
    const homonyme = { id: 'u-0', nomComplet: DR_A.nomComplet };
    const r = calculerRepartition([dossier(), dossier({ examinateur: homonyme })], JOUR, REGLAGES_DEFAUT);
    expect(r.lignes.map((l) => l.examinateur.id)).toEqual(['u-0', 'u-a']);
  });

  it('no act that day: no line, zero totals', () => {
    expect(calculerRepartition([], JOUR, REGLAGES_DEFAUT)).toEqual({
      taux: { tauxDeParticipationAuxFrais: 30, montantTVA: 20 },
      lignes: [],
      totaux: {
        nombreActes: 0,
        montantHT: 0,
        partBureau: 0,
        partExaminateur: 0,
        montantTVA: 0,
        montantTTC: 0,
      },
      dossiersExaminesUnAutreJour: [],
    });
  });

  it('property: sums over examiners equal the office totals and the acts, to the cent, at any rates', () => {
    const acte = fc.record({
      examinateur: fc.constantFrom(DR_A, DR_B, { id: 'u-c', nomComplet: 'Dr Chloé Roux' }),
      montantHT: fc.integer({ min: 0, max: 100_000 }),
      tva: fc.boolean(),
      statut: fc.constantFrom(10, 20, 30, 40, 50, 90),
    });
    fc.assert(
      fc.property(
        fc.array(acte, { maxLength: 60 }),
        fc.integer({ min: 0, max: 10_000 }).map((t) => t / 100),
        fc.integer({ min: 0, max: 10_000 }).map((t) => t / 100),
        (actes, participation, tva) => {
          const dossiers = actes.map((a) =>
            dossier(
              {
                examinateur: a.examinateur,
                montantHT: a.montantHT,
                examenType: { tva: a.tva },
                statut: { id: a.statut },
              },
              tva,
            ),
          );
          const r = calculerRepartition(dossiers, JOUR, {
            tauxDeParticipationAuxFrais: participation,
            montantTVA: tva,
          });
          const comptes = dossiers.filter((d) => statutFacturable(d.statut?.id));
          const somme = (f: (l: (typeof r.lignes)[number]) => number) =>
            r.lignes.reduce((s, l) => s + f(l), 0);
          expect(r.totaux.nombreActes).toBe(comptes.length);
          expect(r.totaux.montantHT).toBe(comptes.reduce((s, d) => s + (d.montantHT ?? 0), 0));
          expect(somme((l) => l.montantHT)).toBe(r.totaux.montantHT);
          expect(somme((l) => l.partBureau)).toBe(r.totaux.partBureau);
          expect(somme((l) => l.partExaminateur)).toBe(r.totaux.partExaminateur);
          expect(somme((l) => l.montantTVA)).toBe(r.totaux.montantTVA);
          expect(r.totaux.partBureau + r.totaux.partExaminateur).toBe(r.totaux.montantHT);
          expect(r.totaux.montantHT + r.totaux.montantTVA).toBe(r.totaux.montantTTC);
          for (const l of r.lignes) expect(l.partBureau + l.partExaminateur).toBe(l.montantHT);
        },
      ),
    );
  });
});

describe('payment split: versions and history', () => {
  const calcul = calculerRepartition([dossier()], JOUR, REGLAGES_DEFAUT);
  const v1: RepartitionPaiement = {
    bureauId: 'b-arg',
    date: '2026-11-20',
    ...calcul,
    version: 1,
    calculeLe: '2026-11-21T01:00:00.000Z',
    calculePar: { type: 'planification' },
    historique: [],
  };

  it('a recompute gives version 2 with the new computation and keeps version 1 first in the history', () => {
    const nouveau = calculerRepartition([dossier(), dossier({ montantHT: 5750 })], JOUR, REGLAGES_DEFAUT);
    const admin = { type: 'utilisateur' as const, id: 'u-admin', nomComplet: 'Admin' };
    const v2 = nouvelleVersion(v1, nouveau, new Date('2026-11-22T09:00:00.000Z'), admin);
    expect(v2).toMatchObject({ bureauId: 'b-arg', date: '2026-11-20', version: 2, calculePar: admin });
    expect(v2.totaux.nombreActes).toBe(2);
    expect(v2.calculeLe).toBe('2026-11-22T09:00:00.000Z');
    const { bureauId: _b, date: _d, historique: _h, ...sansCle } = v1;
    expect(v2.historique).toEqual([sansCle]);
    const v3 = nouvelleVersion(v2, calcul, new Date('2026-11-23T09:00:00.000Z'), admin);
    expect(v3.historique.map((h) => h.version)).toEqual([2, 1]);
  });

  it('two computations of the same files are the same split; another file makes another one', () => {
    const d = dossier();
    expect(
      memeCalcul(
        calculerRepartition([d], JOUR, REGLAGES_DEFAUT),
        calculerRepartition([d], JOUR, REGLAGES_DEFAUT),
      ),
    ).toBe(true);
    expect(memeCalcul(calcul, calculerRepartition([d, dossier()], JOUR, REGLAGES_DEFAUT))).toBe(false);
  });

  it('the period total sums the splits', () => {
    expect(totauxDesRepartitions([v1, { ...v1, date: '2026-11-21' }])).toMatchObject({
      nombreActes: 2,
      montantHT: 16100,
      partBureau: 4830,
    });
    expect(totauxDesRepartitions([]).montantHT).toBe(0);
  });
});

describe('payment split: API inputs (French messages naming the field)', () => {
  const message = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    r.error?.issues.map((i) => ({ message: i.message, path: i.path.join('.') }))[0];

  it('a period is two real days, in order, of 366 days at most', () => {
    expect(filtreRepartitionsSchema.parse({ du: '2026-11-01', au: '2026-11-30' })).toEqual({
      du: '2026-11-01',
      au: '2026-11-30',
    });
    expect(message(filtreRepartitionsSchema.safeParse({ du: '2026-02-30', au: '2026-03-01' }))).toEqual({
      message: 'Veuillez entrer la date de début',
      path: 'du',
    });
    expect(message(filtreRepartitionsSchema.safeParse({ du: '2026-11-02', au: '2026-11-01' }))).toEqual({
      message: 'La date de fin doit suivre la date de début',
      path: 'au',
    });
    expect(message(filtreRepartitionsSchema.safeParse({ du: '2025-01-01', au: '2026-01-02' }))).toEqual({
      message: 'La période ne doit pas dépasser 366 jours',
      path: 'au',
    });
    expect(filtreRepartitionsSchema.safeParse({ du: '2024-01-01', au: '2024-12-31' }).success).toBe(true);
  });

  it('the recompute names a real day and sends the version read', () => {
    expect(jourRepartitionSchema.safeParse('2026-11-20').success).toBe(true);
    expect(jourRepartitionSchema.safeParse('20/11/2026').error?.issues[0]?.message).toBe(
      'Veuillez entrer une date',
    );
    expect(recalculRepartitionSchema.parse({ version: 2 })).toEqual({ version: 2 });
    expect(recalculRepartitionSchema.safeParse({}).error?.issues[0]?.message).toBe('Version manquante');
  });

  it('a day is computed only once it is over (Europe/Paris day of the caller)', () => {
    expect(jourTermine(JOUR, JOUR + 1)).toBe(true);
    expect(jourTermine(JOUR, JOUR)).toBe(false);
  });
});
