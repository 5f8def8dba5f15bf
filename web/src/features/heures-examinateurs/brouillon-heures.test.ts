// Examiners' hours editor: the draft of the weekly pattern and the dated exceptions.
import { jourDepuisIso, jourIsoDeLaSemaine } from '@umj/shared/dates';
import { describe, expect, it } from 'vitest';
import {
  ajouterException,
  ajouterPlageSemaine,
  changerException,
  changerPlageSemaine,
  depuisServeur,
  jourDeLaSemaineType,
  memeContenu,
  periodeEditeur,
  reappliquer,
  retirerPlageSemaine,
} from './brouillon-heures.ts';

const MARDI = jourDeLaSemaineType(2);

describe('examiners hours: weekly pattern draft', () => {
  it('the reference week runs Monday to Sunday', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((j) => jourIsoDeLaSemaine(jourDeLaSemaineType(j)))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('a range selected on a day is added to that weekday, touching or overlapping ranges merge', () => {
    let b = depuisServeur(null);
    b = ajouterPlageSemaine(b, MARDI, { debut: 540, fin: 720 });
    b = ajouterPlageSemaine(b, MARDI, { debut: 720, fin: 780 });
    b = ajouterPlageSemaine(b, jourDeLaSemaineType(5), { debut: 840, fin: 900 });
    expect(b.semaine).toEqual([
      { jourSemaine: 2, debut: 540, fin: 780 },
      { jourSemaine: 5, debut: 840, fin: 900 },
    ]);
  });

  it('a range moved to another day or removed changes only that range', () => {
    const b = ajouterPlageSemaine(
      ajouterPlageSemaine(depuisServeur(null), MARDI, { debut: 540, fin: 600 }),
      MARDI,
      { debut: 840, fin: 900 },
    );
    expect(changerPlageSemaine(b, 1, jourDeLaSemaineType(3), { debut: 840, fin: 960 }).semaine).toEqual([
      { jourSemaine: 2, debut: 540, fin: 600 },
      { jourSemaine: 3, debut: 840, fin: 960 },
    ]);
    expect(retirerPlageSemaine(b, 0).semaine).toEqual([{ jourSemaine: 2, debut: 840, fin: 900 }]);
  });
});

describe('examiners hours: dated exceptions draft', () => {
  const jour = jourDepuisIso('2026-12-01') as number;

  it('exceptions are kept sorted; one is changed or deleted by its index', () => {
    let b = depuisServeur(null);
    b = ajouterException(b, { jour: jour + 1, debut: 540, fin: 600, type: 'absence', motif: 'Congé' });
    b = ajouterException(b, { jour, debut: 1080, fin: 1200, type: 'supplement', motif: '' });
    expect(b.exceptions.map((e) => e.jour)).toEqual([jour, jour + 1]);
    const change = changerException(b, 0, { ...b.exceptions[0]!, motif: 'Garde' });
    expect(change.exceptions.map((e) => e.motif)).toEqual(['Garde', 'Congé']);
    expect(changerException(b, 1, null).exceptions).toHaveLength(1);
  });

  it('same content whatever the order of the ranges (nothing to save)', () => {
    const a = {
      semaine: [
        { jourSemaine: 2, debut: 840, fin: 900 },
        { jourSemaine: 1, debut: 540, fin: 600 },
      ],
      exceptions: [],
    };
    const b = {
      semaine: [
        { jourSemaine: 1, debut: 540, fin: 600 },
        { jourSemaine: 2, debut: 840, fin: 900 },
      ],
      exceptions: [],
    };
    expect(memeContenu(a, b)).toBe(true);
    expect(memeContenu(a, { ...b, semaine: b.semaine.slice(1) })).toBe(false);
  });

  it('the editor reads every exception the server keeps (a year back) and three years ahead (a PUT replaces them all)', () => {
    expect(periodeEditeur(jour)).toEqual({ du: '2025-11-30', au: '2029-12-03' });
  });
});

describe('examiners hours: a version conflict loses nothing', () => {
  it("the user's additions and removals are re-applied to the hours another user saved meanwhile", () => {
    const base = {
      semaine: [
        { jourSemaine: 1, debut: 540, fin: 720 },
        { jourSemaine: 2, debut: 540, fin: 720 },
      ],
      exceptions: [],
    };
    // The user removed Tuesday and added Saturday; the other user added Sunday and an absence.
    const mien = { semaine: [base.semaine[0]!, { jourSemaine: 6, debut: 600, fin: 660 }], exceptions: [] };
    const absence = { jour: 20_000, debut: 540, fin: 600, type: 'absence' as const, motif: 'Congé' };
    const stocke = {
      semaine: [...base.semaine, { jourSemaine: 7, debut: 600, fin: 660 }],
      exceptions: [absence],
    };
    expect(reappliquer(base, mien, stocke)).toEqual({
      semaine: [
        { jourSemaine: 1, debut: 540, fin: 720 },
        { jourSemaine: 6, debut: 600, fin: 660 },
        { jourSemaine: 7, debut: 600, fin: 660 },
      ],
      exceptions: [absence],
    });
  });
});
