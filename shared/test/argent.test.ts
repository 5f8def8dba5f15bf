import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculerMontants,
  centimes,
  centimesEnEuros,
  divisionArrondie,
  estMontantValide,
  eurosEnCentimes,
  formatEuros,
  MESSAGE_MONTANT_HT_HORS_BORNES,
  MONTANT_MAX,
  MontantHorsBornesError,
  montantSchema,
  montantsEnregistres,
  pourcentage,
  repartitionParticipationAuxFrais,
  saisieEuros,
  sommeCentimes,
} from '../src/argent.ts';
import { totauxBordereau } from '../src/bordereaux.ts';
import { calculerComptabilite } from '../src/comptabilite.ts';
import { dossierPatientSchema } from '../src/dossier-patient.ts';
import { statutRef } from '../src/statuts-dossier.ts';
import { typeExamenSchema } from '../src/types-examen.ts';

describe('money in integer cents', () => {
  it('brands integers only', () => {
    expect(centimes(5750)).toBe(5750);
    expect(() => centimes(57.5)).toThrow(RangeError);
    expect(() => centimes(Number.NaN)).toThrow('Montant en centimes invalide');
  });

  it('rounding is half-up (away from zero on an exact half)', () => {
    expect(divisionArrondie(5, 10)).toBe(1);
    expect(divisionArrondie(4, 10)).toBe(0);
    expect(divisionArrondie(15, 10)).toBe(2);
    expect(divisionArrondie(25, 10)).toBe(3); // banker's would give 2
    expect(divisionArrondie(-25, 10)).toBe(-3);
    expect(divisionArrondie(-24, 10)).toBe(-2);
  });

  it('half-up division is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e5 }), (n, d) => {
        const q = divisionArrondie(n, d);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
      }),
    );
  });

  it('euros typed in a form become cents, half-up on the digits as written', () => {
    expect(eurosEnCentimes(58.67)).toBe(5867);
    expect(eurosEnCentimes('10,67')).toBe(1067);
    expect(eurosEnCentimes(' 45.2 ')).toBe(4520);
    expect(eurosEnCentimes('0.005')).toBe(1);
    expect(eurosEnCentimes('0.0049')).toBe(0);
    expect(eurosEnCentimes('-1.255')).toBe(-126);
    expect(eurosEnCentimes('-0.001')).toBe(0);
    expect(eurosEnCentimes('12')).toBe(1200);
    expect(eurosEnCentimes('douze')).toBeNull();
    expect(eurosEnCentimes('')).toBeNull();
  });

  it('cents are shown as euros in a numeric field and read back unchanged by eurosEnCentimes', () => {
    expect(centimesEnEuros(centimes(5867))).toBe(58.67);
    expect(centimesEnEuros(centimes(5))).toBe(0.05);
    expect(centimesEnEuros(centimes(-126))).toBe(-1.26);
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (n) => {
        expect(eurosEnCentimes(centimesEnEuros(centimes(n)))).toBe(n);
      }),
    );
  });

  it('cents are edited as French euros (decimal comma) and read back unchanged', () => {
    expect(saisieEuros(centimes(5867))).toBe('58,67');
    expect(saisieEuros(centimes(1000))).toBe('10,00');
    expect(saisieEuros(centimes(5))).toBe('0,05');
    expect(saisieEuros(centimes(0))).toBe('0,00');
    expect(saisieEuros(centimes(-126))).toBe('-1,26');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(eurosEnCentimes(saisieEuros(centimes(n)))).toBe(n);
      }),
    );
  });

  it('cents -> euros -> cents round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (c) => {
        expect(eurosEnCentimes(c / 100)).toBe(c);
        expect(eurosEnCentimes((c / 100).toFixed(2).replace('.', ','))).toBe(c);
      }),
    );
  });

  it('French display', () => {
    expect(formatEuros(centimes(123450)).replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
});

describe('money: HT, TVA, TTC and participation', () => {
  it('money: TVA at the settings rate only when the type has VAT', () => {
    expect(calculerMontants(centimes(8050), true, 20)).toEqual({ ht: 8050, tva: 1610, ttc: 9660 });
    expect(calculerMontants(centimes(8050), false, 20)).toEqual({ ht: 8050, tva: 0, ttc: 8050 });
    expect(calculerMontants(centimes(5867), true, 20)).toEqual({ ht: 5867, tva: 1173, ttc: 7040 });
    expect(calculerMontants(centimes(1067), true, 5.5)).toEqual({ ht: 1067, tva: 59, ttc: 1126 });
  });

  it('money: a percentage of cents is rounded half-up', () => {
    expect(pourcentage(centimes(5), 10)).toBe(1); // 0.5 cent -> 1
    expect(pourcentage(centimes(4), 10)).toBe(0);
  });

  it('money: TTC = HT + TVA and TVA is within half a cent of the exact rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 10000 }), (ht, rate100) => {
        const taux = rate100 / 100;
        const m = calculerMontants(centimes(ht), true, taux);
        expect(m.ttc).toBe(m.ht + m.tva);
        expect(Math.abs(m.tva * 10000 - ht * rate100) * 2).toBeLessThanOrEqual(10000);
      }),
    );
  });

  it('money: participation share on HT: 30 % of 80.50 is 24.15, the examiner gets the rest', () => {
    expect(repartitionParticipationAuxFrais(centimes(8050), 30)).toEqual({ bureau: 2415, examinateur: 5635 });
    expect(repartitionParticipationAuxFrais(centimes(1067), 30)).toEqual({ bureau: 320, examinateur: 747 });
  });

  it('money: the two shares always add up to HT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 100 }), (ht, taux) => {
        const r = repartitionParticipationAuxFrais(centimes(ht), taux);
        expect(r.bureau + r.examinateur).toBe(ht);
      }),
    );
  });
});

