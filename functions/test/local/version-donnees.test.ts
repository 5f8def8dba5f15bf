// The local data version (docs/local-runtime.md#local-data-version): a .data/ written by an older version
// of the code is rebuilt, not migrated. On DynamoDB Local on disk, as `npm start` runs it: a restart on
// data of the current version keeps it; a restart on data marked older (or unmarked) says so in one
// line, starts on an empty folder and seeds it again; `npm run reset` rebuilds whatever the version.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../src/local/runtime.ts';
import {
  FICHIER_VERSION_DONNEES,
  preparerDonneesLocales,
  VERSION_DONNEES_LOCALES,
} from '../../src/local/version-donnees.ts';
import { avecTable, type TableLocale } from '../helpers/table-locale.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'umj-version-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DEMO = { PK: 'DEMO', SK: 'SEED' };
const ANCIEN = { PK: 'ANCIEN', SK: 'ITEM' };

/** A start as `npm start` does it (its own DynamoDB Local under dataDir), the seed writing one item. */
function demarrer(lignes: string[], reconstruireDonnees = false): Promise<LocalRuntime> {
  return startLocalRuntime({
    port: 0,
    dataDir,
    reconstruireDonnees,
    log: (l) => lignes.push(l),
    // The runtime has set the environment of its DynamoDB Local and table when it seeds.
    seedDemoData: () =>
      avecTable(
        { dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT!, tableName: process.env.TABLE_NAME! },
        (doc) => doc.send(new PutCommand({ TableName: process.env.TABLE_NAME!, Item: DEMO })),
      ).then(() => undefined),
  });
}

const present = (r: TableLocale, Key: Record<string, string>) =>
  avecTable(
    r,
    async (doc) => (await doc.send(new GetCommand({ TableName: r.tableName, Key }))).Item !== undefined,
  );

const marquer = (version: number) =>
  writeFileSync(join(dataDir, FICHIER_VERSION_DONNEES), JSON.stringify({ version }));

const lignesDeReconstruction = (lignes: string[]) => lignes.filter((l) => l.includes('reconstruit'));

describe('local data version: an older .data/ is rebuilt and seeded again, never migrated', () => {
  // Three DynamoDB Local JVM starts on disk: a generous limit for a busy machine (a bound, not a timing).
  it(
    'a restart keeps data of the current version; data marked older is rebuilt with one line and seeded again',
    { timeout: 240_000 },
    async () => {
      const premiers: string[] = [];
      const premier = await demarrer(premiers);
      try {
        // The start seeded the empty folder and marked it with this code's version.
        expect(await present(premier, DEMO)).toBe(true);
        await avecTable(premier, (doc) =>
          doc.send(new PutCommand({ TableName: premier.tableName, Item: ANCIEN })),
        );
      } finally {
        await premier.stop();
      }
      expect(JSON.parse(readFileSync(join(dataDir, FICHIER_VERSION_DONNEES), 'utf8'))).toEqual({
        version: VERSION_DONNEES_LOCALES,
      });

      const seconds: string[] = [];
      const second = await demarrer(seconds);
      try {
        expect(await present(second, ANCIEN)).toBe(true);
        expect(lignesDeReconstruction(seconds)).toEqual([]);
      } finally {
        await second.stop();
      }

      marquer(VERSION_DONNEES_LOCALES - 1);
      const troisiemes: string[] = [];
      const troisieme = await demarrer(troisiemes);
      try {
        expect(lignesDeReconstruction(troisiemes)).toEqual([
          `Données locales de la version ${VERSION_DONNEES_LOCALES - 1} (attendue : ${VERSION_DONNEES_LOCALES}) : ${dataDir} reconstruit avec les données de démonstration`,
        ]);
        expect(await present(troisieme, ANCIEN)).toBe(false);
        expect(await present(troisieme, DEMO)).toBe(true);
      } finally {
        await troisieme.stop();
      }
    },
  );

  it('npm run reset rebuilds a folder of the current version; a folder without a marker is an older one', () => {
    const dossier = mkdtempSync(join(tmpdir(), 'umj-reset-'));
    try {
      writeFileSync(join(dossier, 'reste'), 'x');
      const lignes: string[] = [];
      expect(preparerDonneesLocales(dossier, (l) => lignes.push(l))).toBe(true);
      expect(lignes).toEqual([expect.stringContaining('Données locales de la version 0')]);
      writeFileSync(join(dossier, 'reste'), 'x');
      expect(preparerDonneesLocales(dossier, (l) => lignes.push(l))).toBe(false);
      expect(preparerDonneesLocales(dossier, (l) => lignes.push(l), { reconstruire: true })).toBe(true);
      expect(lignes[1]).toBe(`npm run reset : ${dossier} reconstruit avec les données de démonstration`);
      expect(readFileSync(join(dossier, FICHIER_VERSION_DONNEES), 'utf8')).toContain(
        `"version":${VERSION_DONNEES_LOCALES}`,
      );
    } finally {
      rmSync(dossier, { recursive: true, force: true });
    }
  });
});
