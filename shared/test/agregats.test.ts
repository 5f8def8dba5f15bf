// Precomputed figures (docs/data-model.md#aggregates): the figures of a period merged from its days'
// aggregates equal the figures computed directly from its files, for the office and for each
// examiner, on every accounting axis (property test over random files), so do the roll-ups of days
// (months) merged with days, and a day's aggregate keeps no zero row.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agregatsDuJour,
  comptabiliteDesAgregats,
  cumulerAgregats,
  statistiquesDesAgregats,
  TAUX_MIXTE,
  type AgregatFigures,
  type DossierAgrege,
} from '../src/agregats.ts';
import { AXES_COMPTABILITE, calculerComptabilite, lignesFacturees } from '../src/comptabilite.ts';
import { isoDepuisJour, jourDepuisIso, type Jour } from '../src/dates.ts';
import { calculerStatistiques, TABLES_STATISTIQUES } from '../src/statistiques.ts';
import { statutRef, type StatutId } from '../src/statuts-dossier.ts';

const premierJour = jourDepuisIso('2026-03-30') as Jour;
const examinateurs = [
  { id: 'u-martin', nomComplet: 'Dr Martin' },
  { id: 'u-durand', nomComplet: 'Dr Durand' },
  null,
];
const types = [
  { id: 1, nom: 'ITT', tarif: 8050, tva: true },
  { id: 2, nom: 'GaV', tarif: 5750, tva: false },
  null,
];
const requerants = [{ id: 'r-tgi', nom: 'TGI Pontoise' }, null];
const statuts: (StatutId | null)[] = [10, 20, 30, 40, 50, 90, null];

const dossierArb = (id: number) =>
  fc
    .record({
      jour: fc.integer({ min: 0, max: 4 }),
      heure: fc.option(fc.integer({ min: 0, max: 1439 })),
      examen: fc.option(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 23 }))),
      statut: fc.constantFrom(...statuts),
      examinateur: fc.constantFrom(...examinateurs),
      type: fc.constantFrom(...types),
      requerant: fc.constantFrom(...requerants),
      lieu: fc.constantFrom(10, 30),
      conclusion: fc.constantFrom('', '0', '3', '12', 'Compatible'),
      visite: fc.option(fc.boolean()),
      montantHT: fc.option(fc.integer({ min: 0, max: 20_000 })),
      facture: fc.constantFrom(null, '2026-0001', '2026-0002'),
    })
    .map(
      (r): DossierAgrege => ({
        id,
        statut: r.statut === null ? null : statutRef(r.statut),
        lieu: r.lieu,
        rendezVousDate: premierJour + r.jour,
        rendezVousHeure: r.heure,
        examenDate: r.examen
          ? isoDepuisJour(premierJour + r.jour + r.examen[0])
              .split('-')
              .reverse()
              .join('/')
          : null,
        examenHeure: r.examen ? `${String(r.examen[1]).padStart(2, '0')}:30` : null,
        examenType: r.type,
        examenConclusion: r.conclusion,
        commissariat: null,
        requerant: r.requerant,
        examinateur: r.examinateur,
        gavVisiteEffectuée: r.visite,
        montantHT: r.montantHT,
        montantTVA: r.montantHT === null ? null : Math.round(r.montantHT / 5),
        bordereauNumero: r.facture,
      }),
    );

const dossiersArb = fc
  .integer({ min: 0, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => dossierArb(i + 1))));

const periode = { du: isoDepuisJour(premierJour), au: isoDepuisJour(premierJour + 4) };
const taux = 0.3;

/** The aggregates of every day of the period (files grouped by their listing day, in day order). */
function parJour(dossiers: readonly DossierAgrege[], lignes = lignesFacturees([])) {
  const jours: ReturnType<typeof agregatsDuJour>[] = [];
  for (let j = premierJour; j <= premierJour + 4; j += 1) {
    const duJour = dossiers.filter((d) => d.rendezVousDate === j);
    jours.push(agregatsDuJour(duJour, { jour: isoDepuisJour(j), tauxDeParticipationAuxFrais: taux, lignes }));
  }
  return jours;
}

