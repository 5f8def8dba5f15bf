// The duty grid answer of one office and its conflicts.
import { describe, expect, it } from 'vitest';
import type { Jour } from '../src/dates.ts';
import { disponibiliteParDefaut } from '../src/disponibilites-dv-api.ts';
import { conflitsGrille, construireGrilleDv } from '../src/disponibilites-dv-grille.ts';
import { DISPO, lignesGrille } from '../src/disponibilites.ts';
import type { Creneau } from '../src/zones-creneaux.ts';
import {
  créneaux,
  dispo,
  DR_A,
  DR_B,
  j,
  LUNDI,
  lignesCha,
  lignesPn,
  medecinA,
  PN,
  secretaire,
  zones,
} from './fixtures-disponibilites-dv.ts';

describe('grid answer', () => {
  const MARDI = j('2026-11-24');
  const jours = [LUNDI, MARDI];
  const now = new Date('2026-11-23T09:00:00Z');
  const stockees = [
    dispo(19, LUNDI, DR_B, DISPO.souhaite, DISPO.confirmeProvisoire),
    dispo(19, LUNDI, DR_A, DISPO.disponible),
    dispo(22, MARDI, DR_A, DISPO.disponible, DISPO.confirmeProvisoire),
  ];

  it('availability: the secretariat sees every examiner per cell, sorted by name, with the effective status and what it may edit', () => {
    const grille = construireGrilleDv({
      bureauId: PN,
      lignes: lignesPn,
      jours,
      disponibilites: stockees,
      appelant: { ...secretaire, nomComplet: 'Sec' },
      examinateurs: [DR_A, DR_B],
      today: LUNDI,
      now,
    });
    expect(grille.lignes.map((l) => `${l.zone.nom} ${l.creneau.nom}`)).toEqual([
      'Secteur Nord Matin',
      'Secteur Sud Matin',
      'Secteur Nord Après-midi',
      'Secteur Sud Après-midi',
      'Secteur Nord Soir',
      'Secteur Sud Soir',
    ]);
    expect(grille).toMatchObject({ bureauId: PN, jours, aujourdhui: LUNDI, examinateurs: [DR_A, DR_B] });
    const cellule = grille.lignes[0]?.cellules[0];
    expect(cellule?.exclu).toBe(false);
    expect(cellule?.disponibilites.map((d) => [d.examinateur.id, d.statut, d.modifiable])).toEqual([
      ['dr-a', 20, true],
      ['dr-b', 40, true],
    ]);
    expect(grille.lignes[1]?.cellules[1]?.disponibilites.map((d) => d.statut)).toEqual([40]);
    expect(grille.conflits.length).toBeGreaterThan(0);
  });

  it('screens: the external secretariat reads the same grid and may edit nothing', () => {
    const grille = construireGrilleDv({
      bureauId: PN,
      lignes: lignesPn,
      jours,
      disponibilites: stockees,
      appelant: { id: 'x', role: 'secretariat-externe', nomComplet: 'Ext' },
      examinateurs: [DR_A, DR_B],
      today: LUNDI,
      now,
    });
    expect(grille.lignes[0]?.cellules[0]?.disponibilites.map((d) => d.modifiable)).toEqual([false, false]);
  });

  it('availability: a doctor sees its own cells only: stored, default (version 0) when none, emptied when ambiguous, none when excluded', () => {
    const grille = construireGrilleDv({
      bureauId: PN,
      lignes: lignesPn,
      jours,
      disponibilites: [...stockees, dispo(20, MARDI, DR_A, 20), dispo(20, MARDI, DR_A, 30)],
      appelant: { ...medecinA, nomComplet: DR_A.nomComplet },
      examinateurs: [DR_A, DR_B],
      today: LUNDI,
      now,
    });
    expect(grille.examinateurs).toEqual([DR_A]);
    expect(grille.conflits).toEqual([]);
    const [nordMatin, sudMatin, nordAprem] = grille.lignes;
    expect(nordMatin?.cellules[0]?.disponibilites).toEqual([
      { ...stockees[1], statut: 20, modifiable: true },
    ]);
    expect(nordMatin?.cellules[1]?.disponibilites).toEqual([
      {
        ...disponibiliteParDefaut({ bureauId: PN, créneauId: 19, date: MARDI, examinateur: DR_A }),
        statut: 10,
        modifiable: true,
      },
    ]);
    // Confirmé ? is shown but not the doctor's to change.
    expect(sudMatin?.cellules[1]?.disponibilites.map((d) => [d.statut, d.modifiable])).toEqual([[40, false]]);
    expect(nordAprem?.cellules[1]).toEqual({ jour: MARDI, exclu: false, disponibilites: [] });
    const chartres = construireGrilleDv({
      bureauId: 'b-cha',
      lignes: lignesCha,
      jours,
      disponibilites: [],
      appelant: { ...medecinA, nomComplet: DR_A.nomComplet },
      examinateurs: [],
      today: LUNDI,
      now,
    });
    // Chartres is open on Tuesdays only (docs/product-rules.md#constants).
    expect(chartres.lignes[0]?.cellules.map((c) => [c.exclu, c.disponibilites.length])).toEqual([
      [true, 0],
      [false, 1],
    ]);
  });
});

