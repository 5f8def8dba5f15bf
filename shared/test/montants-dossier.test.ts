// A file's amounts at save (docs/api.md#montants-dun-dossier) and the one VAT rule: bordereau lines,
// accounting and the payment split agree to the cent over files shaped like the demo seed
// (functions/src/seed/demo-dossiers.ts: a default exam type, its tariff or a secretary's amount, the
// TVA computed at save), even after the settings' rate changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculerMontants, centimes, MONTANT_MAX, sommeCentimes } from '../src/argent.ts';
import { ligneDuDossier, totauxBordereau } from '../src/bordereaux.ts';
import { calculerComptabilite, lignesFacturees, montantsDeLActe } from '../src/comptabilite.ts';
import { formatDateFr } from '../src/dates.ts';
import {
  montantsALEnregistrement,
  peutFixerMontant,
  typeExamenEnregistre,
  type ContexteMontants,
} from '../src/montants-dossier.ts';
import { calculerRepartition, montantsActe } from '../src/repartition-paiement.ts';
import { statutRef, type StatutId } from '../src/statuts-dossier.ts';
import { TYPES_EXAMEN_DEFAUT } from '../src/types-examen.ts';

const ITT = { id: 1, nom: 'ITT', tarif: centimes(8050), tva: true };
const GAV = { id: 2, nom: 'GaV', tarif: centimes(5750), tva: false };
const secretariat = (o: Partial<ContexteMontants> = {}): ContexteMontants => ({
  type: ITT,
  tauxTva: 20,
  peutFixerMontant: true,
  stocke: null,
  ...o,
});
const examinateur = (o: Partial<ContexteMontants> = {}) => secretariat({ peutFixerMontant: false, ...o });

describe('who may set an amount', () => {
  it('the administrator and both secretariats, not the examiners', () => {
    expect(
      ['administrateur', 'secretariat', 'secretariat-externe'].every((r) => peutFixerMontant(r as never)),
    ).toBe(true);
    expect(peutFixerMontant('medecin')).toBe(false);
    expect(peutFixerMontant('psychologue')).toBe(false);
  });
});

describe('the exam type a file is saved with', () => {
  it("is the configuration's, whatever tariff or VAT flag the body carries", () => {
    expect(typeExamenEnregistre({ id: 1 }, TYPES_EXAMEN_DEFAUT, null)).toEqual({
      id: 1,
      nom: 'ITT',
      tarif: 8050,
      tva: true,
    });
  });

  it('an unknown id is refused, unless the file already had that type (removed since)', () => {
    const ancien = { id: 99, nom: 'Ancien', tarif: 100, tva: false };
    expect(typeExamenEnregistre({ id: 99 }, TYPES_EXAMEN_DEFAUT, null)).toBe('inconnu');
    expect(typeExamenEnregistre({ id: 99 }, TYPES_EXAMEN_DEFAUT, ancien)).toEqual(ancien);
    expect(typeExamenEnregistre(null, TYPES_EXAMEN_DEFAUT, ancien)).toBeNull();
  });
});

describe('the amounts a file is saved with', () => {
  it('TVA = HT x the settings rate rounded half-up when the type carries VAT, else 0', () => {
    expect(montantsALEnregistrement(8050, secretariat())).toEqual({ montantHT: 8050, montantTVA: 1610 });
    expect(montantsALEnregistrement(1067, secretariat({ tauxTva: 5.5 }))).toEqual({
      montantHT: 1067,
      montantTVA: 59,
    });
    expect(montantsALEnregistrement(5750, secretariat({ type: GAV }))).toEqual({
      montantHT: 5750,
      montantTVA: 0,
    });
  });

  it("the secretariat's typed amount is kept; left empty it is the tariff", () => {
    expect(montantsALEnregistrement(9000, secretariat())).toEqual({ montantHT: 9000, montantTVA: 1800 });
    expect(montantsALEnregistrement(null, secretariat())).toEqual({ montantHT: 8050, montantTVA: 1610 });
    expect(montantsALEnregistrement(null, secretariat({ type: null }))).toEqual({
      montantHT: null,
      montantTVA: null,
    });
    expect(montantsALEnregistrement(4200, secretariat({ type: null }))).toEqual({
      montantHT: 4200,
      montantTVA: 0,
    });
  });

  it("an examiner's save never changes the amount: the stored one for the same type, else the tariff", () => {
    const stocke = { id: 7, examenType: { id: 1 }, montantHT: 9000 };
    expect(montantsALEnregistrement(50_000, examinateur())).toEqual({ montantHT: 8050, montantTVA: 1610 });
    expect(montantsALEnregistrement(50_000, examinateur({ stocke }))).toEqual({
      montantHT: 9000,
      montantTVA: 1800,
    });
    expect(montantsALEnregistrement(50_000, examinateur({ stocke, type: GAV }))).toEqual({
      montantHT: 5750,
      montantTVA: 0,
    });
    expect(montantsALEnregistrement(50_000, examinateur({ type: null }))).toEqual({
      montantHT: 0,
      montantTVA: 0,
    });
    expect(montantsALEnregistrement(50_000, examinateur({ type: null, stocke }))).toEqual({
      montantHT: 9000,
      montantTVA: 0,
    });
  });
});

