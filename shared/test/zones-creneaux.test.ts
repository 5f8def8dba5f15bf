import { describe, expect, it } from 'vitest';
import { finApresDebut } from '../src/dates.ts';
import { creneauSchema, heureFinEffective, zoneSchema, zoneUtilisable } from '../src/zones-creneaux.ts';

const zone = {
  id: 10,
  nom: 'Dépôt',
  jours: 127,
  secteurs: ['sdpo'],
  bureau: { id: 'a', nom: 'Argenteuil' },
  notes: '',
};
const creneau = {
  id: 1,
  nom: 'Soir',
  dateDebut: null,
  dateFin: null,
  heureDebut: 1200,
  heureFin: 1440,
  zone: 10,
  jours: 127,
};
const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('entities: zones', () => {
  it('entities: a zone is usable only with both jours and bureau', () => {
    expect(zoneUtilisable(zone)).toBe(true);
    expect(zoneUtilisable({ ...zone, jours: 0 })).toBe(false);
    expect(zoneUtilisable({ ...zone, bureau: null })).toBe(false);
  });

  it('entities: zone schema messages', () => {
    expect(zoneSchema.safeParse(zone).success).toBe(true);
    expect(messages(zoneSchema.safeParse({ ...zone, nom: ' ', secteurs: ['x'] }))).toEqual([
      ['nom', 'Veuillez entrer le nom de la zone'],
      ['secteurs.0', 'Secteur de zone invalide'],
    ]);
  });
});

describe('entities: slots', () => {
  it('entities: an end at or before the start crosses midnight: +1440', () => {
    expect(heureFinEffective({ heureDebut: 1200, heureFin: 120 })).toBe(1560);
    expect(heureFinEffective({ heureDebut: 480, heureFin: 480 })).toBe(1920);
    expect(heureFinEffective({ heureDebut: 1140, heureFin: 1920 })).toBe(1920);
    expect(heureFinEffective({ heureDebut: 480, heureFin: 720 })).toBe(720);
  });

  it('entities, slot schema: hours and dates', () => {
    expect(creneauSchema.safeParse(creneau).success).toBe(true);
    expect(creneauSchema.safeParse({ ...creneau, heureFin: 1920 }).success).toBe(true);
    expect(
      messages(creneauSchema.safeParse({ ...creneau, heureDebut: 1440, heureFin: 2881, zone: 0 })),
    ).toEqual([
      ['heureDebut', 'Veuillez entrer une heure de début'],
      ['heureFin', 'Veuillez entrer une heure de fin'],
      ['zone', 'Veuillez choisir une zone'],
    ]);
    expect(
      messages(creneauSchema.safeParse({ ...creneau, dateDebut: '2026-12-01', dateFin: '2026-11-01' })),
    ).toEqual([['dateFin', 'La date de fin doit être postérieure ou égale à la date de début']]);
    expect(messages(creneauSchema.safeParse({ ...creneau, dateDebut: '01/12/2026' }))).toEqual([
      ['dateDebut', 'Veuillez entrer une date de début valide'],
    ]);
  });

  it('date order check ignores missing or malformed dates', () => {
    expect(finApresDebut(null, '2026-01-01')).toBe(true);
    expect(finApresDebut('2026-01-02', undefined)).toBe(true);
    expect(finApresDebut('2026-01-02', '2026-01-02')).toBe(true);
    expect(finApresDebut('2026-01-02', '2026-01-01')).toBe(false);
  });
});
