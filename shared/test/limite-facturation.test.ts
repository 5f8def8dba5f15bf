// The one-year billing limit: warned from 11 months after the examination, past the limit from 12,
// listed 3 months more.
import { describe, expect, it } from 'vitest';
import { formatDateFr, isoDepuisJour } from '../src/dates.ts';
import {
  alerteAffichee,
  alerteLimiteFacturation,
  limiteFacturation,
  periodeAlertes,
} from '../src/limite-facturation.ts';
import { STATUT } from '../src/statuts-dossier.ts';
import { dossier, jour } from './fixtures-bordereaux.ts';

describe('billing limit: one year from the examination (warned from 11 months)', () => {
  it("'proche' from 11 months after the exam, 'depassee' once the limit day (exam + 12 months - 1 day) is past", () => {
    const examen = jour('2025-10-02');
    const d = { ...dossier({ examenDate: formatDateFr(examen) }) };
    expect(isoDepuisJour(limiteFacturation(examen))).toBe('2026-10-01');
    expect(alerteLimiteFacturation(d, jour('2026-09-01'))).toBeNull();
    expect(alerteLimiteFacturation(d, jour('2026-09-02'))).toBe('proche');
    expect(alerteLimiteFacturation(d, jour('2026-10-01'))).toBe('proche');
    expect(alerteLimiteFacturation(d, jour('2026-10-02'))).toBe('depassee');
  });

  it('only validated, unbilled files with an exam date are warned', () => {
    const tard = jour('2027-01-01');
    expect(
      alerteLimiteFacturation(dossier({ examenDate: '02/10/2025' }, STATUT.rapportEnCours), tard),
    ).toBeNull();
    expect(
      alerteLimiteFacturation(dossier({ examenDate: '02/10/2025', bordereauNumero: '2025-0001' }), tard),
    ).toBeNull();
    expect(alerteLimiteFacturation(dossier({ examenDate: null }), tard)).toBeNull();
    expect(alerteLimiteFacturation(dossier({ examenDate: '31/02/2025' }), tard)).toBeNull();
    expect(
      alerteLimiteFacturation({ ...dossier({ examenDate: '02/10/2025' }), statut: null }, tard),
    ).toBeNull();
  });

  it('alerts stay listed 3 months past the limit; the query reads appointment days 11 to 16 months back', () => {
    const aujourdhui = jour('2026-11-23');
    expect(alerteAffichee({ examenDate: '23/08/2025' }, aujourdhui)).toBe(true);
    expect(alerteAffichee({ examenDate: '22/08/2025' }, aujourdhui)).toBe(false);
    expect(alerteAffichee({ examenDate: null }, aujourdhui)).toBe(false);
    const { du, au } = periodeAlertes(aujourdhui);
    expect([isoDepuisJour(du), isoDepuisJour(au)]).toEqual(['2025-07-23', '2025-12-23']);
  });
});
