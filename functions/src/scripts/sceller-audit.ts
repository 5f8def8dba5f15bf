// `npm run sceller-audit [-- --date AAAA-MM-JJ]` (issue 12): writes the digest of the closed UTC days
// of the audit trail not sealed yet (the last seven; `--date`: that day only) with the scheduled
// handler itself (functions/src/handlers/audit/sceller-journees-audit.ts). A sealed day is left as it
// is: the digest storage refuses to overwrite. Where it writes:
// - TABLE_NAME and AUDIT_DIGESTS_BUCKET set (with AWS credentials): that deployment (docs/deployment.md);
// - otherwise the local data of `npm start` (<repo>/.data): the running runtime's DynamoDB Local and
//   S3 when it runs, else a DynamoDB Local and an s3rver started for the command on the same folder.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { ensureTable } from '../local/ensure-table.ts';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from '../local/local-credentials.ts';
import { LOCAL_AUDIT_DIGESTS_BUCKET, LOCAL_FILES_BUCKET, LOCAL_TABLE_NAME } from '../local/local-env.ts';
import { lireRuntimeInfo } from '../local/runtime-info.ts';
import { startLocalS3 } from '../local/s3-local.ts';
import type { ResultatScellement } from '../handlers/audit/sceller-journees-audit.ts';

const DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/** The handler's event from the arguments (French message naming the option). */
export function lireEvenement(argv: string[], now: Date): { jour: string } | { heurePrevue: string } {
  const { values } = parseArgs({ args: argv, options: { date: { type: 'string' } }, strict: true });
  if (values.date === undefined) return { heurePrevue: now.toISOString() };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(values.date))) {
    throw new Error(`--date : date invalide (AAAA-MM-JJ attendu) : ${values.date}`);
  }
  return { jour: values.date };
}

function environnementLocal(dynamodbEndpoint: string, tableName: string, s3Endpoint: string): void {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    TABLE_NAME: tableName,
    S3_ENDPOINT: s3Endpoint,
    AUDIT_DIGESTS_BUCKET: LOCAL_AUDIT_DIGESTS_BUCKET,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: LOCAL_SECRET_ACCESS_KEY,
  });
}

export async function main(
  argv: string[] = process.argv.slice(2),
  dataDir = DATA_DIR,
): Promise<ResultatScellement> {
  const evenement = lireEvenement(argv, new Date());
  const arrets: (() => Promise<void> | void)[] = [];
  try {
    if (!process.env.TABLE_NAME) {
      const enCours = lireRuntimeInfo(dataDir);
      if (enCours?.s3Endpoint) {
        environnementLocal(enCours.dynamodbEndpoint, enCours.tableName, enCours.s3Endpoint);
      } else {
        const dynamo = await startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') });
        arrets.push(dynamo.stop);
        await ensureTable({ endpoint: dynamo.endpoint, tableName: LOCAL_TABLE_NAME });
        const s3 = await startLocalS3({
          directory: join(dataDir, 's3'),
          bucket: LOCAL_FILES_BUCKET,
          // The files bucket's CORS needs an origin; this command serves no browser.
          origins: ['http://localhost:3000'],
          writeOnceBuckets: [LOCAL_AUDIT_DIGESTS_BUCKET],
        });
        const server = createServer((req, res) => s3.handle(req, res));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        arrets.push(() => {
          server.close();
          s3.close();
        });
        const port = (server.address() as AddressInfo).port;
        environnementLocal(dynamo.endpoint, LOCAL_TABLE_NAME, `http://127.0.0.1:${port}/s3`);
      }
    }
    // Imported once the environment is set: the DynamoDB client reads it when first loaded.
    const { handler } = await import('../handlers/audit/sceller-journees-audit.ts');
    const resultat = await handler(evenement);
    console.log(
      `Journal d'audit : condensat scellé pour ${resultat.ecrits.join(', ') || 'aucune journée'}` +
        (resultat.existants.length > 0 ? ` ; déjà scellé pour ${resultat.existants.join(', ')}` : ''),
    );
    return resultat;
  } finally {
    for (const arret of arrets.reverse()) await arret();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
