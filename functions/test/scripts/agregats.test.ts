// `npm run agregats -- --bureau <id> --du AAAA-MM --au AAAA-MM` recomputes and stores the day
// aggregates of those months from the files (docs/data-model.md#aggregates), against the table of the
// environment (here the test table); its options are checked with French messages naming them.
import '../helpers/test-env.ts';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { jourDepuisIso } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { statutRef } from '@umj/shared/statuts-dossier';
import { lireAgregats } from '../../src/data/agregats.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { lireArguments, main } from '../../src/scripts/agregats.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('script-agregats');

beforeAll(async () => {
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([], now), now);
});

describe('npm run agregats', () => {
  it('reads --bureau (repeatable), --du and --au as months; a month in the wrong form or order is refused', () => {
    expect(lireArguments(['--bureau', 'a', '--du', '2026-01', '--au', '2026-02'])).toEqual({
      bureauIds: ['a'],
      du: jourDepuisIso('2026-01-01'),
      au: jourDepuisIso('2026-02-28'),
    });
    expect(lireArguments(['--bureau', 'a', '--du', '2025-12', '--au', '2025-12']).au).toBe(
      jourDepuisIso('2025-12-31'),
    );
    expect(() => lireArguments(['--du', '2026-01', '--au', '2026-01'])).toThrow(
      '--bureau : identifiant de bureau requis',
    );
    expect(() => lireArguments(['--bureau', 'a', '--du', '2026-1', '--au', '2026-01'])).toThrow(
      '--du : mois invalide (AAAA-MM attendu) : 2026-1',
    );
    expect(() => lireArguments(['--bureau', 'a', '--du', '2026-03', '--au', '2026-01'])).toThrow(
      '--au : le mois de fin doit suivre le mois de début',
    );
    expect(() => lireArguments(['--bureau', 'a', '--du', '2020-01', '--au', '2026-01'])).toThrow(
      '--au : au plus 60 mois par exécution',
    );
  });

  it('stores the aggregate of every day of the months, counting the files listed on it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const item = (id: number, iso: string) =>
      itemDossier({
        ...dossierPatientSchema.parse({
          id,
          nom: `PATIENT ${id}`,
          lieu: 10,
          statut: statutRef(50),
          rendezVousDate: jourDepuisIso(iso),
          rendezVousHeure: 600,
        }),
        version: 1,
        creePar: null,
        bureauId: 'b-script',
      });
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: [item(1, '2026-02-03'), item(2, '2026-02-03'), item(3, '2026-03-31')].map(
            (Item) => ({ PutRequest: { Item } }),
          ),
        },
      }),
    );
    expect(await main(['--bureau', 'b-script', '--du', '2026-02', '--au', '2026-03'])).toEqual([
      { bureauId: 'b-script', jours: 59 },
    ]);
    const agregats = await lireAgregats('b-script', null, '2026-02-01', '2026-03-31');
    expect(agregats).toHaveLength(59);
    expect(agregats.find((a) => a.jour === '2026-02-03')?.statistiques.nombreDossiers).toBe(2);
    expect(agregats.find((a) => a.jour === '2026-03-31')?.statistiques.nombreDossiers).toBe(1);
  });
});
