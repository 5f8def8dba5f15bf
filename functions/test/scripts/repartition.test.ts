// `npm run repartition -- --bureau <id> --date AAAA-MM-JJ` runs the scheduled handler's own
// computation for any date, against the table of the environment (here the test table).
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { jourDepuisIso } from '@umj/shared/dates';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { lireRepartition } from '../../src/data/repartitions.ts';
import { lireArguments, main } from '../../src/scripts/repartition.ts';
import { createTestBureau } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('script-repartition');

let bureau: { id: string; nom: string };

beforeAll(async () => {
  bureau = await createTestBureau('Argenteuil');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureau], now), now);
});

describe('npm run repartition', () => {
  it('reads --bureau (repeatable) and --date; without --date it takes the day before today in Paris', () => {
    expect(lireArguments(['--bureau', 'a', '--bureau', 'b', '--date', '2026-03-10'], new Date())).toEqual({
      bureauIds: ['a', 'b'],
      jour: jourDepuisIso('2026-03-10'),
    });
    // 2026-03-11 00:30 in Paris (UTC+1) is still the 10th in UTC: the day before is the 10th.
    expect(lireArguments([], new Date('2026-03-10T23:30:00Z'))).toEqual({
      jour: jourDepuisIso('2026-03-10'),
    });
    expect(() => lireArguments(['--date', '10/03/2026'], new Date())).toThrow(
      '--date : date invalide (AAAA-MM-JJ attendu) : 10/03/2026',
    );
    expect(() => lireArguments(['--inconnu'], new Date())).toThrow();
  });

  it('computes the split of that office and date once; a second run leaves it as it is', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const args = ['--bureau', bureau.id, '--date', '2026-03-10'];
    expect(await main(args)).toEqual({ jour: '2026-03-10', crees: [bureau.id], existantes: [], echecs: [] });
    expect(await main(args)).toEqual({ jour: '2026-03-10', crees: [], existantes: [bureau.id], echecs: [] });
    expect(await lireRepartition(bureau.id, jourDepuisIso('2026-03-10')!)).toMatchObject({
      version: 1,
      lignes: [],
      totaux: { nombreActes: 0 },
    });
  });
});
