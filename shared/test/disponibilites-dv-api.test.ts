// Issue 10 duty grid: the contract, who may set what (spec §4 §6), the grid answer and its conflicts.
import { describe, expect, it } from 'vitest';
import { zonesEtCreneauxParDefaut } from '../src/configuration-defaut.ts';
import { jourDepuisIso, jourParis, type Jour } from '../src/dates.ts';
import {
  CHOIX_SECRETARIAT,
  conflitsGrille,
  construireGrilleDv,
  disponibiliteParDefaut,
  estConfirme,
  filtreGrilleDvSchema,
  modificationDisponibiliteDvSchema,
  refusModificationDv,
  type Appelant,
  type DisponibiliteDvStockee,
} from '../src/disponibilites-dv-api.ts';
import { DISPO, lignesGrille, type StatutDisponibilite } from '../src/disponibilites.ts';
import type { Creneau } from '../src/zones-creneaux.ts';
import { BUREAUX } from './fixtures-configuration.ts';

const j = (iso: string) => jourDepuisIso(iso) as Jour;
const LUNDI = j('2026-11-23');
const { zones, créneaux } = zonesEtCreneauxParDefaut(BUREAUX);
// Default slot ids (spec §9 order): Paris Nord Secteur Nord 19 Matin, 20 Après-midi, 21 Soir (20:00–08:00);
// Secteur Sud 22, 23, 24; Chartres (Tuesday only) 17 Matin, 18 Après-midi.
const PN = 'b-pn';
const lignesPn = lignesGrille(créneaux, zones, [PN]);
const lignesCha = lignesGrille(créneaux, zones, ['b-cha']);
const DR_A = { id: 'dr-a', nomComplet: 'Dr Alice Martin' };
const DR_B = { id: 'dr-b', nomComplet: 'Dr Bruno Petit' };
const medecinA: Appelant = { id: DR_A.id, role: 'medecin' };
const secretaire: Appelant = { id: 'sec', role: 'secretariat' };

function dispo(
  créneauId: number,
  date: Jour,
  examinateur: { id: string; nomComplet: string },
  choixExaminateur: StatutDisponibilite,
  choixSecretariat: StatutDisponibilite = DISPO.nonDisponible,
): DisponibiliteDvStockee {
  return {
    bureauId: PN,
    créneauId,
    date,
    examinateur,
    choixExaminateur,
    choixSecretariat,
    version: 1,
    modifieLe: '2026-11-20T10:00:00.000Z',
  };
}

describe('issue 10 contract', () => {
  it('GET filter: du required as a real day, jours 7 by default, 1 or 7 only', () => {
    expect(filtreGrilleDvSchema.parse({ du: '2026-11-23' })).toEqual({ du: '2026-11-23', jours: 7 });
    expect(filtreGrilleDvSchema.parse({ du: '2026-11-23', jours: '1', examinateur: 'x' }).jours).toBe(1);
    const r = filtreGrilleDvSchema.safeParse({ du: '2026-02-30', jours: '3' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Veuillez entrer la date de début',
      'Nombre de jours invalide (1 ou 7)',
    ]);
  });

  it('PUT body: one of the two choices, a known status, version 0 by default (creation)', () => {
    expect(modificationDisponibiliteDvSchema.parse({ choixExaminateur: 20 })).toEqual({
      choixExaminateur: 20,
      version: 0,
    });
    expect(modificationDisponibiliteDvSchema.safeParse({ version: 3 }).error?.issues[0]).toMatchObject({
      path: ['choixExaminateur'],
      message: 'Veuillez choisir une disponibilité',
    });
    expect(
      modificationDisponibiliteDvSchema.safeParse({ choixSecretariat: 45 }).error?.issues[0]?.message,
    ).toBe('Statut de disponibilité invalide');
    expect(
      modificationDisponibiliteDvSchema.safeParse({ choixSecretariat: 40, version: -1 }).error?.issues[0]
        ?.message,
    ).toBe('Version invalide');
  });

  it('§4 default of an unwritten cell: NonDisponible for both choices, version 0', () => {
    expect(disponibiliteParDefaut({ bureauId: PN, créneauId: 19, date: LUNDI, examinateur: DR_A })).toEqual({
      bureauId: PN,
      créneauId: 19,
      date: LUNDI,
      examinateur: DR_A,
      choixExaminateur: 10,
      choixSecretariat: 10,
      version: 0,
      modifieLe: '',
    });
    expect(CHOIX_SECRETARIAT).toEqual([40, 50, 10]);
  });

  it('a doctor is on duty when confirmed (Confirmé ? or Confirmé !), not when it declared the duty finished', () => {
    expect(estConfirme({ choixExaminateur: 20, choixSecretariat: 40 })).toBe(true);
    expect(estConfirme({ choixExaminateur: 10, choixSecretariat: 50 })).toBe(true);
    expect(estConfirme({ choixExaminateur: 70, choixSecretariat: 50 })).toBe(false);
    expect(estConfirme({ choixExaminateur: 30, choixSecretariat: 10 })).toBe(false);
  });
});

