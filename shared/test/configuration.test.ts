import { describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut, configurationParDefaut } from '../src/configuration-defaut.ts';
import {
  CONFIGURATION_KEYS,
  type ConfigurationEntry,
  configurationEntrySchema,
  configurationPatchSchema,
  lireReponsePatch,
  MESSAGES_CONFIGURATION,
  planifierInitialisation,
  remplacerDansCache,
  validerConfiguration,
  validerEntreeConfiguration,
} from '../src/configuration.ts';

import { BUREAUX, TODAY } from './fixtures-configuration.ts';
const entries = () => entreesConfigurationParDefaut(BUREAUX, TODAY);

describe('entities: configuration keys', () => {
  it('entities: the five known keys', () => {
    expect(CONFIGURATION_KEYS).toEqual(['périodesDeTemps', 'zones', 'créneaux', 'typesDExamen', 'réglages']);
  });

  it('entities: every default entry passes the {cle, valeur} schema', () => {
    for (const entry of entries()) expect(configurationEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('entities: an unknown key fails the entry schema with Configuration Invalide', () => {
    const result = configurationEntrySchema.safeParse({ cle: 'autre', valeur: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Configuration Invalide');
  });

  it('calls, PATCH body: cle must be known', () => {
    expect(configurationPatchSchema.safeParse({ cle: 'zones', valeur: [] }).success).toBe(true);
    expect(configurationPatchSchema.safeParse({ cle: 'x', valeur: [] }).error?.issues[0]?.message).toBe(
      'Configuration Invalide',
    );
  });
});

describe('settings messages', () => {
  const reglages = { montantTVA: 20, tauxDeParticipationAuxFrais: 30, secteurs: '78\n92', notes: '' };

  it('settings: montantTVA not a number: Réglages: TVA invalide, field réglages.montantTVA', () => {
    expect(validerEntreeConfiguration('réglages', { ...reglages, montantTVA: 'abc' })).toEqual({
      ok: false,
      message: 'Réglages: TVA invalide',
      field: 'réglages.montantTVA',
    });
  });

  it('settings: tauxDeParticipationAuxFrais not a number: its message', () => {
    expect(
      validerEntreeConfiguration('réglages', { ...reglages, tauxDeParticipationAuxFrais: undefined }),
    ).toEqual({
      ok: false,
      message: 'Réglages: Taux de participation aux frais invalide',
      field: 'réglages.tauxDeParticipationAuxFrais',
    });
  });

  it('settings: numbers typed as text are read as numbers', () => {
    expect(validerEntreeConfiguration('réglages', { ...reglages, montantTVA: '5,5' })).toEqual({
      ok: true,
      valeur: { ...reglages, montantTVA: 5.5 },
    });
  });

  it('settings: a value of another key is checked against that key', () => {
    const result = validerEntreeConfiguration('zones', [
      { id: 1, nom: '', jours: 127, secteurs: [], bureau: null },
    ]);
    expect(result).toEqual({ ok: false, message: 'Veuillez entrer le nom de la zone', field: 'zones.0.nom' });
  });

  it('settings, an unknown key: Configuration Invalide on cle', () => {
    expect(validerEntreeConfiguration('inconnue', [])).toEqual({
      ok: false,
      message: 'Configuration Invalide',
      field: 'cle',
    });
  });

  it('settings: list values must have unique ids', () => {
    const types = configurationParDefaut(BUREAUX, TODAY).typesDExamen;
    const result = validerEntreeConfiguration('typesDExamen', [...types, types[0]]);
    expect(result).toMatchObject({ ok: false, message: "Deux types d'examen ont le même identifiant" });
  });

  it('settings: a list value that is not a list: Configuration Invalide', () => {
    expect(validerEntreeConfiguration('créneaux', 'x')).toMatchObject({
      ok: false,
      message: 'Configuration Invalide',
    });
  });
});

describe('settings: whole configuration', () => {
  it('settings: the default configuration is valid', () => {
    const result = validerConfiguration(entries());
    expect(result.ok).toBe(true);
  });

  it('settings: not a list, or fewer or more entries than keys: Configuration Invalide', () => {
    const invalid = { ok: false, message: 'Configuration Invalide', field: 'configuration' };
    expect(validerConfiguration(null)).toEqual(invalid);
    expect(validerConfiguration(entries().slice(1))).toEqual(invalid);
    expect(validerConfiguration([...entries(), entries()[0]])).toEqual(invalid);
  });

  it('settings: five entries but a value missing (or a key twice): Configuration Invalide', () => {
    const list = entries();
    const withNull = list.map((e) => (e.cle === 'zones' ? { ...e, valeur: null } : e));
    expect(validerConfiguration(withNull)).toMatchObject({ message: 'Configuration Invalide' });
    const twice = [list[0], ...list.slice(0, 4)];
    expect(validerConfiguration(twice)).toMatchObject({ message: 'Configuration Invalide' });
    expect(validerConfiguration([null, ...list.slice(1)])).toMatchObject({
      message: 'Configuration Invalide',
    });
  });

  it('settings: a present but invalid value reports its own message', () => {
    const list = entries().map((e) =>
      e.cle === 'réglages' ? { ...e, valeur: { ...e.valeur, montantTVA: 'vingt' } } : e,
    );
    expect(validerConfiguration(list)).toEqual({
      ok: false,
      message: 'Réglages: TVA invalide',
      field: 'réglages.montantTVA',
    });
  });
});

describe('calls, errors: configuration calls and cache', () => {
  it('calls: a missing PATCH answer: Configuration Unavailable', () => {
    expect(lireReponsePatch(undefined)).toMatchObject({ ok: false, message: 'Configuration Unavailable' });
    expect(lireReponsePatch(null)).toMatchObject({ ok: false, message: 'Configuration Unavailable' });
  });

  it('calls: a PATCH answer {cle, valeur} is validated', () => {
    const valeur = configurationParDefaut(BUREAUX, TODAY).réglages;
    expect(lireReponsePatch({ cle: 'réglages', valeur })).toEqual({
      ok: true,
      valeur: { cle: 'réglages', valeur },
    });
    expect(lireReponsePatch({ cle: 'x', valeur })).toMatchObject({
      ok: false,
      message: 'Configuration Invalide',
    });
  });

  it('statuses: after an update only the updated key of the cache is replaced', () => {
    const cache = entries().map((e) => ({ ...e, version: 3 }));
    const next = remplacerDansCache(cache, { cle: 'zones', valeur: [], version: 4 });
    expect(next.find((e) => e.cle === 'zones')).toEqual({ cle: 'zones', valeur: [], version: 4 });
    expect(next.filter((e) => e.cle !== 'zones')).toEqual(cache.filter((e) => e.cle !== 'zones'));
    expect(next.map((e) => e.cle)).toEqual(cache.map((e) => e.cle));
    expect(cache.find((e) => e.cle === 'zones')?.valeur).toHaveLength(9);
  });

  it('statuses: an updated key missing from the cache is added to it', () => {
    const cache: ConfigurationEntry[] = entries().filter((e) => e.cle !== 'zones');
    const next = remplacerDansCache(cache, { cle: 'zones', valeur: [] });
    expect(next).toEqual([...cache, { cle: 'zones', valeur: [] }]);
  });

  it('calls, errors, initialisation: empty list seeds from the offices, or cannot without them', () => {
    expect(planifierInitialisation([], true)).toEqual({ kind: 'initialiser' });
    expect(planifierInitialisation([], false)).toEqual({
      kind: 'refusé',
      message: 'Configuration impossible à initialiser',
    });
  });

  it('calls, errors, initialisation: a stored configuration is used when valid, else Configuration Invalide', () => {
    const result = planifierInitialisation(entries(), false);
    expect(result.kind).toBe('utiliser');
    expect(planifierInitialisation(entries().slice(2), true)).toEqual({
      kind: 'refusé',
      message: 'Configuration Invalide',
    });
  });

  it('errors: every configuration message verbatim', () => {
    expect(MESSAGES_CONFIGURATION).toEqual({
      tvaInvalide: 'Réglages: TVA invalide',
      tauxInvalide: 'Réglages: Taux de participation aux frais invalide',
      reglagesInvalides: 'Réglages invalides',
      configurationInvalide: 'Configuration Invalide',
      impossibleAInitialiser: 'Configuration impossible à initialiser',
      indisponible: 'Configuration Unavailable',
    });
  });
});
