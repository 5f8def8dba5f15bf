// The browser tier in two parts that `npm test` (run-all.mjs) runs side by side, each in its own vitest
// process against its own runtime (its own DynamoDB Local, s3rver, gateway and seed). A file never
// shares a runtime with the other part's files, so the rules of tests/vitest.config.ts (which files may
// run at the same time in one runtime) hold within each part as they do for the whole tier run alone.
//
// The second part is this list, chosen so that both parts take about as long (their files' durations
// are printed by vitest at each run); every other file, a new one included, is in the first part.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SECONDE_PARTIE = [
  'e2e/authorization/api-matrix.test.ts',
  'e2e/admin/audit.test.ts',
  'e2e/admin/utilisateurs.test.ts',
  'e2e/bordereaux/bordereau.test.ts',
  'e2e/bordereaux/dossier-facture.test.ts',
  'e2e/dossiers-patients/dates-navigateur-anglais.test.ts',
  'e2e/dossiers-patients/examine.test.ts',
  'e2e/dossiers-patients/requisition-doublon.test.ts',
  'e2e/impression/impression.test.ts',
  'e2e/listes/commissariats.test.ts',
  'e2e/listes/documents-vierges.test.ts',
  'e2e/listes/dprapports.test.ts',
  'e2e/listes/examinateurs.test.ts',
  'e2e/listes/requerants.test.ts',
  'e2e/platform/sign-in.test.ts',
  'e2e/platform/smoke.test.ts',
  'e2e/shell/accessibility.test.ts',
  'e2e/shell/shell.test.ts',
  'e2e/shell/theme.test.ts',
  'e2e/statistiques/statistiques.test.ts',
];

/** Every browser test file, relative to tests/ ("e2e/…/x.test.ts"), sorted. */
export function fichiersDuTiers() {
  const e2e = fileURLToPath(new URL('.', import.meta.url));
  return readdirSync(e2e, { recursive: true })
    .map((f) => String(f).replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `e2e/${f}`)
    .sort();
}

/** The files of part 1 or 2. */
export function fichiersDeLaPartie(partie) {
  const seconde = new Set(SECONDE_PARTIE);
  return fichiersDuTiers().filter((f) => seconde.has(f) === (partie === 2));
}