describe('issue 10 who may set what (§4 §6)', () => {
  const base = { exclu: false, today: LUNDI };
  const cellule = (
    choixExaminateur: StatutDisponibilite,
    choixSecretariat: StatutDisponibilite,
    date = LUNDI,
  ) => ({
    examinateur: DR_A,
    date,
    choixExaminateur,
    choixSecretariat,
  });

  it('§6 psychologists and users without a role have no duty grid; the external secretariat only reads it', () => {
    for (const role of ['psychologue', 'aucun'] as const) {
      expect(
        refusModificationDv({
          ...base,
          appelant: { id: 'p', role },
          actuelle: cellule(10, 10),
          demande: { choixExaminateur: 20 },
        }),
      ).toEqual({
        statut: 403,
        message: 'Seuls les médecins et le secrétariat utilisent la grille des gardes',
      });
    }
    expect(
      refusModificationDv({
        ...base,
        appelant: { id: 'x', role: 'secretariat-externe' },
        actuelle: cellule(20, 10),
        demande: { choixSecretariat: 40 },
      }),
    ).toEqual({
      statut: 403,
      message: 'Le secrétariat externe consulte la grille des gardes sans la modifier',
    });
  });

  it("issue 10: a doctor may not edit another examiner's cell (403)", () => {
    expect(
      refusModificationDv({
        ...base,
        appelant: { id: DR_B.id, role: 'medecin' },
        actuelle: cellule(10, 10),
        demande: { choixExaminateur: 20 },
      }),
    ).toEqual({ statut: 403, message: 'Vous ne pouvez modifier que vos propres disponibilités' });
  });

  it('§4 an excluded slot-day is written by nobody', () => {
    for (const [appelant, demande] of [
      [medecinA, { choixExaminateur: 20 }],
      [secretaire, { choixSecretariat: 40 }],
    ] as const) {
      expect(
        refusModificationDv({ ...base, exclu: true, appelant, actuelle: cellule(10, 10), demande }),
      ).toEqual({
        statut: 400,
        champ: 'jour',
        message: "Ce créneau n'est pas ouvert ce jour-là",
      });
    }
  });

  it('§4 the doctor picks among the proposed list while the cell is editable', () => {
    const refus = (c: ReturnType<typeof cellule>, choix: StatutDisponibilite) =>
      refusModificationDv({ ...base, appelant: medecinA, actuelle: c, demande: { choixExaminateur: choix } });
    // Free cells: the three examiner choices.
    for (const choix of [10, 20, 30] as const) expect(refus(cellule(10, 10), choix)).toBeNull();
    expect(refus(cellule(20, 10), 70)).toEqual({
      statut: 400,
      champ: 'choixExaminateur',
      message: "Ce choix n'est pas proposé pour ce créneau",
    });
    expect(refus(cellule(20, 10), 40)?.message).toBe("Ce choix n'est pas proposé pour ce créneau");
    // Confirmé ? is never the doctor's to change.
    expect(refus(cellule(20, 40), 10)).toEqual({
      statut: 400,
      champ: 'choixExaminateur',
      message: "Cette disponibilité n'est plus modifiable",
    });
    // Confirmé ! today or tomorrow: Disponible, Souhaité or Garde Finie; not Non Disponible.
    expect(refus(cellule(20, 50, LUNDI + 1), 70)).toBeNull();
    expect(refus(cellule(20, 50, LUNDI), 30)).toBeNull();
    expect(refus(cellule(20, 50, LUNDI), 10)?.message).toBe("Ce choix n'est pas proposé pour ce créneau");
    // Confirmé ! the day after tomorrow, or yesterday: locked.
    expect(refus(cellule(20, 50, LUNDI + 2), 70)?.message).toBe("Cette disponibilité n'est plus modifiable");
    expect(refus(cellule(20, 50, LUNDI - 1), 70)?.message).toBe("Cette disponibilité n'est plus modifiable");
    // Garde Finie stays editable (back to Disponible).
    expect(refus(cellule(70, 50, LUNDI + 5), 20)).toBeNull();
  });

  it('§4 the doctor never sets the secretariat choice', () => {
    expect(
      refusModificationDv({
        ...base,
        appelant: medecinA,
        actuelle: cellule(20, 10),
        demande: { choixSecretariat: 40 },
      }),
    ).toEqual({ statut: 403, champ: 'choixSecretariat', message: 'Seul le secrétariat confirme une garde' });
  });

  it("§4 the secretariat confirms (Confirmé ?, Confirmé !) or clears, on today or later, never the doctor's choice", () => {
    const refus = (
      c: ReturnType<typeof cellule>,
      demande: { choixExaminateur?: StatutDisponibilite; choixSecretariat?: StatutDisponibilite },
      role: Appelant['role'] = 'secretariat',
    ) => refusModificationDv({ ...base, appelant: { id: 's', role }, actuelle: c, demande });
    expect(refus(cellule(20, 10), { choixSecretariat: 40 })).toBeNull();
    expect(refus(cellule(20, 40), { choixSecretariat: 50 }, 'administrateur')).toBeNull();
    expect(refus(cellule(30, 50, LUNDI + 9), { choixSecretariat: 10 })).toBeNull();
    // Confirmed while the doctor said nothing: allowed (the screen shows the doctor's choice).
    expect(refus(cellule(10, 10), { choixSecretariat: 50 })).toBeNull();
    expect(refus(cellule(20, 10), { choixExaminateur: 30 })).toEqual({
      statut: 403,
      champ: 'choixExaminateur',
      message: "Seul l'examinateur choisit sa disponibilité",
    });
    const invalide = {
      statut: 400,
      champ: 'choixSecretariat',
      message:
        'Le secrétariat confirme (Confirmé ? ou Confirmé !) ou retire sa confirmation (Non Disponible)',
    };
    expect(refus(cellule(20, 10), { choixSecretariat: 20 })).toEqual(invalide);
    expect(refus(cellule(20, 10), {})).toEqual(invalide);
    expect(refus(cellule(20, 40, LUNDI - 1), { choixSecretariat: 50 })).toEqual({
      statut: 400,
      champ: 'jour',
      message: "Une garde passée n'est plus modifiable",
    });
    expect(refus(cellule(70, 50), { choixSecretariat: 10 })).toEqual({
      statut: 400,
      champ: 'choixSecretariat',
      message: 'Cette garde est déclarée finie',
    });
  });

  it('§4 §9 today/tomorrow window is the Paris day: one minute before and at midnight Paris', () => {
    const confirme = cellule(20, 50, j('2026-11-25'));
    const peut = (instant: string) =>
      refusModificationDv({
        ...base,
        today: jourParis(new Date(instant)),
        appelant: medecinA,
        actuelle: confirme,
        demande: { choixExaminateur: 70 },
      }) === null;
    // 23:59 in Paris on the 23rd (22:59Z): the 25th is the day after tomorrow.
    expect(peut('2026-11-23T22:59:00Z')).toBe(false);
    // 00:00 in Paris on the 24th, still the 23rd in UTC: the 25th is tomorrow.
    expect(peut('2026-11-23T23:00:00Z')).toBe(true);
  });

  it('§4 the window on the October DST change day (25 hours long, 2026-10-25)', () => {
    const confirme = cellule(20, 50, j('2026-10-26'));
    const peut = (instant: string) =>
      refusModificationDv({
        ...base,
        today: jourParis(new Date(instant)),
        appelant: medecinA,
        actuelle: confirme,
        demande: { choixExaminateur: 70 },
      }) === null;
    expect(peut('2026-10-24T21:59:00Z')).toBe(false); // 23:59 CEST on the 24th
    expect(peut('2026-10-24T22:00:00Z')).toBe(true); // 00:00 CEST on the 25th
    expect(peut('2026-10-25T22:59:00Z')).toBe(true); // 23:59 CET, still the 25th
    // The day after: the 26th is today until 23:59 CET, then yesterday.
    expect(peut('2026-10-26T22:59:00Z')).toBe(true);
    expect(peut('2026-10-26T23:00:00Z')).toBe(false);
  });

  it('§4 the window on the March DST change day (23 hours long, 2026-03-29)', () => {
    const confirme = cellule(20, 50, j('2026-03-30'));
    const today = (instant: string) => jourParis(new Date(instant));
    const peut = (instant: string) =>
      refusModificationDv({
        ...base,
        today: today(instant),
        appelant: medecinA,
        actuelle: confirme,
        demande: { choixExaminateur: 70 },
      }) === null;
    expect(peut('2026-03-27T22:59:00Z')).toBe(false); // 23:59 CET on the 27th
    expect(peut('2026-03-27T23:00:00Z')).toBe(false); // 00:00 on the 28th: the 30th is two days ahead
    expect(peut('2026-03-28T23:00:00Z')).toBe(true); // 00:00 CET on the 29th
    expect(today('2026-03-29T21:59:00Z')).toBe(j('2026-03-29')); // 23:59 CEST
    expect(peut('2026-03-29T22:00:00Z')).toBe(true); // 00:00 CEST on the 30th
  });
});

describe('issue 10 grid answer', () => {
  const MARDI = j('2026-11-24');
  const jours = [LUNDI, MARDI];
  const now = new Date('2026-11-23T09:00:00Z');
  const stockees = [
    dispo(19, LUNDI, DR_B, DISPO.souhaite, DISPO.confirmeProvisoire),
    dispo(19, LUNDI, DR_A, DISPO.disponible),
    dispo(22, MARDI, DR_A, DISPO.disponible, DISPO.confirmeProvisoire),
  ];

  it('§4 the secretariat sees every examiner per cell, sorted by name, with the effective status and what it may edit', () => {
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

  it('§2 the external secretariat reads the same grid and may edit nothing', () => {
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

  it('§4 a doctor sees its own cells only: stored, default (version 0) when none, emptied when ambiguous, none when excluded', () => {
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
    // Chartres is open on Tuesdays only (spec §9).
    expect(chartres.lignes[0]?.cellules.map((c) => [c.exclu, c.disponibilites.length])).toEqual([
      [true, 0],
      [false, 1],
    ]);
  });
});

describe('issue 10 conflicts of a grid', () => {
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