describe('conflicts of a grid', () => {
  const lignes = lignesGrille(créneaux, zones, [PN, 'b-cha']);
  // Monday 23 November 2026 at 10:00 in Paris.
  const now = new Date('2026-11-23T09:00:00Z');
  const jours = [LUNDI, LUNDI + 1, LUNDI + 2, LUNDI + 3];
  const tousConfirmes = (jour: Jour) =>
    [19, 20, 21, 22, 23, 24].map((c) => dispo(c, jour, { id: `dr-${c}`, nomComplet: `Dr ${c}` }, 20, 50));

  it('two doctors confirmed in one zone-slot-day', () => {
    const conflits = conflitsGrille({
      lignes,
      jours: [LUNDI + 3],
      disponibilites: [
        dispo(19, LUNDI + 3, DR_A, 20, 40),
        dispo(19, LUNDI + 3, DR_B, 30, 50),
        dispo(19, LUNDI + 3, { id: 'c', nomComplet: 'Dr C' }, 30, 10),
      ],
      now,
    });
    expect(conflits).toEqual([
      {
        type: 'doubleConfirmation',
        créneauId: 19,
        jour: LUNDI + 3,
        examinateurs: ['Dr Alice Martin', 'Dr Bruno Petit'],
        message: 'Plusieurs médecins confirmés : Dr Alice Martin, Dr Bruno Petit',
      },
    ]);
  });

  it('one doctor confirmed in two zones at once (each side reported); back-to-back slots are no conflict', () => {
    const jour = LUNDI + 3;
    const conflits = conflitsGrille({
      lignes,
      jours: [jour, jour + 1],
      disponibilites: [
        dispo(21, jour, DR_A, 20, 50), // Nord Soir 20:00–08:00 (+1)
        dispo(24, jour, DR_A, 20, 40), // Sud Soir, same hours
        dispo(19, jour + 1, DR_A, 20, 50), // Nord Matin of the next day from 08:00: back to back
        dispo(23, jour, DR_A, 30, 10), // only wished: no duty
      ],
      now,
    });
    expect(conflits).toEqual([
      {
        type: 'chevauchement',
        créneauId: 21,
        jour,
        examinateurs: ['Dr Alice Martin'],
        autre: { créneauId: 24, jour },
        message: 'Dr Alice Martin est aussi confirmé en même temps : Secteur Sud Soir',
      },
      {
        type: 'chevauchement',
        créneauId: 24,
        jour,
        examinateurs: ['Dr Alice Martin'],
        autre: { créneauId: 21, jour },
        message: 'Dr Alice Martin est aussi confirmé en même temps : Secteur Nord Soir',
      },
    ]);
  });

  it('a zone-slot within the next 48 hours (or under way) without anyone confirmed; excluded, past and later ones are not flagged', () => {
    const conflits = conflitsGrille({
      lignes,
      jours: [LUNDI - 1, ...jours],
      disponibilites: [
        ...tousConfirmes(LUNDI - 1),
        dispo(22, LUNDI, DR_A, 20, 50),
        dispo(23, LUNDI, DR_B, 20, 40),
        dispo(24, LUNDI, DR_B, 70, 50), // declared finished: nobody on duty any more
        dispo(99, LUNDI, DR_A, 20, 50), // a slot not in the rows: ignored
        dispo(19, LUNDI + 9, DR_A, 20, 50), // a day not in the grid: ignored
      ],
      now,
    });
    const sans = conflits
      .filter((c) => c.type === 'sansConfirme')
      .map((c) => `${c.jour - LUNDI}:${c.créneauId}`)
      .sort();
    // Sunday's slots are over. Monday: Nord Matin (under way), Nord Après-midi, Nord Soir and Sud Soir
    // (Sud Matin confirmed !, Sud Après-midi confirmed ?); Tuesday: all six and Chartres (open on
    // Tuesdays only); Wednesday: the Matin slots start at 08:00, before the 48 hours end at 10:00.
    expect(sans).toEqual(
      [
        '0:19',
        '0:20',
        '0:21',
        '0:24',
        '1:17',
        '1:18',
        '1:19',
        '1:20',
        '1:21',
        '1:22',
        '1:23',
        '1:24',
        '2:19',
        '2:22',
      ].sort(),
    );
    expect(conflits.find((c) => c.type === 'sansConfirme')?.message).toBe(
      'Aucun médecin confirmé dans les prochaines 48 heures',
    );
  });

  it('the 48 hours are real hours across the October DST change (the wall clock gains one)', () => {
    const creneauTest: Creneau = {
      id: 500,
      nom: 'Matin',
      dateDebut: null,
      dateFin: null,
      heureDebut: 570, // 09:30
      heureFin: 720,
      zone: 70,
      jours: 127,
    };
    const lignesTest = lignesGrille([creneauTest], zones, [PN]);
    const flag = (instant: string) =>
      conflitsGrille({
        lignes: lignesTest,
        jours: [j('2026-10-26')],
        disponibilites: [],
        now: new Date(instant),
      }).length;
    // Saturday 24 October 10:00 CEST (08:00Z) + 48 h = Monday 26 October 09:00 CET: 09:30 is beyond.
    expect(flag('2026-10-24T08:00:00Z')).toBe(0);
    // Thirty-one minutes later it is within.
    expect(flag('2026-10-24T08:31:00Z')).toBe(1);
  });
});
