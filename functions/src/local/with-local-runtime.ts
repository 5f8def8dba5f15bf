// The set-up of the command-line scripts that run a scheduled handler on demand (scripts/repartition.ts,
// scripts/sceller-audit.ts, docs/local-runtime.md). Where they work:
// - TABLE_NAME set (with AWS credentials, or DYNAMODB_ENDPOINT): that deployment, nothing to set up;
// - otherwise the local data of `npm start` (<repo>/.data): the running runtime's DynamoDB Local (and
//   S3) when it runs, else a DynamoDB Local (and an s3rver) started for the command on the same folder,
//   stopped when it ends.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { ensureTable } from './ensure-table.ts';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from './local-credentials.ts';
import { LOCAL_AUDIT_DIGESTS_BUCKET, LOCAL_FILES_BUCKET, LOCAL_TABLE_NAME } from './local-env.ts';
import { lireRuntimeInfo } from './runtime-info.ts';
import { startLocalS3 } from './s3-local.ts';
import { preparerDonneesLocales, versionDonneesLocales } from './version-donnees.ts';

/** The local data of `npm start`. */
export const LOCAL_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

export interface LocalRuntimeOptions {
  /** Where the local data is (default: that of `npm start`). */
  dataDir?: string;
  /** The command writes to S3 (the audit digests bucket): a local S3 is needed too. */
  s3?: boolean;
}

function environnementLocal(dynamodbEndpoint: string, tableName: string, s3Endpoint?: string): void {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    TABLE_NAME: tableName,
    ...(s3Endpoint ? { S3_ENDPOINT: s3Endpoint, AUDIT_DIGESTS_BUCKET: LOCAL_AUDIT_DIGESTS_BUCKET } : {}),
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: LOCAL_SECRET_ACCESS_KEY,
  });
}

/** A local S3 for the command, on an ephemeral port; its endpoint and how to stop it. */
async function demarrerS3(dataDir: string): Promise<{ endpoint: string; stop: () => void }> {
  const s3 = await startLocalS3({
    directory: join(dataDir, 's3'),
    bucket: LOCAL_FILES_BUCKET,
    // The files bucket's CORS needs an origin; this command serves no browser.
    origins: ['http://localhost:3000'],
    writeOnceBuckets: [LOCAL_AUDIT_DIGESTS_BUCKET],
  });
  const server = createServer((req, res) => s3.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}/s3`,
    stop: () => {
      server.close();
      s3.close();
    },
  };
}

/**
 * Sets the environment where the command works (see the top of this file), then runs `commande`
 * (which imports the data modules only then: the DynamoDB client reads the environment when first
 * loaded), and stops what it started.
 */
export async function withLocalRuntime<T>(
  options: LocalRuntimeOptions,
  commande: () => Promise<T>,
): Promise<T> {
  const dataDir = options.dataDir ?? LOCAL_DATA_DIR;
  const arrets: (() => Promise<void> | void)[] = [];
  try {
    if (!process.env.TABLE_NAME) {
      const enCours = lireRuntimeInfo(dataDir);
      if (enCours && (!options.s3 || enCours.s3Endpoint)) {
        environnementLocal(
          enCours.dynamodbEndpoint,
          enCours.tableName,
          options.s3 ? enCours.s3Endpoint : undefined,
        );
      } else {
        // A first command on no data yet marks it as this version's (older data is left as it is:
        // `npm start` rebuilds it, src/local/version-donnees.ts).
        if (versionDonneesLocales(dataDir) === null) preparerDonneesLocales(dataDir, () => undefined);
        const dynamo = await startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') });
        arrets.push(dynamo.stop);
        await ensureTable({ endpoint: dynamo.endpoint, tableName: LOCAL_TABLE_NAME });
        let s3Endpoint: string | undefined;
        if (options.s3) {
          const s3 = await demarrerS3(dataDir);
          arrets.push(s3.stop);
          s3Endpoint = s3.endpoint;
        }
        environnementLocal(dynamo.endpoint, LOCAL_TABLE_NAME, s3Endpoint);
      }
    }
    return await commande();
  } finally {
    for (const arret of arrets.reverse()) await arret();
  }
}

/** Runs `main` when the file is the command run by node/tsx, its error as the message and exit code 1. */
export function lancerSiCommande(moduleUrl: string, main: () => Promise<unknown>): void {
  if (process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href) {
    main().catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    });
  }
}