describe('bounds of an amount (docs/api.md#montants-dun-dossier)', () => {
  it('an act is integer cents in [0, 1 000 000] (10 000 €), bound included', () => {
    expect(MONTANT_MAX).toBe(1_000_000);
    expect([0, 1, 8050, 1_000_000].every(estMontantValide)).toBe(true);
    expect(
      [-1, 1_000_001, 12.5, Number.NaN, Number.MAX_SAFE_INTEGER, 1e300, '8050', null].some(estMontantValide),
    ).toBe(false);
  });

  it('the input schemas refuse an out-of-bounds montantHT or tariff with the French message', () => {
    const schema = montantSchema(MESSAGE_MONTANT_HT_HORS_BORNES);
    expect(schema.parse(1_000_000)).toBe(1_000_000);
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe(MESSAGE_MONTANT_HT_HORS_BORNES);
    for (const v of [1_000_001, 0.5, 2 ** 53, 'douze']) {
      const r = dossierPatientSchema.safeParse({ montantHT: v });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({
        path: ['montantHT'],
        message: MESSAGE_MONTANT_HT_HORS_BORNES,
      });
    }
    expect(typeExamenSchema.safeParse({ id: 1, nom: 'ITT', tarif: 1_000_001, tva: true }).success).toBe(
      false,
    );
  });

  it("a file's montantHT empty (a blank text) or negative: « Veuillez entrer un montant » at montantHT, as the form says", () => {
    for (const v of ['', -1, -0.5, -1_000_001]) {
      const r = dossierPatientSchema.safeParse({ montantHT: v });
      expect(r.error?.issues[0], JSON.stringify(v)).toMatchObject({
        path: ['montantHT'],
        message: 'Veuillez entrer un montant',
      });
    }
    // Left out or null: the exam type's tariff at save (docs/api.md#montants-dun-dossier).
    expect(dossierPatientSchema.parse({}).montantHT).toBeNull();
    expect(dossierPatientSchema.parse({ montantHT: 0 }).montantHT).toBe(0);
  });

  it('a stored amount out of bounds is a MontantHorsBornesError naming the field and the file', () => {
    expect(montantsEnregistres({ montantHT: 8050, montantTVA: 1610 })).toEqual({
      ht: 8050,
      tva: 1610,
      ttc: 9660,
    });
    expect(montantsEnregistres({ montantHT: null, montantTVA: null })).toEqual({ ht: 0, tva: 0, ttc: 0 });
    expect(() => montantsEnregistres({ id: 12, montantHT: 2 ** 53, montantTVA: 0 })).toThrow(
      expect.objectContaining({
        name: 'MontantHorsBornesError',
        field: 'montantHT',
        message: 'Le dossier n° 12 a un montant HT hors bornes (0 à 10 000 €) : corrigez son montant',
      }),
    );
    expect(() => montantsEnregistres({ montantHT: 0, montantTVA: -5 })).toThrow(MontantHorsBornesError);
  });
});

describe('money sums', () => {
  it('a year of the busiest office at the bound is an exact integer (no RangeError)', () => {
    // Argenteuil's demo year is ~1,800 files; 100,000 acts at 10 000 € each is far beyond it.
    expect(sommeCentimes(Array.from({ length: 100_000 }, () => MONTANT_MAX))).toBe(100_000_000_000);
    const acte = { id: 1, montantHT: MONTANT_MAX, montantTVA: MONTANT_MAX / 5, bordereauNumero: null };
    const dossiers = Array.from({ length: 20_000 }, (_, i) => ({
      ...acte,
      id: i + 1,
      statut: statutRef(30),
      rendezVousDate: 20_000,
      examinateur: null,
      requerant: null,
      examenType: null,
    }));
    const c = calculerComptabilite(dossiers, { par: 'mois', tauxDeParticipationAuxFrais: 30 });
    expect(c.totaux.total).toEqual({ nombreActes: 20_000, ht: 2e10, tva: 4e9, ttc: 2.4e10 });
    const lignes = Array.from({ length: 98 }, () => ({
      montantHT: centimes(MONTANT_MAX),
      montantTVA: centimes(0),
    }));
    expect(totauxBordereau(lignes).totalHT).toBe(98 * MONTANT_MAX);
  });

  it('a sum leaving the exact integers is a MontantHorsBornesError (a 400), not a RangeError from centimes()', () => {
    expect(() => sommeCentimes([Number.MAX_SAFE_INTEGER, 1])).toThrow(MontantHorsBornesError);
    expect(() => sommeCentimes([1.5])).toThrow(MontantHorsBornesError);
    const hors = { montantHT: centimes(Number.MAX_SAFE_INTEGER), montantTVA: centimes(0) };
    expect(() => totauxBordereau([hors, hors])).toThrow(MontantHorsBornesError);
  });
});
