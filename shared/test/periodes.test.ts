import { describe, expect, it } from 'vitest';
import { jourDepuisIso } from '../src/dates.ts';
import {
  dureeEnJours,
  joursFeries,
  periodeContient,
  periodesMarquantLeJour,
  periodesParDefaut,
  periodeSchema,
  VACANCES_SCOLAIRES_ZONE_C,
} from '../src/periodes.ts';

const feries = (annee: number) => Object.fromEntries(joursFeries(annee).map((p) => [p.nom, p.dateDebut]));

describe('constants: French public holidays computed for any year', () => {
  it.each([
    [2022, '2022-04-18', '2022-05-26', '2022-06-06'],
    [2023, '2023-04-10', '2023-05-18', '2023-05-29'],
    [2025, '2025-04-21', '2025-05-29', '2025-06-09'],
    [2026, '2026-04-06', '2026-05-14', '2026-05-25'],
    [2027, '2027-03-29', '2027-05-06', '2027-05-17'],
    [2038, '2038-04-26', '2038-06-03', '2038-06-14'],
  ])(
    'constants, %i: lundi de Pâques %s, Ascension %s, lundi de Pentecôte %s',
    (annee, paques, ascension, pentecote) => {
      const f = feries(annee);
      expect(f['Lundi de Pâques']).toBe(paques);
      expect(f['Ascension']).toBe(ascension);
      expect(f['Lundi de Pentecôte']).toBe(pentecote);
    },
  );

  it('constants: the eleven national holidays, fixed ones included, one day each', () => {
    const list = joursFeries(2026);
    expect(list).toHaveLength(11);
    expect(list.every((p) => p.type === 'Jour Férié' && dureeEnJours(p) === 1)).toBe(true);
    expect(feries(2026)).toMatchObject({
      "Jour de l'an": '2026-01-01',
      'Fête du travail': '2026-05-01',
      'Victoire des alliés': '2026-05-08',
      'Fête Nationale': '2026-07-14',
      Assomption: '2026-08-15',
      Toussaint: '2026-11-01',
      Armistice: '2026-11-11',
      Noël: '2026-12-25',
    });
    expect(list.map((p) => p.dateDebut)).toEqual([...list.map((p) => p.dateDebut)].sort());
  });
});

describe('constants: school holidays seed (zone C)', () => {
  it('constants, 2022 and 2023: winter, spring, Ascension bridge, summer, All Saints, Christmas', () => {
    for (const annee of ['2022', '2023']) {
      const noms = VACANCES_SCOLAIRES_ZONE_C.filter((p) => p.nom.endsWith(annee)).map(
        (p) => p.nom.split(' ')[2],
      );
      expect(noms).toHaveLength(6);
    }
  });

  it('constants: current school years 2025-2026 and 2026-2027 are seeded', () => {
    const debuts = VACANCES_SCOLAIRES_ZONE_C.map((p) => p.dateDebut);
    expect(debuts.filter((d) => d >= '2025-09-01' && d < '2026-09-01')).toHaveLength(6);
    expect(debuts.filter((d) => d >= '2026-09-01' && d < '2027-09-01')).toHaveLength(6);
  });

  it('entities: every seeded period is valid and its duration derived', () => {
    for (const p of VACANCES_SCOLAIRES_ZONE_C) {
      expect(periodeSchema.safeParse({ id: 1, ...p }).success).toBe(true);
      expect(dureeEnJours(p)).toBeGreaterThan(0);
    }
    const noel = VACANCES_SCOLAIRES_ZONE_C.find((p) => p.nom === 'Vacances de Noël 2026');
    expect(noel && dureeEnJours(noel)).toBe(16);
  });

  it('constants: the Ascension bridges start on Ascension Thursday', () => {
    for (const annee of [2022, 2023, 2026, 2027]) {
      const pont = VACANCES_SCOLAIRES_ZONE_C.find((p) => p.nom === `Pont de l'Ascension ${annee}`);
      expect(pont?.dateDebut).toBe(feries(annee)['Ascension']);
    }
  });
});

describe('entities: periods', () => {
  it('entities: a period contains its two ends', () => {
    const p = { dateDebut: '2026-12-19', dateFin: '2027-01-03' };
    expect(periodeContient(p, jourDepuisIso('2026-12-19') as number)).toBe(true);
    expect(periodeContient(p, jourDepuisIso('2027-01-03') as number)).toBe(true);
    expect(periodeContient(p, jourDepuisIso('2027-01-04') as number)).toBe(false);
    expect(periodeContient(p, jourDepuisIso('2026-12-18') as number)).toBe(false);
  });

  it('entities: a day is marked by the typed periods covering it, not by a period without a type', () => {
    const periodes = [
      { type: 'Jour Férié' as const, nom: 'Noël', dateDebut: '2026-12-25', dateFin: '2026-12-25' },
      { type: 'Vacances Scolaires' as const, nom: 'Noël', dateDebut: '2026-12-19', dateFin: '2027-01-03' },
      { type: '' as const, nom: 'Fermeture', dateDebut: '2026-12-24', dateFin: '2026-12-26' },
    ];
    const noms = (iso: string) =>
      periodesMarquantLeJour(periodes, jourDepuisIso(iso) as number).map((p) => p.type);
    expect(noms('2026-12-25')).toEqual(['Jour Férié', 'Vacances Scolaires']);
    expect(noms('2026-12-24')).toEqual(['Vacances Scolaires']);
    expect(noms('2027-01-04')).toEqual([]);
  });

  it('entities: period schema messages', () => {
    const base = { id: 1, type: '', nom: 'Fermeture', dateDebut: '2026-12-24', dateFin: '2026-12-26' };
    expect(periodeSchema.safeParse(base).success).toBe(true);
    const messages = (v: object) =>
      periodeSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => i.message);
    expect(messages({ dateFin: '2026-12-23' })).toEqual([
      'La date de fin doit être postérieure ou égale à la date de début',
    ]);
    expect(messages({ dateDebut: '24/12/2026' })).toEqual(['Veuillez entrer une date de début']);
    expect(messages({ dateFin: undefined })).toEqual(['Veuillez entrer une date de fin']);
    expect(messages({ nom: '' })).toEqual(['Veuillez entrer le nom de la période']);
    expect(messages({ type: 'Pont' })).toEqual(['Type de période invalide']);
  });

  it('constants, default periods: the seed plus holidays of 2022, 2023 and around today, ids 1..n', () => {
    const periodes = periodesParDefaut(jourDepuisIso('2026-11-22') as number);
    expect(periodes).toHaveLength(VACANCES_SCOLAIRES_ZONE_C.length + 5 * 11);
    expect(periodes.map((p) => p.id)).toEqual(periodes.map((_, i) => i + 1));
    const debuts = periodes.map((p) => p.dateDebut);
    expect(debuts).toEqual([...debuts].sort());
    const later = periodesParDefaut(jourDepuisIso('2030-01-15') as number);
    expect(later.filter((p) => p.type === 'Jour Férié' && p.dateDebut.startsWith('2031'))).toHaveLength(11);
  });
});
