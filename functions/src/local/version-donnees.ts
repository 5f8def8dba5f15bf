// The version of the local data `npm start` keeps under .data/ (docs/local-runtime.md#local-data-version).
// Until the first release no table holds an older shape, so a .data/ written by an older version of the
// code is rebuilt rather than migrated: `npm start` reads the marker file, and when it is older than
// VERSION_DONNEES_LOCALES (or absent beside existing data) says so in one line, empties the folder and
// lets the start seed it again; `npm run reset` does the same whatever the version. Bump the version with
// any change of what the stored items hold or how they are indexed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shape of the local data this code writes; bump it when that shape changes. */
export const VERSION_DONNEES_LOCALES = 1;

/** The marker file in the data folder. */
export const FICHIER_VERSION_DONNEES = 'version-donnees.json';

/** The version of the data in `dataDir`: null when there is none yet, 0 for data without a marker. */
export function versionDonneesLocales(dataDir: string): number | null {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) return null;
  const fichier = join(dataDir, FICHIER_VERSION_DONNEES);
  if (!existsSync(fichier)) return 0;
  try {
    const { version } = JSON.parse(readFileSync(fichier, 'utf8')) as { version?: unknown };
    return typeof version === 'number' && Number.isInteger(version) ? version : 0;
  } catch {
    return 0;
  }
}

/**
 * Makes `dataDir` ready for this code: emptied (one line says why) when its data is older, or always
 * with `reconstruire` (`npm run reset`), then marked with the current version. True when emptied: the
 * start then seeds the demo data again, as on a first start.
 */
export function preparerDonneesLocales(
  dataDir: string,
  log: (line: string) => void,
  options: { reconstruire?: boolean } = {},
): boolean {
  const version = versionDonneesLocales(dataDir);
  const ancienne = version !== null && version < VERSION_DONNEES_LOCALES;
  const vider = version !== null && (ancienne || options.reconstruire === true);
  if (vider) {
    log(
      ancienne
        ? `Données locales de la version ${version} (attendue : ${VERSION_DONNEES_LOCALES}) : ${dataDir} reconstruit avec les données de démonstration`
        : `npm run reset : ${dataDir} reconstruit avec les données de démonstration`,
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    join(dataDir, FICHIER_VERSION_DONNEES),
    `${JSON.stringify({ version: Math.max(version ?? 0, VERSION_DONNEES_LOCALES) })}\n`,
  );
  return vider;
}
