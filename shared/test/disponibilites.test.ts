import { describe, expect, it } from 'vitest';
import { jourDepuisIso } from '../src/dates.ts';
import {
  CHOIX_EXAMINATEUR,
  CHOIX_EXAMINATEUR_GARDE,
  choixProposes,
  comparerCreneaux,
  DISPO,
  disponibiliteSchema,
  estModifiable,
  grilleExaminateur,
  jourExclu,
  joursGrille,
  libelleDisponibilite,
  lignesGrille,
  plageCreneau,
  statutEffectif,
  STATUTS_DISPONIBILITE,
  type Disponibilite,
  type StatutDisponibilite,
} from '../src/disponibilites.ts';
import type { Creneau, Zone } from '../src/zones-creneaux.ts';

const LUNDI = jourDepuisIso('2026-11-23') as number;
const TOUS: StatutDisponibilite[] = [0, 10, 20, 30, 40, 50, 70];

describe('availability statuses', () => {
  it.each([
    [0, 'Pas de Séance'],
    [10, 'Non Disponible'],
    [20, 'Disponible'],
    [30, 'Souhaité'],
    [40, 'Confirmé ?'],
    [50, 'Confirmé !'],
    [70, 'Garde Finie'],
  ] as const)('availability: %i %s', (id, nom) => {
    expect(libelleDisponibilite(id)).toBe(nom);
  });

  it('availability: the two examiner choice lists', () => {
    expect(CHOIX_EXAMINATEUR).toEqual([10, 20, 30]);
    expect(CHOIX_EXAMINATEUR_GARDE).toEqual([20, 30, 70]);
    expect(STATUTS_DISPONIBILITE).toHaveLength(7);
  });

  // Every examiner choice x secretariat choice.
  for (const ex of TOUS) {
    for (const sec of TOUS) {
      const attendu = ex === 70 ? 70 : sec === 40 || sec === 50 ? sec : ex;
      it(`availability: effective status of examiner ${ex} / secretariat ${sec} is ${attendu}`, () => {
        expect(statutEffectif({ choixExaminateur: ex, choixSecretariat: sec })).toBe(attendu);
      });

      it(`availability: editability of examiner ${ex} / secretariat ${sec} on days -1..2`, () => {
        const modifiable = [-1, 0, 1, 2].map((ecart) =>
          estModifiable({ choixExaminateur: ex, choixSecretariat: sec, date: LUNDI + ecart }, LUNDI),
        );
        const libre = [10, 20, 30, 70].includes(attendu);
        const fenetre = attendu === 50;
        expect(modifiable).toEqual([libre, libre || fenetre, libre || fenetre, libre]);
      });
    }
  }

  it('availability: which list the examiner picks from (choice)', () => {
    expect(choixProposes({ choixExaminateur: 20, choixSecretariat: 50 })).toBe(CHOIX_EXAMINATEUR_GARDE);
    expect(choixProposes({ choixExaminateur: 70, choixSecretariat: 0 })).toBe(CHOIX_EXAMINATEUR_GARDE);
    expect(choixProposes({ choixExaminateur: 20, choixSecretariat: 40 })).toBe(CHOIX_EXAMINATEUR);
    expect(choixProposes({ choixExaminateur: 10, choixSecretariat: 0 })).toBe(CHOIX_EXAMINATEUR);
  });

  it('entities: availability schema', () => {
    const ok = {
      id: 0,
      créneauId: 1,
      date: LUNDI,
      examinateur: { id: 'u', nomComplet: 'Dr X' },
      choixExaminateur: 20,
      choixSecretariat: 10,
    };
    expect(disponibiliteSchema.safeParse(ok).success).toBe(true);
    const r = disponibiliteSchema.safeParse({ ...ok, créneauId: 0, choixSecretariat: 45, examinateur: null });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Veuillez choisir un créneau',
      "Veuillez choisir l'examinateur",
      'Statut de disponibilité invalide',
    ]);
  });
});

const bureauA = { id: 'a', nom: 'Argenteuil' };
const bureauC = { id: 'c', nom: 'Chartres' };
const zone = (id: number, nom: string, jours: number, bureau: Zone['bureau']): Zone => ({
  id,
  nom,
  jours,
  secteurs: [],
  bureau,
  notes: '',
});
const creneau = (
  id: number,
  nom: string,
  zoneId: number,
  heureDebut = 480,
  v: Partial<Creneau> = {},
): Creneau => ({
  id,
  nom,
  dateDebut: null,
  dateFin: null,
  heureDebut,
  heureFin: heureDebut + 60,
  zone: zoneId,
  jours: 127,
  ...v,
});

