// `npm run smoke -- --url https://<domaine> --compte <e-mail>`: the post-deploy smoke checks
// (smoke/controles.ts, docs/operations.md#smoke). The password is read from SMOKE_MOT_DE_PASSE; against
// a local runtime (localhost, 127.0.0.1) the demo administrator and its password are the defaults.
// Prints one line per check and exits 1 when one fails (2 on a bad command line).
import { controlerDeploiement, ligneResultat, type OptionsSmoke } from './controles.ts';
import { lireOptions } from './options.ts';

let options: OptionsSmoke;
try {
  options = lireOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
console.log(`Smoke : ${new URL(options.url).origin} (compte ${options.compte})`);
const resultats = await controlerDeploiement(options);
for (const r of resultats) console.log(ligneResultat(r));
const echecs = resultats.filter((r) => !r.ok).length;
console.log(
  echecs === 0
    ? `${resultats.length} contrôles réussis`
    : `${echecs} contrôle(s) en échec sur ${resultats.length}`,
);
process.exitCode = echecs === 0 ? 0 : 1;
