import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ajouterMois,
  depuisIso,
  formatDateFr,
  formatHeure,
  formatInstantParis,
  instantParis,
  isoDepuisJour,
  jourDepuisAnMoisJour,
  jourDepuisDateFr,
  jourDepuisIso,
  jourIsoDeLaSemaine,
  jourParis,
  jourUtc,
  minutesDepuisHeure,
  minutesParis,
  natureHeureParis,
  versIso,
} from '../src/dates.ts';

describe('entities: days since 1970-01-01', () => {
  it('entities: fixed points', () => {
    expect(jourDepuisIso('1970-01-01')).toBe(0);
    expect(jourDepuisIso('2026-11-22')).toBe(20779);
    expect(isoDepuisJour(20779)).toBe('2026-11-22');
    expect(jourDepuisIso('1969-12-31')).toBe(-1);
  });

  it('entities: invalid calendar dates are refused', () => {
    expect(jourDepuisIso('2026-02-30')).toBeNull();
    expect(jourDepuisIso('2026-13-01')).toBeNull();
    expect(jourDepuisIso('22/11/2026')).toBeNull();
    expect(jourDepuisAnMoisJour(2024, 2, 29)).not.toBeNull();
    expect(jourDepuisAnMoisJour(2025, 2, 29)).toBeNull();
  });

  it('entities: ISO and DD/MM/YYYY round-trip for any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (jour) => {
        expect(jourDepuisIso(isoDepuisJour(jour))).toBe(jour);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_900_000 }), (jour) => {
        expect(jourDepuisDateFr(formatDateFr(jour))).toBe(jour);
      }),
    );
  });

  it('entities: display DD/MM/YYYY', () => {
    expect(formatDateFr(20779)).toBe('22/11/2026');
    expect(jourDepuisDateFr(' 01/01/1970 ')).toBe(0);
    expect(jourDepuisDateFr('31/02/2026')).toBeNull();
    expect(jourDepuisDateFr('2026-11-22')).toBeNull();
  });

  it('months are calendar months, the day clamped to the month end', () => {
    const jour = (iso: string) => jourDepuisIso(iso)!;
    expect(isoDepuisJour(ajouterMois(jour('2026-01-31'), 1))).toBe('2026-02-28');
    expect(isoDepuisJour(ajouterMois(jour('2028-01-31'), 1))).toBe('2028-02-29');
    expect(isoDepuisJour(ajouterMois(jour('2026-03-15'), -15))).toBe('2024-12-15');
    expect(isoDepuisJour(ajouterMois(jour('2026-12-10'), 1))).toBe('2027-01-10');
  });

  it('statuses: ISO weekday (1 = Monday)', () => {
    expect(jourIsoDeLaSemaine(0)).toBe(4); // 1970-01-01, a Thursday
    expect(jourIsoDeLaSemaine(20779)).toBe(7); // 2026-11-22, a Sunday
    expect(jourIsoDeLaSemaine(-1)).toBe(3);
  });
});

describe('entities: minutes in the day', () => {
  it('entities: HH:mm display and parsing', () => {
    expect(formatHeure(0)).toBe('00:00');
    expect(formatHeure(1439)).toBe('23:59');
    expect(formatHeure(1920)).toBe('08:00');
    expect(formatHeure(-60)).toBe('23:00');
    expect(minutesDepuisHeure('20:00')).toBe(1200);
    expect(minutesDepuisHeure('24:00')).toBeNull();
    expect(minutesDepuisHeure('8:00')).toBeNull();
  });

  it('entities: minutes round-trip for the whole day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(minutesDepuisHeure(formatHeure(m))).toBe(m);
      }),
    );
  });
});

