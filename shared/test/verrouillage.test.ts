// Issue 12 "Authentication abuse": the growing delay after repeated sign-in failures (never a lock
// that lasts: capped), and when a counter starts again.
import { describe, expect, it } from 'vitest';
import { loginSchema } from '../src/auth.ts';
import {
  DELAI_MAXIMAL_MINUTES,
  delaiApresEchecs,
  echecsOublies,
  minutesRestantes,
} from '../src/verrouillage.ts';

describe('issue 12: growing delay after repeated sign-in failures', () => {
  it('issue 12: no delay for 4 failures, then 1, 2, 4 … minutes, capped at 60', () => {
    expect([0, 1, 4].map(delaiApresEchecs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(delaiApresEchecs)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(delaiApresEchecs(10_000)).toBe(DELAI_MAXIMAL_MINUTES);
  });

  it('issue 12: the minutes left are rounded up, at least 1', () => {
    expect(minutesRestantes(90_000, 0)).toBe(2);
    expect(minutesRestantes(1, 0)).toBe(1);
    expect(minutesRestantes(0, 5_000)).toBe(1);
  });

  it('issue 12: a counter whose last failure is 24 hours old starts again', () => {
    const h = 3_600_000;
    expect(echecsOublies(undefined, 100 * h)).toBe(false);
    expect(echecsOublies(0, 23 * h)).toBe(false);
    expect(echecsOublies(0, 24 * h)).toBe(true);
  });

  it('issue 12: the sign-in accepts an optional device token of bounded size', () => {
    const base = { adresseEmail: 'a@umj.example', motDePasse: 'x' };
    expect(loginSchema.safeParse(base).success).toBe(true);
    expect(loginSchema.safeParse({ ...base, jetonAppareil: 'abc' }).success).toBe(true);
    const long = loginSchema.safeParse({ ...base, jetonAppareil: 'a'.repeat(2049) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Le jeton d'appareil ne doit pas dépasser 2048 caractères");
  });
});
