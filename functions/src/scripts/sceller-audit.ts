// `npm run sceller-audit`: writes the digest of the closed 5-minute periods of the audit trail not
// sealed yet (the last 2 hours) with the scheduled handler itself
// (functions/src/handlers/audit/sceller-journees-audit.ts). A sealed period is left as it is: the
// digest storage refuses to overwrite. Where it writes: a deployment when TABLE_NAME and
// AUDIT_DIGESTS_BUCKET are set (with AWS credentials, docs/deployment.md), otherwise the local data of
// `npm start` with its S3 (local/with-local-runtime.ts).
import { parseArgs } from 'node:util';
import { lancerSiCommande, LOCAL_DATA_DIR, withLocalRuntime } from '../local/with-local-runtime.ts';
import type { ResultatScellement } from '../handlers/audit/sceller-journees-audit.ts';

export async function main(
  argv: string[] = process.argv.slice(2),
  dataDir = LOCAL_DATA_DIR,
): Promise<ResultatScellement> {
  // No option: an unknown one is refused by parseArgs (strict).
  parseArgs({ args: argv, options: {}, strict: true });
  const evenement = { heurePrevue: new Date().toISOString() };
  return withLocalRuntime({ dataDir, s3: true }, async () => {
    // Imported once the environment is set: the DynamoDB client reads it when first loaded.
    const { handler } = await import('../handlers/audit/sceller-journees-audit.ts');
    const resultat = await handler(evenement);
    console.log(
      `Journal d'audit : condensat scellé pour ${resultat.ecrits.join(', ') || 'aucune période'}` +
        (resultat.existants.length > 0 ? ` ; ${resultat.existants.length} déjà scellé(s)` : ''),
    );
    return resultat;
  });
}

lancerSiCommande(import.meta.url, main);