/** A file as the demo seed writes it, its amounts by the save rule at `tauxTva`. */
const dossierSeed = fc.record({
  type: fc.constantFrom(...TYPES_EXAMEN_DEFAUT),
  saisie: fc.option(fc.integer({ min: 0, max: MONTANT_MAX }), { freq: 3 }),
  secretaire: fc.boolean(),
  statut: fc.constantFrom<StatutId>(30, 40, 50),
  examinateur: fc.constantFrom('u-a', 'u-b', 'u-c'),
  facture: fc.boolean(),
});

describe('one VAT rule: bordereau, accounting and split agree to the cent', () => {
  it('property: over seed-shaped files, at any settings rate, even once the rate changed after saving', () => {
    const jour = 20_412;
    const taux = fc.integer({ min: 0, max: 10_000 }).map((t) => t / 100);
    fc.assert(
      fc.property(
        fc.array(dossierSeed, { minLength: 1, maxLength: 98 }),
        taux,
        taux,
        (gen, tauxSave, tauxApres) => {
          const dossiers = gen.map((g, i) => {
            const montants = montantsALEnregistrement(g.saisie, {
              type: g.type,
              tauxTva: tauxSave,
              peutFixerMontant: g.secretaire,
              stocke: null,
            });
            return {
              id: i + 1,
              version: 2,
              nom: 'MARTIN Paul',
              statut: statutRef(g.statut),
              rendezVousDate: jour,
              examenDate: formatDateFr(jour),
              examinateur: { id: g.examinateur, nomComplet: g.examinateur },
              requerant: { id: 'r', nom: 'Parquet' },
              requisitionNumero: `R-${i}`,
              requisitionDate: '2026-01-01',
              examenType: { id: g.type.id, nom: g.type.nom, tarif: g.type.tarif, tva: g.type.tva },
              ...montants,
              bordereauNumero: g.facture ? '2026-0001' : null,
              facture: g.facture,
            };
          });
          for (const d of dossiers) {
            expect(d.montantTVA).toBe(calculerMontants(d.montantHT!, d.examenType.tva, tauxSave).tva);
          }
          const lignes = dossiers.filter((d) => d.facture).map(ligneDuDossier);
          const bordereau = { numero: '2026-0001', lignes };
          const totaux = totauxBordereau(lignes);
          const compta = calculerComptabilite(dossiers, {
            par: 'examinateur',
            tauxDeParticipationAuxFrais: 30,
            lignes: lignesFacturees([bordereau]),
          });
          const split = calculerRepartition(dossiers, jour, {
            tauxDeParticipationAuxFrais: 30,
            montantTVA: tauxApres,
          });
          const tvaDesDossiers = sommeCentimes(dossiers.map((d) => d.montantTVA ?? 0));
          expect(split.totaux.montantTVA).toBe(tvaDesDossiers);
          expect(compta.totaux.total.tva).toBe(tvaDesDossiers);
          expect(compta.totaux.facture.tva).toBe(totaux.totalTVA);
          expect(compta.totaux.facture.ht).toBe(totaux.totalHT);
          expect(compta.totaux.total.ht).toBe(split.totaux.montantHT);
          expect(compta.totaux.total.ttc).toBe(split.totaux.montantTTC);
          const parLigne = lignesFacturees([bordereau]);
          for (const d of dossiers) {
            const tva = montantsActe(d, split.taux).montantTVA;
            expect(montantsDeLActe(d, 30, parLigne).total.tva).toBe(tva);
            if (d.facture) expect(ligneDuDossier(d).montantTVA).toBe(tva);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