describe('availability: slot-day exclusion', () => {
  it('availability: a Tuesday-only zone excludes the other days', () => {
    const mardi = zone(60, 'Chartres', 2, bureauC);
    const c = creneau(1, 'Matin', 60);
    expect(joursGrille(LUNDI, false).map((j) => jourExclu(mardi, c, j))).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('availability: the all-days value 8 (flags 127) never excludes; no day excludes all', () => {
    const c = creneau(1, 'Matin', 1);
    expect(joursGrille(LUNDI, false).some((j) => jourExclu(zone(1, 'z', 127, bureauA), c, j))).toBe(false);
    expect(joursGrille(LUNDI, false).every((j) => jourExclu(zone(1, 'z', 0, bureauA), c, j))).toBe(true);
  });

  it('availability: Thursday alone (flag 8) is not all days', () => {
    const jeudi = zone(1, 'z', 8, bureauA);
    const c = creneau(1, 'Matin', 1);
    expect(joursGrille(LUNDI, false).map((j) => jourExclu(jeudi, c, j))).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('availability: a slot outside its validity dates is excluded (choice)', () => {
    const c = creneau(1, 'Matin', 1, 480, { dateDebut: '2026-11-24', dateFin: '2026-11-25' });
    const z = zone(1, 'z', 127, bureauA);
    expect(joursGrille(LUNDI, false).map((j) => jourExclu(z, c, j))).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('availability, constants: grid rows and windows', () => {
  const zones = [
    zone(1, 'Poissy', 127, bureauA),
    zone(2, '78', 127, bureauA),
    zone(3, 'Chartres', 2, bureauC),
    zone(4, 'Sans bureau', 127, null),
    zone(5, 'Sans jours', 0, bureauA),
  ];
  const creneaux = [
    creneau(1, 'Soir', 1, 1200),
    creneau(2, 'Matin', 1, 600),
    creneau(3, 'Après-midi', 2, 840),
    creneau(4, 'Matin', 2, 480),
    creneau(5, 'Nuit', 2, 0),
    creneau(6, 'Matin', 3, 600),
    creneau(7, 'Matin', 4, 600),
    creneau(8, 'Matin', 5, 600),
    creneau(9, 'Matin', 99, 600),
    creneau(10, 'Garde', 1, 0),
  ];

  it('availability, slot order: Matin, Après-midi, Soir, others; then zone name', () => {
    const lignes = lignesGrille(creneaux, zones, ['a', 'c']);
    expect(lignes.map((l) => `${l.creneau.nom} ${l.zone.nom}`)).toEqual([
      'Matin 78',
      'Matin Chartres',
      'Matin Poissy',
      'Après-midi 78',
      'Soir Poissy',
      'Nuit 78',
      'Garde Poissy',
    ]);
  });

  it('availability: limited to the selected offices, usable zones only', () => {
    expect(lignesGrille(creneaux, zones, ['c']).map((l) => l.creneau.id)).toEqual([6]);
    expect(lignesGrille(creneaux, zones, [])).toEqual([]);
  });

  it('availability: same period and zone: earlier start first, then id', () => {
    const z = { nom: 'z' };
    expect(
      comparerCreneaux(
        { creneau: { id: 2, nom: 'Matin', heureDebut: 480 }, zone: z },
        { creneau: { id: 1, nom: 'Matin', heureDebut: 540 }, zone: z },
      ),
    ).toBeLessThan(0);
    expect(
      comparerCreneaux(
        { creneau: { id: 2, nom: 'Matin', heureDebut: 480 }, zone: z },
        { creneau: { id: 1, nom: 'Matin', heureDebut: 480 }, zone: z },
      ),
    ).toBeGreaterThan(0);
  });

  it('constants: 7 days from the start day, or 1 in single-day mode', () => {
    expect(joursGrille(LUNDI, false)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => LUNDI + i));
    expect(joursGrille(LUNDI, true)).toEqual([LUNDI]);
  });

  it('entities, constants: slots crossing midnight end past 1440', () => {
    expect(plageCreneau({ heureDebut: 1200, heureFin: 1440 })).toEqual({ debut: 1200, fin: 1440 });
    expect(plageCreneau({ heureDebut: 1200, heureFin: 480 })).toEqual({ debut: 1200, fin: 1920 });
    expect(plageCreneau({ heureDebut: 1140, heureFin: 1920 })).toEqual({ debut: 1140, fin: 1920 });
  });
});

describe('availability: grid for one examiner', () => {
  const moi = { id: 'u1', nomComplet: 'Dr Martin' };
  const lignes = lignesGrille(
    [creneau(1, 'Matin', 1), creneau(2, 'Matin', 2)],
    [zone(1, 'A', 127, bureauA), zone(2, 'B', 2, bureauA)],
    ['a'],
  );
  const dispo = (id: number, créneauId: number, date: number, examinateur = moi): Disponibilite => ({
    id,
    créneauId,
    date,
    examinateur,
    choixExaminateur: DISPO.souhaite,
    choixSecretariat: DISPO.confirmeDefinitif,
  });
  const grille = grilleExaminateur({
    lignes,
    jours: joursGrille(LUNDI, false),
    examinateur: moi,
    disponibilites: [
      dispo(11, 1, LUNDI),
      dispo(12, 1, LUNDI + 1),
      dispo(13, 1, LUNDI + 1),
      dispo(14, 1, LUNDI + 2, { id: 'u2', nomComplet: 'Dr Autre' }),
      dispo(15, 2, LUNDI + 1),
    ],
  });

  it('availability: one matching availability is shown', () => {
    expect(grille[0]?.cellules[0]).toEqual({ jour: LUNDI, exclu: false, disponibilite: dispo(11, 1, LUNDI) });
    expect(grille[1]?.cellules[1]).toMatchObject({ exclu: false, disponibilite: { id: 15 } });
  });

  it('availability, several matches: the slot-day is emptied', () => {
    expect(grille[0]?.cellules[1]).toEqual({ jour: LUNDI + 1, exclu: false, disponibilite: null });
  });

  it("availability: none (another examiner's does not count): a default NonDisponible for both choices, id 0", () => {
    expect(grille[0]?.cellules[2]).toEqual({
      jour: LUNDI + 2,
      exclu: false,
      disponibilite: {
        id: 0,
        créneauId: 1,
        date: LUNDI + 2,
        examinateur: moi,
        choixExaminateur: 10,
        choixSecretariat: 10,
      },
    });
  });

  it('availability: excluded slot-days carry no availability', () => {
    expect(grille[1]?.cellules.map((c) => c.exclu)).toEqual([true, false, true, true, true, true, true]);
  });
});
