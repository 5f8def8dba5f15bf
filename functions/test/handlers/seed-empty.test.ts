import '../helpers/test-env.ts';
import { describe, expect, it } from 'vitest';
import { listerConfiguration } from '../../src/data/configuration.ts';
import { seedDemoReferentiel } from '../../src/seed/seed.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('seed-empty');

// The reference part of the seed (the whole seed on an empty table, patient files included, is
// seed-dossiers.test.ts's).
describe('seedDemoReferentiel on an empty table (Local runtime)', { timeout: 120_000 }, () => {
  it("money: writes the spec's default configuration built from the three offices (five keys, Argenteuil/Chartres/Paris Nord zones)", async () => {
    await seedDemoReferentiel();
    const entries = await listerConfiguration();
    expect(entries.map((e) => e.cle).sort()).toEqual([
      'créneaux',
      'périodesDeTemps',
      'réglages',
      'typesDExamen',
      'zones',
    ]);
    const zones = entries.find((e) => e.cle === 'zones')!.valeur as { nom: string; bureau: unknown }[];
    expect(zones.length).toBeGreaterThanOrEqual(9);
    const reglages = entries.find((e) => e.cle === 'réglages')!.valeur;
    expect(reglages).toMatchObject({ montantTVA: 20, tauxDeParticipationAuxFrais: 30 });
  });
});
