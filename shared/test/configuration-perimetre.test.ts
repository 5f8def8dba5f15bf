// "Who may administer whom" applied to the configuration: an administrator limited to offices
// changes only the zones of its offices and the slots of those zones; the keys common to every office
// (periods, exam types, settings) belong to an administrator without offices.
import { describe, expect, it } from 'vitest';
import {
  cleParBureau,
  memeValeur,
  REFUS_CONFIGURATION,
  refusConfiguration,
} from '../src/configuration-perimetre.ts';

const ARG = { id: 'b-arg', nom: 'Argenteuil' };
const PN = { id: 'b-pn', nom: 'Paris Nord' };
const sansBureau = { role: 'administrateur', bureauIds: [] };
const limite = { role: 'administrateur', bureauIds: [ARG.id] };

const zone = (id: number, bureau: typeof ARG | null, nom = `Zone ${id}`) => ({
  id,
  nom,
  jours: 127,
  secteurs: [],
  bureau,
  notes: '',
});
const ZONES = [zone(10, ARG), zone(70, PN)];
const creneau = (id: number, zoneId: number, heureDebut = 480) => ({
  id,
  nom: 'Matin',
  dateDebut: null,
  dateFin: null,
  heureDebut,
  heureFin: 720,
  zone: zoneId,
  jours: 127,
});
const CRENEAUX = [creneau(1, 10), creneau(2, 70)];

describe('configuration changes of an administrator limited to offices', () => {
  it('an administrator without offices may change any key', () => {
    expect(refusConfiguration(sansBureau, 'typesDExamen', [], [], ZONES)).toBeNull();
    expect(refusConfiguration(sansBureau, 'zones', ZONES, [zone(70, PN, 'Autre')], ZONES)).toBeNull();
  });

  it('zones and slots belong to offices; the other keys are common to every office', () => {
    expect(['zones', 'créneaux'].every((c) => cleParBureau(c as 'zones'))).toBe(true);
    expect(cleParBureau('typesDExamen')).toBe(false);
  });

  it('keys common to every office (periods, exam types, settings) are refused to a limited administrator', () => {
    for (const cle of ['périodesDeTemps', 'typesDExamen', 'réglages'] as const)
      expect(refusConfiguration(limite, cle, [], [], ZONES)).toBe(REFUS_CONFIGURATION.cleCommune);
  });

  it('zones: its own office’s zones may be changed, added and removed', () => {
    const apres = [zone(10, ARG, 'Dépôt renommé'), zone(70, PN), zone(11, ARG)];
    expect(refusConfiguration(limite, 'zones', ZONES, apres, ZONES)).toBeNull();
    expect(refusConfiguration(limite, 'zones', ZONES, [zone(70, PN)], ZONES)).toBeNull();
  });

  it('zones: another office’s zone changed, removed, added, or a zone moved out or without office is refused', () => {
    const refus = REFUS_CONFIGURATION.horsPerimetre;
    expect(refusConfiguration(limite, 'zones', ZONES, [zone(10, ARG), zone(70, PN, 'X')], ZONES)).toBe(refus);
    expect(refusConfiguration(limite, 'zones', ZONES, [zone(10, ARG)], ZONES)).toBe(refus);
    expect(refusConfiguration(limite, 'zones', ZONES, [...ZONES, zone(71, PN)], ZONES)).toBe(refus);
    expect(refusConfiguration(limite, 'zones', ZONES, [zone(10, PN), zone(70, PN)], ZONES)).toBe(refus);
    expect(refusConfiguration(limite, 'zones', ZONES, [...ZONES, zone(12, null)], ZONES)).toBe(refus);
  });

  it('slots belong to the office of their zone', () => {
    const refus = REFUS_CONFIGURATION.horsPerimetre;
    expect(
      refusConfiguration(limite, 'créneaux', CRENEAUX, [creneau(1, 10, 500), creneau(2, 70)], ZONES),
    ).toBeNull();
    expect(
      refusConfiguration(limite, 'créneaux', CRENEAUX, [creneau(1, 10), creneau(2, 70, 500)], ZONES),
    ).toBe(refus);
    expect(refusConfiguration(limite, 'créneaux', CRENEAUX, [creneau(1, 70), creneau(2, 70)], ZONES)).toBe(
      refus,
    );
    expect(refusConfiguration(limite, 'créneaux', CRENEAUX, [...CRENEAUX, creneau(3, 99)], ZONES)).toBe(
      refus,
    );
    const avecZoneSansBureau = [...ZONES, zone(12, null)];
    expect(
      refusConfiguration(limite, 'créneaux', CRENEAUX, [...CRENEAUX, creneau(4, 12)], avecZoneSansBureau),
    ).toBe(refus);
  });

  it('the comparison is structural: key order and undefined keys do not count, arrays differ from objects', () => {
    expect(memeValeur({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(memeValeur({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(memeValeur({ a: 1 }, { a: 2 })).toBe(false);
    expect(memeValeur([1], { 0: 1 })).toBe(false);
    expect(memeValeur([1, 2], [1])).toBe(false);
    expect(memeValeur(null, {})).toBe(false);
    expect(memeValeur('a', 'a')).toBe(true);
  });
});
