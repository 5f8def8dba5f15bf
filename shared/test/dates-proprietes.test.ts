// "Dates": fast-check properties of the date functions of shared (docs/product-rules.md#entities day numbers, minutes in
// the day, Europe/Paris), over the years 2000-2100 and around every DST change. vitest.config.ts runs this
// file twice, under TZ=UTC and under TZ=Europe/Paris: the results must not depend on the process time zone.
//
// The Paris oracle below is the EU rule (directive 2000/84/EC: summer time, +02:00, from the last Sunday of
// March 01:00 UTC to the last Sunday of October 01:00 UTC; +01:00 otherwise), computed with plain UTC
// arithmetic: it shares nothing with the time zone library nor with the process time zone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  minutesDepuisHeure,
  minutesParis,
  natureHeureParis,
  versIso,
  type NatureHeureParis,
} from '../src/dates.ts';

const MS_MINUTE = 60_000;
const MS_HEURE = 3_600_000;
const MS_JOUR = 86_400_000;
const RUNS = { numRuns: 1000 };

const deux = (n: number) => String(n).padStart(2, '0');

/** 00:00 UTC of the last Sunday of a month (0-11) of a year. */
function dernierDimanche(annee: number, mois: number): number {
  const dernierJour = Date.UTC(annee, mois + 1, 0);
  return dernierJour - new Date(dernierJour).getUTCDay() * MS_JOUR;
}

/** The two DST changes of a year in Paris, as instants (both at 01:00 UTC). */
function changements(annee: number) {
  return {
    ete: dernierDimanche(annee, 2) + MS_HEURE,
    hiver: dernierDimanche(annee, 9) + MS_HEURE,
  };
}

/** Paris offset in minutes at an instant, by the EU rule. */
function decalageOracle(ms: number): number {
  const { ete, hiver } = changements(new Date(ms).getUTCFullYear());
  return ms >= ete && ms < hiver ? 120 : 60;
}

/** Paris wall clock of an instant by the oracle: day number and minutes in the day. */
function murOracle(ms: number) {
  const mur = ms + decalageOracle(ms) * MS_MINUTE;
  const jour = Math.floor(mur / MS_JOUR);
  return { jour, minutes: Math.floor((mur - jour * MS_JOUR) / MS_MINUTE) };
}

/** True when the instant lies in the second occurrence of the repeated hour (01:00-01:59 UTC in October). */
function secondeOccurrence(ms: number): boolean {
  const { hiver } = changements(new Date(ms).getUTCFullYear());
  return ms >= hiver && ms < hiver + MS_HEURE;
}

function natureOracle(jour: number, minutes: number): NatureHeureParis {
  const debut = jour * MS_JOUR;
  const { ete, hiver } = changements(new Date(debut).getUTCFullYear());
  if (minutes < 120 || minutes >= 180) return 'normale';
  if (debut === ete - MS_HEURE) return 'inexistante';
  return debut === hiver - MS_HEURE ? 'repetee' : 'normale';
}

const DEBUT_2000 = Date.UTC(2000, 0, 1);
const FIN_2100 = Date.UTC(2101, 0, 1) - 1;
const JOUR_2000 = DEBUT_2000 / MS_JOUR;
const JOUR_2100 = Math.floor(FIN_2100 / MS_JOUR);

/** An instant of 2000-2100: anywhere, or within three hours of a DST change. */
const instantArb = fc.oneof(
  fc.integer({ min: DEBUT_2000, max: FIN_2100 }),
  fc
    .record({
      annee: fc.integer({ min: 2000, max: 2100 }),
      printemps: fc.boolean(),
      ecart: fc.integer({ min: -3 * MS_HEURE, max: 3 * MS_HEURE }),
    })
    .map(({ annee, printemps, ecart }) => {
      const { ete, hiver } = changements(annee);
      return (printemps ? ete : hiver) + ecart;
    }),
);

/** A Paris day of 2000-2100 (often a DST Sunday or a day next to one) and a time, often near 02:00-03:00. */
const jourArb = fc.oneof(
  fc.integer({ min: JOUR_2000, max: JOUR_2100 }),
  fc
    .record({
      annee: fc.integer({ min: 2000, max: 2100 }),
      printemps: fc.boolean(),
      decale: fc.integer({ min: -1, max: 1 }),
    })
    .map(({ annee, printemps, decale }) => {
      const { ete, hiver } = changements(annee);
      return ((printemps ? ete : hiver) - MS_HEURE) / MS_JOUR + decale;
    }),
);
const minutesArb = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 60, max: 240 }));

