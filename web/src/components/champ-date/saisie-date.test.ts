// The date and time fields' conversions (saisie-date.ts): local days with no UTC step whatever the time
// zone, and typed text read day first and 24-hour.
import { afterEach, describe, expect, it } from 'vitest';
import {
  dateDepuisHeure,
  dateDepuisIso,
  heureDepuisDate,
  isoDepuisDate,
  lireDateSaisie,
  lireHeureSaisie,
  texteSaisie,
  valeurSaisie,
} from './saisie-date.ts';

const TZ_INITIAL = process.env.TZ;

afterEach(() => {
  if (TZ_INITIAL === undefined) delete process.env.TZ;
  else process.env.TZ = TZ_INITIAL;
});

/** Time zones behind UTC (Los Angeles: -7 h at midnight on 1 November 2026, its DST's last day), ahead
 *  (Kiritimati, +14 h) and Paris (+1 h). */
const FUSEAUX = ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Paris'] as const;

describe('dates of the fields: the same day at any time zone offset', () => {
  it.each(FUSEAUX)('in %s, 2026-11-01 is 1 November and gives back 2026-11-01', (fuseau) => {
    process.env.TZ = fuseau;
    const date = dateDepuisIso('2026-11-01');
    expect(date?.getTimezoneOffset()).toBe(
      { 'America/Los_Angeles': 420, 'Pacific/Kiritimati': -840, 'Europe/Paris': -60 }[fuseau],
    );
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 10, 1]);
    expect(isoDepuisDate(date as Date)).toBe('2026-11-01');
  });

  it.each(FUSEAUX)('in %s, typing 01/11/2026 or 01112026 gives 2026-11-01', (fuseau) => {
    process.env.TZ = fuseau;
    for (const texte of ['01/11/2026', '01112026', '1/11/2026', ' 01.11.2026 ', '01-11-2026']) {
      expect(isoDepuisDate(lireDateSaisie(texte) as Date)).toBe('2026-11-01');
    }
  });

  it('a date given by a Date picked at a late local hour stays its local day', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(isoDepuisDate(new Date(2026, 10, 1, 23, 59))).toBe('2026-11-01');
    process.env.TZ = 'America/Los_Angeles';
    expect(isoDepuisDate(new Date(2026, 10, 1, 0, 0))).toBe('2026-11-01');
  });

  it('unfinished, impossible or month-first dates are not read', () => {
    for (const texte of [
      '',
      '01/11',
      '01/11/202',
      '0111202',
      '31/02/2026',
      '13/13/2026',
      '2026-11-01',
      '01/11/0226',
    ]) {
      expect(lireDateSaisie(texte)).toBeNull();
    }
    expect(dateDepuisIso('2026-02-31')).toBeNull();
    expect(dateDepuisIso('01/11/2026')).toBeNull();
    expect(dateDepuisIso(null)).toBeNull();
  });
});

describe('times of the fields: 24-hour HH:mm', () => {
  it('14:30, 14h30, 1430 and 9:05 are read as 24-hour times and written HH:mm', () => {
    expect(heureDepuisDate(lireHeureSaisie('14:30') as Date)).toBe('14:30');
    expect(heureDepuisDate(lireHeureSaisie('14h30') as Date)).toBe('14:30');
    expect(heureDepuisDate(lireHeureSaisie('1430') as Date)).toBe('14:30');
    expect(heureDepuisDate(lireHeureSaisie('9:05') as Date)).toBe('09:05');
    expect(heureDepuisDate(dateDepuisHeure('00:00') as Date)).toBe('00:00');
  });

  it('an impossible or unfinished time is not read', () => {
    for (const texte of ['', '14', '14:3', '24:00', '12:60', '2:30 PM'])
      expect(lireHeureSaisie(texte)).toBeNull();
    expect(dateDepuisHeure('7:30')).toBeNull();
    expect(dateDepuisHeure(null)).toBeNull();
  });
});

describe('the value a field reports', () => {
  it('a Date as text, an emptied field as null, an unfinished text as no change (undefined)', () => {
    expect(valeurSaisie(new Date(2026, 10, 1), isoDepuisDate)).toBe('2026-11-01');
    expect(valeurSaisie(null, isoDepuisDate)).toBeNull();
    expect(valeurSaisie('', isoDepuisDate)).toBeNull();
    expect(valeurSaisie(undefined, isoDepuisDate)).toBeNull();
    expect(valeurSaisie('01/11/20', isoDepuisDate)).toBeUndefined();
  });
});

describe('the text a field shows for its value', () => {
  it('a date day first (JJ/MM/AAAA), a time as is, nothing for no value', () => {
    expect(texteSaisie('2026-11-01', false)).toBe('01/11/2026');
    expect(texteSaisie('14:30', true)).toBe('14:30');
    expect(texteSaisie(null, false)).toBe('');
    expect(texteSaisie(null, true)).toBe('');
  });
});
