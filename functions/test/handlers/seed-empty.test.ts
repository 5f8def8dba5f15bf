import '../helpers/test-env.ts';
import { describe, expect, it } from 'vitest';
import { listerConfiguration } from '../../src/data/configuration.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('seed-empty');

// The full demo seed writes the patient files too (thousands of items and their five index copies on
// DynamoDB Local): minutes on a busy 2-core machine.
describe('seedDemoData on an empty table (Local runtime)', { timeout: 240_000 }, () => {
  it("money: writes the spec's default configuration built from the three offices (five keys, Argenteuil/Chartres/Paris Nord zones)", async () => {
    await seedDemoData();
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