describe('the process time zone of this run', () => {
  it('the worker runs under the TZ its vitest project sets (UTC or Europe/Paris)', () => {
    const attendu = process.env.FUSEAU_PROCESSUS_ATTENDU;
    expect(['UTC', 'Europe/Paris']).toContain(attendu);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(attendu);
    expect(new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset()).toBe(attendu === 'UTC' ? 0 : -120);
  });
});

describe('entities: calendar days (properties)', () => {
  const joursDansLeMois = (annee: number, mois: number) => {
    const bissextile = (annee % 4 === 0 && annee % 100 !== 0) || annee % 400 === 0;
    if (mois === 2) return bissextile ? 29 : 28;
    return [4, 6, 9, 11].includes(mois) ? 30 : 31;
  };

  it('entities: a year, month and day is a day number exactly when it exists; ISO and DD/MM/YYYY show it back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (annee, mois, j) => {
          const jour = jourDepuisAnMoisJour(annee, mois, j);
          const iso = `${annee}-${deux(mois)}-${deux(j)}`;
          const fr = `${deux(j)}/${deux(mois)}/${annee}`;
          if (j > joursDansLeMois(annee, mois)) {
            expect(jour).toBeNull();
            expect(jourDepuisIso(iso)).toBeNull();
            expect(jourDepuisDateFr(fr)).toBeNull();
            return;
          }
          expect(jour).not.toBeNull();
          expect(isoDepuisJour(jour as number)).toBe(iso);
          expect(formatDateFr(jour as number)).toBe(fr);
          expect(jourDepuisIso(iso)).toBe(jour);
          expect(jourDepuisDateFr(fr)).toBe(jour);
        },
      ),
      RUNS,
    );
  });

  it('entities: day numbers round-trip through ISO and DD/MM/YYYY, and the next number is the next date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -300_000, max: 2_900_000 }), (jour) => {
        expect(jourDepuisIso(isoDepuisJour(jour))).toBe(jour);
        expect(jourDepuisDateFr(formatDateFr(jour))).toBe(jour);
        const demain = new Date(Date.parse(`${isoDepuisJour(jour)}T00:00:00Z`) + MS_JOUR);
        expect(isoDepuisJour(jour + 1)).toBe(demain.toISOString().slice(0, 10));
      }),
      RUNS,
    );
  });

  it('statuses: ISO weekday of a day number (1 = Monday): the calendar weekday, every 7 days the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_000_000, max: 3_000_000 }), (jour) => {
        const jourSemaine = jourIsoDeLaSemaine(jour);
        expect(jourSemaine).toBe(((new Date(jour * MS_JOUR).getUTCDay() + 6) % 7) + 1);
        expect(jourIsoDeLaSemaine(jour + 7)).toBe(jourSemaine);
        expect(jourIsoDeLaSemaine(jour + 1)).toBe((jourSemaine % 7) + 1);
      }),
      RUNS,
    );
  });

  it('statuses: the DST changes fall on a Sunday (weekday 7), in March and October', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), (annee) => {
        const { ete, hiver } = changements(annee);
        for (const [instant, mois] of [
          [ete, '03'],
          [hiver, '10'],
        ] as const) {
          const jour = jourParis(new Date(instant));
          expect(jourIsoDeLaSemaine(jour)).toBe(7);
          expect(isoDepuisJour(jour).slice(0, 7)).toBe(`${annee}-${mois}`);
          expect(jourIsoDeLaSemaine(jour + 7)).toBe(7);
          expect(isoDepuisJour(jour + 7).slice(5, 7)).not.toBe(mois);
        }
      }),
    );
  });
});

