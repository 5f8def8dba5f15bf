// "Authentication abuse": the growing delay after repeated sign-in failures (never a lock
// that lasts: capped), and when a counter starts again.
import { describe, expect, it } from 'vitest';
import { connexionSchema } from '../src/auth.ts';
import {
  DELAI_MAXIMAL_MINUTES,
  delaiApresEchecs,
  echecsOublies,
  minutesRestantes,
  tentativeVerifiee,
} from '../src/verrouillage.ts';

describe('growing delay after repeated sign-in failures', () => {
  it('no delay for 4 failures, then 1, 2, 4 … minutes, capped at 60', () => {
    expect([0, 1, 4].map(delaiApresEchecs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(delaiApresEchecs)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(delaiApresEchecs(10_000)).toBe(DELAI_MAXIMAL_MINUTES);
  });

  it('the minutes left are rounded up, at least 1', () => {
    expect(minutesRestantes(90_000, 0)).toBe(2);
    expect(minutesRestantes(1, 0)).toBe(1);
    expect(minutesRestantes(0, 5_000)).toBe(1);
  });

  it('a counter whose last failure is 24 hours old starts again', () => {
    const h = 3_600_000;
    expect(echecsOublies(undefined, 100 * h)).toBe(false);
    expect(echecsOublies(0, 23 * h)).toBe(false);
    expect(echecsOublies(0, 24 * h)).toBe(true);
  });

  it('the sign-in accepts an optional device token of bounded size', () => {
    const base = { adresseEmail: 'a@umj.example', motDePasse: 'x' };
    expect(connexionSchema.safeParse(base).success).toBe(true);
    expect(connexionSchema.safeParse({ ...base, jetonAppareil: 'abc' }).success).toBe(true);
    const long = connexionSchema.safeParse({ ...base, jetonAppareil: 'a'.repeat(2049) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Le jeton d'appareil ne doit pas dépasser 2048 caractères");
  });

  it('an attempt counted before its check is checked only among the first 5, then the first after each delay', () => {
    expect([1, 2, 3, 4, 5].every((n) => tentativeVerifiee(n, 0))).toBe(true);
    // Concurrent guesses counted 6 to 9 while the 5th decides the first delay: refused unchecked.
    expect([6, 7, 8, 9].some((n) => tentativeVerifiee(n, 0))).toBe(false);
    // The delay set at 5 has run out: the 6th is checked, a concurrent 7th is not.
    expect(tentativeVerifiee(6, 5)).toBe(true);
    expect(tentativeVerifiee(7, 5)).toBe(false);
  });
});
