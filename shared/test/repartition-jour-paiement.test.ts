// The day a file is paid on (docs/data-model.md#payment-split-by-exam-day): the server indexes each
// act under `jourDePaiement` and computes a day's split from the files indexed on it, so over any set
// of files each examined, non-cancelled act is in exactly one split and every other file in none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateFr, jourDepuisIso, type Jour } from '../src/dates.ts';
import {
  calculerRepartition,
  jourDePaiement,
  statutFacturable,
  type DossierPourRepartition,
} from '../src/repartition-paiement.ts';
import { REGLAGES_DEFAUT } from '../src/reglages.ts';

const D = jourDepuisIso('2026-03-28') as Jour; // the eve of a DST change

const dossierArb = (id: number): fc.Arbitrary<DossierPourRepartition> =>
  fc
    .record({
      id: fc.constant(id),
      statut: fc.constantFrom(0, 10, 20, 30, 40, 50, 90).map((s) => ({ id: s })),
      rendezVousDate: fc.integer({ min: D, max: D + 3 }),
      // Examined on the booking day or up to two days later (the 23:30 visit done at 00:40).
      decalageExamen: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      examinateur: fc.constantFrom(
        null,
        { id: 'u-a', nomComplet: 'Dr A' },
        { id: 'u-b', nomComplet: 'Dr B' },
      ),
      examenType: fc.constantFrom(null, { tva: true }, { tva: false }),
      montantHT: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    })
    .map(({ decalageExamen, ...d }) => ({
      ...d,
      examenDate: decalageExamen === null ? null : formatDateFr(d.rendezVousDate + decalageExamen),
      // Saved with the file at the default 20 % rate (docs/api.md#montants-dun-dossier).
      montantTVA: d.examenType?.tva && d.montantHT !== null ? Math.round(d.montantHT / 5) : 0,
    }));

const dossiersArb = fc
  .integer({ min: 0, max: 40 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => dossierArb(i + 1))));

describe('payment split by exam day: each act is paid once', () => {
  it('a file is paid on its exam day while Examiné, Rapport en cours or Rapport validé, never before nor cancelled', () => {
    const base = { examenDate: formatDateFr(D + 1), rendezVousDate: D };
    expect(jourDePaiement({ ...base, statut: { id: 30 } })).toBe(D + 1);
    expect(jourDePaiement({ ...base, statut: { id: 50 } })).toBe(D + 1);
    expect(jourDePaiement({ ...base, statut: { id: 20 } })).toBeNull();
    expect(jourDePaiement({ ...base, statut: { id: 90 } })).toBeNull();
    expect(jourDePaiement({ ...base, statut: null })).toBeNull();
  });

  it('property: over generated files, each examined, non-cancelled act is in exactly one split, the others in none', () => {
    fc.assert(
      fc.property(dossiersArb, (dossiers) => {
        const comptes = new Map<number, number>();
        for (let jour = D - 1; jour <= D + 6; jour += 1) {
          // What the index gives for that day: the files whose payment day it is.
          const lus = dossiers.filter((d) => jourDePaiement(d) === jour);
          const r = calculerRepartition(lus, jour, REGLAGES_DEFAUT);
          for (const id of r.lignes.flatMap((l) => l.dossiers)) comptes.set(id, (comptes.get(id) ?? 0) + 1);
          expect(r.totaux.nombreActes).toBe(lus.length);
        }
        for (const d of dossiers) {
          expect(comptes.get(d.id) ?? 0).toBe(statutFacturable(d.statut?.id) ? 1 : 0);
        }
      }),
    );
  });
});