describe('entities: minutes in the day (properties)', () => {
  it('entities: HH:mm and minutes round-trip both ways; other texts are refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(minutesDepuisHeure(formatHeure(m))).toBe(m);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        const texte = `${deux(h)}:${deux(m)}`;
        if (h < 24 && m < 60) {
          expect(minutesDepuisHeure(texte)).toBe(h * 60 + m);
          expect(formatHeure(h * 60 + m)).toBe(texte);
        } else {
          expect(minutesDepuisHeure(texte)).toBeNull();
        }
      }),
      RUNS,
    );
  });

  it('entities: minutes past midnight (1440 and more) and before it wrap to the same HH:mm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -5, max: 5 }), (m, k) => {
        expect(formatHeure(m + k * 1440)).toBe(formatHeure(m));
      }),
    );
  });
});

describe('Europe/Paris instants, 2000-2100, across the DST changes (properties)', () => {
  it('jourParis / minutesParis give the Paris wall clock of any instant', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const attendu = murOracle(ms);
        expect(jourParis(new Date(ms))).toBe(attendu.jour);
        expect(minutesParis(new Date(ms))).toBe(attendu.minutes);
      }),
      RUNS,
    );
  });

  it('formatInstantParis shows that wall clock as DD/MM/YYYY HH:mm, and with its seconds when asked', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const { jour, minutes } = murOracle(ms);
        expect(formatInstantParis(new Date(ms))).toBe(`${formatDateFr(jour)} ${formatHeure(minutes)}`);
        const secondes = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
        expect(formatInstantParis(new Date(ms), true)).toBe(
          `${formatDateFr(jour)} ${formatHeure(minutes)}:${secondes}`,
        );
      }),
      RUNS,
    );
  });

  it('DST rule: natureHeureParis names the skipped hour (March) and the repeated hour (October)', () => {
    fc.assert(
      fc.property(jourArb, minutesArb, (jour, minutes) => {
        expect(natureHeureParis(jour, minutes)).toBe(natureOracle(jour, minutes));
      }),
      RUNS,
    );
  });

  it('DST rule: instantParis of an ordinary time shows that time; a skipped time, one hour later; a repeated time, its first occurrence', () => {
    fc.assert(
      fc.property(jourArb, minutesArb, (jour, minutes) => {
        const instant = instantParis(jour, minutes).getTime();
        const nature = natureOracle(jour, minutes);
        const mur = murOracle(instant);
        expect(mur.jour).toBe(jour);
        if (nature === 'inexistante') {
          expect(mur.minutes).toBe(minutes + 60);
          expect(instant).toBe(instantParis(jour, minutes + 60).getTime());
          return;
        }
        expect(mur.minutes).toBe(minutes);
        if (nature === 'repetee') {
          // The first occurrence, in summer time; one hour later the clock shows the same time again.
          expect(decalageOracle(instant)).toBe(120);
          expect(murOracle(instant + MS_HEURE)).toEqual({ jour, minutes });
          expect(secondeOccurrence(instant + MS_HEURE)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('an instant read as Paris day and minutes gives back its minute (the first one in the repeated hour)', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const minute = Math.floor(ms / MS_MINUTE) * MS_MINUTE;
        const retour = instantParis(jourParis(new Date(ms)), minutesParis(new Date(ms))).getTime();
        expect(retour).toBe(secondeOccurrence(ms) ? minute - MS_HEURE : minute);
      }),
      RUNS,
    );
  });

  it('a Paris day starts at its midnight: one millisecond before is 23:59 of the day before', () => {
    fc.assert(
      fc.property(jourArb, (jour) => {
        const minuit = instantParis(jour, 0);
        expect(jourParis(minuit)).toBe(jour);
        expect(minutesParis(minuit)).toBe(0);
        const avant = new Date(minuit.getTime() - 1);
        expect(jourParis(avant)).toBe(jour - 1);
        expect(minutesParis(avant)).toBe(1439);
      }),
      RUNS,
    );
  });

  it('ISO 8601: versIso / depuisIso round-trip, and a Paris wall clock with its offset is the same instant', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        expect(depuisIso(versIso(new Date(ms)))?.getTime()).toBe(ms);
        const { jour, minutes } = murOracle(ms);
        const decalage = decalageOracle(ms) / 60;
        const texte = `${isoDepuisJour(jour)}T${formatHeure(minutes)}+${deux(decalage)}:00`;
        expect(depuisIso(texte)?.getTime()).toBe(Math.floor(ms / MS_MINUTE) * MS_MINUTE);
      }),
      RUNS,
    );
  });
});
