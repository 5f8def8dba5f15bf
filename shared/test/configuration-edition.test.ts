// Rules of the configuration screens (zones, slots, exam types, periods), from docs/product-rules.md#entities, docs/product-rules.md#statuses, docs/product-rules.md#money.
import { describe, expect, it } from 'vitest';
import {
  ajouterJoursFeries,
  anneeGenerationSchema,
  creneauVisible,
  flagsDesJours,
  joursDesFlags,
  libellePlageHoraire,
  prochainId,
  remplacerElement,
  retirerElement,
  trierCreneaux,
  zoneSaisieSchema,
  zoneVisible,
} from '../src/configuration-edition.ts';
import { configurationParDefaut } from '../src/configuration-defaut.ts';
import type { Periode } from '../src/periodes.ts';
import type { Creneau, Zone } from '../src/zones-creneaux.ts';
import { BUREAUX, TODAY } from './fixtures-configuration.ts';

const zone: Zone = {
  id: 10,
  nom: 'Dépôt',
  jours: 127,
  secteurs: ['sdpo'],
  bureau: { id: 'b-arg', nom: 'Argenteuil' },
  notes: '',
};
const creneau = (id: number, nom: string, zoneId: number, heureDebut: number, heureFin: number): Creneau => ({
  id,
  nom,
  zone: zoneId,
  heureDebut,
  heureFin,
  jours: 127,
  dateDebut: null,
  dateFin: null,
});
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('lists of configuration items', () => {
  it('a new item takes the largest id plus one (1 in an empty list)', () => {
    expect(prochainId([])).toBe(1);
    expect(prochainId([{ id: 3 }, { id: 25 }, { id: 7 }])).toBe(26);
  });

  it('an edited item replaces the one of its id; a new one is added at the end', () => {
    const list = [
      { id: 1, nom: 'a' },
      { id: 2, nom: 'b' },
    ];
    expect(remplacerElement(list, { id: 2, nom: 'B' })).toEqual([
      { id: 1, nom: 'a' },
      { id: 2, nom: 'B' },
    ]);
    expect(remplacerElement(list, { id: 3, nom: 'c' })).toHaveLength(3);
    expect(list[1]).toEqual({ id: 2, nom: 'b' });
  });

  it('a deleted item leaves the list, the others stay in order', () => {
    expect(retirerElement([{ id: 1 }, { id: 2 }, { id: 3 }], 2)).toEqual([{ id: 1 }, { id: 3 }]);
  });
});

describe('entities, zones: weekday flags and the two fields a zone needs', () => {
  it('entities, weekday flags: Monday 1 … Sunday 64, All 127', () => {
    expect(flagsDesJours(127)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(flagsDesJours(2)).toEqual([2]);
    expect(flagsDesJours(0)).toEqual([]);
    expect(joursDesFlags([1, 2, 4, 8, 16, 32, 64])).toBe(127);
    expect(joursDesFlags([2, 64])).toBe(66);
    expect(joursDesFlags([])).toBe(0);
  });

  it('entities: "usable only with both": the form refuses a zone without days or without office, at the field', () => {
    expect(zoneSaisieSchema.safeParse(zone).success).toBe(true);
    expect(issues(zoneSaisieSchema.safeParse({ ...zone, jours: 0, bureau: null }))).toEqual([
      ['jours', 'Veuillez choisir au moins un jour'],
      ['bureau', 'Veuillez choisir un bureau'],
    ]);
  });

  it('only office-visible zones: those of the selected offices, and those without an office', () => {
    expect(zoneVisible(zone, ['b-arg'])).toBe(true);
    expect(zoneVisible(zone, ['b-pn'])).toBe(false);
    expect(zoneVisible({ bureau: null }, [])).toBe(true);
  });
});

describe('entities, availability: slots', () => {
  it("entities: a slot ending at or before its start crosses midnight: '20:00 → 08:00 (+1)'", () => {
    expect(libellePlageHoraire({ heureDebut: 1200, heureFin: 480 })).toBe('20:00 → 08:00 (+1)');
    expect(libellePlageHoraire({ heureDebut: 1140, heureFin: 1920 })).toBe('19:00 → 08:00 (+1)');
    expect(libellePlageHoraire({ heureDebut: 1200, heureFin: 1440 })).toBe('20:00 → 00:00 (+1)');
    expect(libellePlageHoraire({ heureDebut: 480, heureFin: 720 })).toBe('08:00 → 12:00');
  });

  it('availability: slots sort by period (Matin, Après-midi, Soir, others) then zone name', () => {
    const zones = [zone, { ...zone, id: 20, nom: '78' }];
    const sorted = trierCreneaux(
      [
        creneau(1, 'Soir', 10, 1200, 1440),
        creneau(2, 'Nuit', 10, 0, 300),
        creneau(3, 'Matin', 10, 480, 720),
        creneau(4, 'Après-midi', 20, 840, 960),
        creneau(5, 'Matin', 20, 480, 720),
        creneau(6, 'Matin', 99, 480, 720),
      ],
      zones,
    );
    expect(sorted.map((c) => c.id)).toEqual([6, 5, 3, 4, 1, 2]);
  });

  it('only office-visible slots: their zone is visible, or their zone is gone', () => {
    expect(creneauVisible({ zone: 10 }, [zone], ['b-arg'])).toBe(true);
    expect(creneauVisible({ zone: 10 }, [zone], ['b-pn'])).toBe(false);
    expect(creneauVisible({ zone: 99 }, [zone], [])).toBe(true);
  });
});

describe('entities, constants, periods: generating the public holidays of a year', () => {
  it('constants: adds the 11 public holidays of a year with new ids, sorted by date', () => {
    const vacances: Periode = {
      id: 4,
      type: 'Vacances Scolaires',
      nom: 'Vacances de printemps 2027',
      dateDebut: '2027-04-03',
      dateFin: '2027-04-18',
    };
    const { periodes, ajoutes } = ajouterJoursFeries([vacances], 2027);
    expect(ajoutes).toBe(11);
    expect(periodes).toHaveLength(12);
    expect(periodes[0]).toMatchObject({ id: 5, type: 'Jour Férié', dateDebut: '2027-01-01' });
    expect(new Set(periodes.map((p) => p.id)).size).toBe(12);
    const dates = periodes.map((p) => p.dateDebut);
    expect(dates).toEqual([...dates].sort());
    expect(periodes.find((p) => p.dateDebut === '2027-03-29')?.type).toBe('Jour Férié'); // Easter Monday
  });

  it('constants: a second generation of the same year adds nothing (holidays already there are kept)', () => {
    const once = ajouterJoursFeries([], 2027).periodes;
    expect(ajouterJoursFeries(once, 2027)).toEqual({ periodes: once, ajoutes: 0 });
  });

  it('constants: the default periods already hold the current year: generating it adds nothing', () => {
    const defaut = configurationParDefaut(BUREAUX, TODAY).périodesDeTemps;
    expect(ajouterJoursFeries(defaut, 2026).ajoutes).toBe(0);
  });

  it('a generation year is a whole year between 1900 and 2200', () => {
    expect(anneeGenerationSchema.safeParse(2027).success).toBe(true);
    expect(anneeGenerationSchema.safeParse(1800).error?.issues[0]?.message).toBe(
      'Veuillez entrer une année entre 1900 et 2200',
    );
    expect(anneeGenerationSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe(
      'Veuillez entrer une année',
    );
  });
});
