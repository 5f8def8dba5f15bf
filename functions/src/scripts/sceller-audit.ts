// `npm run sceller-audit [-- --date AAAA-MM-JJ]`: writes the digest of the closed 5-minute periods
// of the audit trail not sealed yet (the last 2 hours) and of the closed days of the former format
// (`--date`: that day of the former format only) with the scheduled handler itself
// (functions/src/handlers/audit/sceller-journees-audit.ts). A sealed period or day is left as it is:
// the digest storage refuses to overwrite. Where it writes: a deployment when TABLE_NAME and
// AUDIT_DIGESTS_BUCKET are set (with AWS credentials, docs/deployment.md), otherwise the local data of
// `npm start` with its S3 (local/with-local-runtime.ts).
import { parseArgs } from 'node:util';
import { lancerSiCommande, LOCAL_DATA_DIR, withLocalRuntime } from '../local/with-local-runtime.ts';
import type { ResultatScellement } from '../handlers/audit/sceller-journees-audit.ts';

/** The handler's event from the arguments (French message naming the option). */
export function lireEvenement(argv: string[], now: Date): { jour: string } | { heurePrevue: string } {
  const { values } = parseArgs({ args: argv, options: { date: { type: 'string' } }, strict: true });
  if (values.date === undefined) return { heurePrevue: now.toISOString() };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(values.date))) {
    throw new Error(`--date : date invalide (AAAA-MM-JJ attendu) : ${values.date}`);
  }
  return { jour: values.date };
}

export async function main(
  argv: string[] = process.argv.slice(2),
  dataDir = LOCAL_DATA_DIR,
): Promise<ResultatScellement> {
  const evenement = lireEvenement(argv, new Date());
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
