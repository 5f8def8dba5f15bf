import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculerMontants,
  centimes,
  divisionArrondie,
  eurosEnCentimes,
  formatEuros,
  pourcentage,
  repartitionParticipationAuxFrais,
  saisieEuros,
} from '../src/argent.ts';

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

  it('issue 8: cents are edited as French euros (decimal comma) and read back unchanged', () => {
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

describe('§9 HT, TVA, TTC and participation', () => {
  it('§9 TVA at the settings rate only when the type has VAT', () => {
    expect(calculerMontants(centimes(8050), true, 20)).toEqual({ ht: 8050, tva: 1610, ttc: 9660 });
    expect(calculerMontants(centimes(8050), false, 20)).toEqual({ ht: 8050, tva: 0, ttc: 8050 });
    expect(calculerMontants(centimes(5867), true, 20)).toEqual({ ht: 5867, tva: 1173, ttc: 7040 });
    expect(calculerMontants(centimes(1067), true, 5.5)).toEqual({ ht: 1067, tva: 59, ttc: 1126 });
  });

  it('§9 a percentage of cents is rounded half-up', () => {
    expect(pourcentage(centimes(5), 10)).toBe(1); // 0.5 cent -> 1
    expect(pourcentage(centimes(4), 10)).toBe(0);
  });

  it('§9 TTC = HT + TVA and TVA is within half a cent of the exact rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 10000 }), (ht, rate100) => {
        const taux = rate100 / 100;
        const m = calculerMontants(centimes(ht), true, taux);
        expect(m.ttc).toBe(m.ht + m.tva);
        expect(Math.abs(m.tva * 10000 - ht * rate100) * 2).toBeLessThanOrEqual(10000);
      }),
    );
  });

  it('§9 participation share on HT: 30 % of 80.50 is 24.15, the examiner gets the rest', () => {
    expect(repartitionParticipationAuxFrais(centimes(8050), 30)).toEqual({ bureau: 2415, examinateur: 5635 });
    expect(repartitionParticipationAuxFrais(centimes(1067), 30)).toEqual({ bureau: 320, examinateur: 747 });
  });

  it('§9 the two shares always add up to HT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 100 }), (ht, taux) => {
        const r = repartitionParticipationAuxFrais(centimes(ht), taux);
        expect(r.bureau + r.examinateur).toBe(ht);
      }),
    );
  });
});
