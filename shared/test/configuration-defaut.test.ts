import { describe, expect, it } from 'vitest';
import {
  entreesConfigurationParDefaut,
  configurationParDefaut,
  PLAGES_DEFAUT,
  zonesEtCreneauxParDefaut,
} from '../src/configuration-defaut.ts';

import { BUREAUX, TODAY } from './fixtures-configuration.ts';

describe('constants: default zones', () => {
  const { zones } = zonesEtCreneauxParDefaut(BUREAUX);
  const row = (id: number) => zones.find((z) => z.id === id);

  it.each([
    [10, 'Dépôt', 'b-arg', 127],
    [20, '78', 'b-arg', 127],
    [30, '93', 'b-arg', 127],
    [35, '95', 'b-arg', 127],
    [40, 'Poissy', 'b-arg', 127],
    [50, '92 + DD', 'b-arg', 127],
    [60, 'Chartres', 'b-cha', 2],
    [70, 'Secteur Nord', 'b-pn', 127],
    [80, 'Secteur Sud', 'b-pn', 127],
  ])('constants: zone %i %s of office %s on weekdays %i', (id, nom, bureau, jours) => {
    expect(row(id)).toMatchObject({ nom, jours, bureau: { id: bureau } });
  });

  it('constants: nine zones, with their sectors', () => {
    expect(zones).toHaveLength(9);
    expect(Object.fromEntries(zones.map((z) => [z.nom, z.secteurs]))).toEqual({
      Dépôt: ['sdpo'],
      '78': ['s78'],
      '93': ['s93'],
      '95': ['s95'],
      Poissy: ['sPoi'],
      '92 + DD': ['s92', 'sDD'],
      Chartres: [],
      'Secteur Nord': ['sNord'],
      'Secteur Sud': ['sSud'],
    });
  });
});

describe('constants: default slots', () => {
  const { créneaux } = zonesEtCreneauxParDefaut(BUREAUX);
  const slots = (zone: number) =>
    créneaux.filter((c) => c.zone === zone).map((c) => [c.nom, c.heureDebut, c.heureFin]);

  it.each([
    [
      10,
      [
        ['Matin', 480, 720],
        ['Après-midi', 840, 960],
        ['Soir', 1200, 1440],
      ],
    ],
    [
      20,
      [
        ['Matin', 480, 720],
        ['Soir', 1140, 1440],
      ],
    ],
    [
      30,
      [
        ['Matin', 480, 840],
        ['Après-midi', 840, 1140],
        ['Soir', 1140, 1920],
      ],
    ],
    [
      35,
      [
        ['Matin', 480, 720],
        ['Après-midi', 720, 960],
        ['Soir', 960, 1440],
      ],
    ],
    [
      40,
      [
        ['Matin', 600, 720],
        ['Soir', 1200, 1320],
      ],
    ],
    [
      50,
      [
        ['Matin', 540, 720],
        ['Après-midi', 720, 900],
        ['Soir', 1140, 1440],
      ],
    ],
    [
      60,
      [
        ['Matin', 600, 780],
        ['Après-midi', 840, 960],
      ],
    ],
    [
      70,
      [
        ['Matin', 480, 840],
        ['Après-midi', 840, 1200],
        ['Soir', 1200, 1920],
      ],
    ],
    [
      80,
      [
        ['Matin', 480, 840],
        ['Après-midi', 840, 1200],
        ['Soir', 1200, 1920],
      ],
    ],
  ])('constants: slots of zone %i', (zone, expected) => {
    expect(slots(zone)).toEqual(expected);
  });

  it('constants: slots get ids 1..n, their zone weekdays and no validity limit', () => {
    expect(créneaux.map((c) => c.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(créneaux.filter((c) => c.zone === 60).every((c) => c.jours === 2)).toBe(true);
    expect(créneaux.every((c) => c.dateDebut === null && c.dateFin === null)).toBe(true);
  });

  it('constants: the table lists 24 slots over 9 zones', () => {
    expect(Object.values(PLAGES_DEFAUT).flatMap((p) => Object.keys(p))).toHaveLength(24);
  });
});

describe('constants: zones and slots only when the three offices exist', () => {
  it.each([['Paris Nord'], ['Argenteuil'], ['Chartres']])(
    'constants, without %s: no zone and no slot',
    (absent) => {
      const bureaux = BUREAUX.filter((b) => b.nom !== absent);
      expect(zonesEtCreneauxParDefaut(bureaux)).toEqual({ zones: [], créneaux: [] });
    },
  );

  it('constants, without any office: no zone and no slot', () => {
    expect(zonesEtCreneauxParDefaut([])).toEqual({ zones: [], créneaux: [] });
  });

  it('money: office names match without case, accents or spaces; extra offices are ignored', () => {
    const result = zonesEtCreneauxParDefaut([
      { id: 'x', nom: 'Autre' },
      { id: 'a', nom: ' argenteuil ' },
      { id: 'c', nom: 'CHARTRES' },
      { id: 'p', nom: 'Paris Nord' },
    ]);
    expect(result.zones[0]?.bureau).toEqual({ id: 'a', nom: ' argenteuil ' });
    expect(result.créneaux).toHaveLength(24);
  });
});

describe('calls, constants: default configuration', () => {
  it('calls: five entries in key order', () => {
    expect(entreesConfigurationParDefaut(BUREAUX, TODAY).map((e) => e.cle)).toEqual([
      'périodesDeTemps',
      'zones',
      'créneaux',
      'typesDExamen',
      'réglages',
    ]);
  });

  it('money: default settings TVA 20, participation 30, sectors of entities one per line', () => {
    expect(configurationParDefaut(BUREAUX, TODAY).réglages).toEqual({
      montantTVA: 20,
      tauxDeParticipationAuxFrais: 30,
      secteurs: '78\n92\n93\n95\nDD\ndpo\nPoi\nSG\nNord\nSud',
      notes: '',
    });
  });

  it('money: 25 exam types; periods of today’s years', () => {
    const configuration = configurationParDefaut([], TODAY);
    expect(configuration.typesDExamen).toHaveLength(25);
    expect(configuration.zones).toEqual([]);
    const years = new Set(configuration.périodesDeTemps.map((p) => p.dateDebut.slice(0, 4)));
    expect([...years].sort()).toEqual(['2022', '2023', '2025', '2026', '2027']);
  });

  it('constants: today may be given as an instant (its Paris day)', () => {
    const asInstant = configurationParDefaut(BUREAUX, new Date('2026-11-21T23:30:00Z'));
    expect(asInstant).toEqual(configurationParDefaut(BUREAUX, TODAY));
  });
});
