import { describe, expect, it } from 'vitest';
import { familleExamen, TYPES_EXAMEN_DEFAUT, typeExamenSchema } from '../src/types-examen.ts';

describe('money: exam types', () => {
  it.each([
    [20, 'Autre', 1000, true],
    [3, 'DCD', 5750, true],
    [16, 'DCD+PS', 9200, true],
    [4, 'DU', 4050, true],
    [10, 'DU sans matériel', 1350, true],
    [8, 'DU+PS', 7500, true],
    [13, 'DU+PS+IN', 5867, true],
    [9, 'EMP', 17280, true],
    [2, 'GaV', 5750, false],
    [6, 'GAV+DU', 9800, false],
    [15, 'GAV+DU+PS', 13250, false],
    [17, 'GAV+ITT', 0, false],
    [7, 'GAV+PS', 9200, false],
    [21, 'GAV+TVA', 5750, true],
    [11, 'IN', 1067, true],
    [24, 'IPM', 14000, false],
    [25, 'IPMp', 18000, false],
    [1, 'ITT', 8050, true],
    [23, 'ITT sans TVA', 8050, false],
    [19, 'ITT+GAV', 0, false],
    [14, 'K90', 37050, true],
    [18, 'PGAV', 4600, false],
    [22, 'PGAV+TVA', 4600, true],
    [5, 'PS', 3450, true],
    [12, 'PS+IN', 4520, true],
  ])('money: type %i %s costs %i cents, VAT %s', (id, nom, tarif, tva) => {
    expect(TYPES_EXAMEN_DEFAUT.find((t) => t.id === id)).toEqual({ id, nom, tarif, tva, notes: '' });
  });

  it('constants: 25 types with unique ids, all valid', () => {
    expect(TYPES_EXAMEN_DEFAUT).toHaveLength(25);
    expect(new Set(TYPES_EXAMEN_DEFAUT.map((t) => t.id)).size).toBe(25);
    for (const t of TYPES_EXAMEN_DEFAUT) expect(typeExamenSchema.safeParse(t).success).toBe(true);
  });

  it('entities: exam type schema messages', () => {
    const bad = typeExamenSchema.safeParse({ id: 1, nom: ' ', tarif: 80.5, tva: 'oui' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nom', "Veuillez entrer le nom du type d'examen"],
      ['tarif', 'Le tarif doit être en centimes'],
      ['tva', 'Veuillez indiquer si la TVA s’applique'],
    ]);
  });

  it('validation: ITT and GaV families read from the start of the name', () => {
    expect(['ITT', 'ITT sans TVA', 'ITT+GAV'].map((nom) => familleExamen({ nom }))).toEqual([
      'ITT',
      'ITT',
      'ITT',
    ]);
    expect(['GaV', 'GAV+ITT', 'PGAV', 'PGAV+TVA', 'gav+du'].map((nom) => familleExamen({ nom }))).toEqual([
      'GaV',
      'GaV',
      'GaV',
      'GaV',
      'GaV',
    ]);
    expect(['DCD', 'IPM', 'K90'].map((nom) => familleExamen({ nom }))).toEqual(['autre', 'autre', 'autre']);
    expect(familleExamen(null)).toBe('autre');
    expect(familleExamen(undefined)).toBe('autre');
  });
});