describe('aggregates equal the direct figures (docs/data-model.md#aggregates)', () => {
  it('the statistics and the accounting of every axis merged from days equal those of the files, office and each examiner', () => {
    const lignes = lignesFacturees([
      { numero: '2026-0001', lignes: [{ dossierId: 1, montantHT: 1234, montantTVA: 0 }] },
    ] as never);
    fc.assert(
      fc.property(dossiersArb, (dossiers) => {
        const jours = parJour(dossiers, lignes);
        const bureau = jours.map((j) => j.bureau);
        expect(statistiquesDesAgregats(bureau, periode)).toEqual(calculerStatistiques(dossiers, periode));
        for (const par of AXES_COMPTABILITE) {
          expect(comptabiliteDesAgregats(bureau, par, taux)).toEqual(
            calculerComptabilite(dossiers, { par, tauxDeParticipationAuxFrais: taux, lignes }),
          );
        }
        for (const ex of examinateurs) {
          if (ex === null) continue;
          const siens = dossiers.filter((d) => d.examinateur?.id === ex.id);
          const agregats = jours
            .map((j) => j.examinateurs.get(ex.id))
            .filter((a): a is AgregatFigures => a !== undefined);
          expect(statistiquesDesAgregats(agregats, periode)).toEqual(calculerStatistiques(siens, periode));
          expect(comptabiliteDesAgregats(agregats, 'requerant', taux)).toEqual(
            calculerComptabilite(siens, { par: 'requerant', tauxDeParticipationAuxFrais: taux, lignes }),
          );
        }
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('the roll-ups of consecutive days (months) merged with each other give the figures of the files', () => {
    fc.assert(
      fc.property(dossiersArb, fc.integer({ min: 1, max: 4 }), (dossiers, coupure) => {
        const bureau = parJour(dossiers).map((j) => j.bureau);
        const avant = cumulerAgregats(bureau.slice(0, coupure), {
          du: periode.du,
          au: isoDepuisJour(premierJour + coupure - 1),
        });
        // A roll-up merged again with single days, as a period of whole months and partial edges is.
        const cumuls = [avant, ...bureau.slice(coupure)];
        expect(avant.tauxDeParticipationAuxFrais).toBe(taux);
        expect(statistiquesDesAgregats(cumuls, periode)).toEqual(calculerStatistiques(dossiers, periode));
        for (const par of AXES_COMPTABILITE) {
          expect(comptabiliteDesAgregats(cumuls, par, taux)).toEqual(
            calculerComptabilite(dossiers, { par, tauxDeParticipationAuxFrais: taux }),
          );
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('a roll-up of days computed at different rates, or of no day, has the mixed rate (never the rate an accounting asks for)', () => {
    const [a, b] = parJour([]).map((j) => j.bureau);
    const cumul = cumulerAgregats([a!, { ...b!, tauxDeParticipationAuxFrais: 0.5 }], periode);
    expect(cumul.tauxDeParticipationAuxFrais).toBe(TAUX_MIXTE);
    const vide = cumulerAgregats([], periode);
    expect(vide.tauxDeParticipationAuxFrais).toBe(TAUX_MIXTE);
    expect(vide.statistiques.nombreDossiers).toBe(0);
  });

  it('a day without files is an empty aggregate and an aggregate stores no row counting 0', () => {
    const [vide] = parJour([]);
    expect(vide!.bureau.statistiques.nombreDossiers).toBe(0);
    expect(vide!.examinateurs.size).toBe(0);
    for (const nom of TABLES_STATISTIQUES) expect(vide!.bureau.statistiques.tables[nom]).toEqual([]);
    expect(comptabiliteDesAgregats([], 'mois', taux)).toEqual(
      calculerComptabilite([], { par: 'mois', tauxDeParticipationAuxFrais: taux }),
    );
  });
});
