// The dates the product accepts (docs/product-rules.md#validation): a day that exists (no 31/02, 29/02
// only in a leap year) with a year from 1900 to 2199, the same rule for the date fields of the screens
// and for every schema the server validates with (period filters, the patient file's dates).
import { describe, expect, it } from 'vitest';
import { ANNEE_MAX, ANNEE_MIN, dateIsoSchema, estDateValide } from '../src/dates.ts';
import { dossierPatientSchema } from '../src/dossier-patient.ts';

describe('valid dates: a real day, years 1900 to 2199', () => {
  it('refuses impossible days and years outside 1900–2199; accepts the bounds', () => {
    expect([ANNEE_MIN, ANNEE_MAX]).toEqual([1900, 2199]);
    expect(estDateValide('2026-02-28')).toBe(true);
    expect(estDateValide('2028-02-29')).toBe(true);
    expect(estDateValide('2026-02-29')).toBe(false);
    expect(estDateValide('2026-02-31')).toBe(false);
    expect(estDateValide('2026-13-01')).toBe(false);
    expect(estDateValide('1900-01-01')).toBe(true);
    expect(estDateValide('2199-12-31')).toBe(true);
    expect(estDateValide('1899-12-31')).toBe(false);
    expect(estDateValide('2200-01-01')).toBe(false);
    expect(estDateValide('0226-05-01')).toBe(false);
    expect(estDateValide('31/02/2026')).toBe(false);
  });

  it("a period filter's date and a patient file's date are refused with the field's French message", () => {
    expect(
      dateIsoSchema('Veuillez entrer la date de début').safeParse('2026-02-31').error?.issues[0]?.message,
    ).toBe('Veuillez entrer la date de début');
    expect(dateIsoSchema('Date').safeParse('2200-01-01').success).toBe(false);
    const dossier = (dateDeNaissance: string) =>
      dossierPatientSchema
        .safeParse({ id: 1, dateDeNaissance })
        .error?.issues.find((i) => i.path.includes('dateDeNaissance'));
    expect(dossier('2026-02-31')?.message).toBe('Date invalide');
    expect(dossier('1850-06-01')?.message).toBe('Date invalide');
    expect(dossier('1980-06-01')).toBeUndefined();
  });
});