describe('Europe/Paris', () => {
  it('the UTC day of an instant is the day before the Paris day between midnight in Paris and midnight UTC', () => {
    const minuitEtDemiParis = new Date('2026-11-26T23:30:00Z');
    expect(isoDepuisJour(jourUtc(minuitEtDemiParis))).toBe('2026-11-26');
    expect(isoDepuisJour(jourParis(minuitEtDemiParis))).toBe('2026-11-27');
  });

  it('the Paris day and time of an instant (winter +1, summer +2)', () => {
    const hiver = new Date('2026-11-21T23:30:00Z');
    expect(isoDepuisJour(jourParis(hiver))).toBe('2026-11-22');
    expect(minutesParis(hiver)).toBe(30);
    const ete = new Date('2026-07-14T22:15:00Z');
    expect(isoDepuisJour(jourParis(ete))).toBe('2026-07-15');
    expect(minutesParis(ete)).toBe(15);
  });

  it('the instant of a Paris day and time', () => {
    expect(versIso(instantParis(20779, 600))).toBe('2026-11-22T09:00:00.000Z');
    expect(versIso(instantParis(jourDepuisIso('2026-07-14') as number, 600))).toBe(
      '2026-07-14T08:00:00.000Z',
    );
    // Minutes of 1440 and more run into the next day.
    expect(versIso(instantParis(20778, 1440 + 600))).toBe('2026-11-22T09:00:00.000Z');
  });

  // The rule for appointment hours on the DST days (documented at the top of src/dates.ts and
  // in docs/data-model.md). These run under TZ=UTC and TZ=Europe/Paris (vitest.config.ts projects).
  it('a time of the skipped hour (last Sunday of March) is the instant one hour later', () => {
    const mars = jourDepuisIso('2026-03-29') as number;
    expect(natureHeureParis(mars, 150)).toBe('inexistante');
    expect(natureHeureParis(mars, 119)).toBe('normale');
    expect(natureHeureParis(mars, 180)).toBe('normale');
    expect(versIso(instantParis(mars, 119))).toBe('2026-03-29T00:59:00.000Z'); // 01:59 CET
    expect(versIso(instantParis(mars, 120))).toBe('2026-03-29T01:00:00.000Z'); // 02:00 -> 03:00 CEST
    expect(versIso(instantParis(mars, 150))).toBe('2026-03-29T01:30:00.000Z'); // 02:30 -> 03:30 CEST
    expect(versIso(instantParis(mars, 180))).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
    expect(formatInstantParis(instantParis(mars, 150))).toBe('29/03/2026 03:30');
  });

  it('a time of the repeated hour (last Sunday of October) is its first occurrence (summer time)', () => {
    const octobre = jourDepuisIso('2026-10-25') as number;
    expect(natureHeureParis(octobre, 150)).toBe('repetee');
    expect(natureHeureParis(octobre, 179)).toBe('repetee');
    expect(natureHeureParis(octobre, 180)).toBe('normale');
    expect(natureHeureParis(jourDepuisIso('2026-10-24') as number, 150)).toBe('normale');
    expect(versIso(instantParis(octobre, 150))).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST
    expect(versIso(instantParis(octobre, 180))).toBe('2026-10-25T02:00:00.000Z'); // 03:00 CET
    // The second 02:30 (CET) reads back as the same wall-clock time.
    const seconde = new Date('2026-10-25T01:30:00Z');
    expect(jourParis(seconde)).toBe(octobre);
    expect(minutesParis(seconde)).toBe(150);
    expect(formatInstantParis(seconde)).toBe('25/10/2026 02:30');
  });

  it('Paris day and minutes round-trip through an instant (outside the skipped hour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 1439 }), (jour, m) => {
        fc.pre(m < 120 || m >= 180);
        const instant = instantParis(jour, m);
        expect(jourParis(instant)).toBe(jour);
        expect(minutesParis(instant)).toBe(m);
      }),
    );
  });

  it('ISO parsing and Paris display', () => {
    expect(depuisIso('2026-11-22T09:00:00Z')?.getTime()).toBe(Date.UTC(2026, 10, 22, 9));
    expect(depuisIso('2026-11-22T10:00+01:00')?.getTime()).toBe(Date.UTC(2026, 10, 22, 9));
    expect(depuisIso('2026-11-22')).toBeNull();
    expect(depuisIso('2026-02-30T10:00:00Z')).toBeNull();
    expect(depuisIso('2026-11-22T25:00:00Z')).toBeNull();
    expect(formatInstantParis(new Date('2026-11-22T09:05:00Z'))).toBe('22/11/2026 10:05');
  });
});
