import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITES,
  GRILLE_TOUS_LES_JOURS,
  JOURS,
  joursDesJoursIso,
  libelleJours,
  joursSchema,
  listeGrilleDesJours,
  LIEU,
  LIEUX,
  lieuSchema,
  MOTIFS_NON_VISITE,
  SECTEURS,
  SEXES,
  ZONE_SECTEURS,
  zoneSecteurSchema,
} from '../src/enums.ts';

describe('entities: enumerations', () => {
  it('entities: appointment kind ids', () => {
    expect(LIEUX.map((l) => l.id)).toEqual([0, 10, 20, 30]);
    expect(LIEU).toEqual({
      nonPrecise: 0,
      rendezVousMedecin: 10,
      rendezVousPsychologue: 20,
      demandeDeVisite: 30,
    });
    expect(lieuSchema.safeParse(30).success).toBe(true);
    expect(lieuSchema.safeParse(15).error?.issues[0]?.message).toBe(
      'Veuillez choisir le type de rendez-vous',
    );
  });

  it('entities: sex, compatibility, reason for no visit, sectors', () => {
    expect(SEXES).toEqual(['', 'Homme', 'Femme']);
    expect(COMPATIBILITES).toEqual(['', 'Compatible', 'Non compatible', 'Refus']);
    expect(MOTIFS_NON_VISITE).toEqual(['', 'Absent', 'Annulé', 'Médecin Suivant']);
    expect(SECTEURS).toEqual(['', '78', '92', '93', '95', 'DD', 'dpo', 'Poi', 'SG', 'Nord', 'Sud']);
  });

  it('entities: zone sector enumeration', () => {
    expect(ZONE_SECTEURS.map((s) => s.code)).toEqual([
      'sdpo',
      's78',
      's93',
      's95',
      'sPoi',
      's92',
      'sDD',
      'sNord',
      'sSud',
    ]);
    expect(zoneSecteurSchema.safeParse('sNord').success).toBe(true);
    expect(zoneSecteurSchema.safeParse('nord').error?.issues[0]?.message).toBe('Secteur de zone invalide');
  });
});

describe('entities: weekday flags', () => {
  it('entities: Monday 1 ... Sunday 64', () => {
    expect(JOURS.map((j) => j.flag)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(joursDesJoursIso([1, 2, 3, 4, 5, 6, 7])).toBe(127);
    expect(joursDesJoursIso([2])).toBe(2);
  });

  it('entities, grid list conversion: none gives 0, All gives 8, others their ISO weekdays', () => {
    expect(listeGrilleDesJours(0)).toEqual([0]);
    expect(listeGrilleDesJours(127)).toEqual([GRILLE_TOUS_LES_JOURS]);
    expect(listeGrilleDesJours(8)).toEqual([4]);
    expect(listeGrilleDesJours(2 | 64)).toEqual([2, 7]);
  });

  it('entities: list conversion round-trips any partial set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 126 }), (flags) => {
        expect(joursDesJoursIso(listeGrilleDesJours(flags))).toBe(flags);
      }),
    );
  });

  it('entities: labels and schema', () => {
    expect(libelleJours(0)).toBe('Aucun jour');
    expect(libelleJours(127)).toBe('Tous les jours');
    expect(libelleJours(1 | 16)).toBe('Lundi, Vendredi');
    expect(joursSchema.safeParse(128).error?.issues[0]?.message).toBe('Veuillez choisir les jours');
    expect(joursSchema.safeParse(-1).success).toBe(false);
    expect(joursSchema.safeParse(2).success).toBe(true);
  });
});
