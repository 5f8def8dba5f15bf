// `npm run repartition -- --bureau <id> --date AAAA-MM-JJ` (issue 11): computes the payment split of
// any day with the scheduled handler's own service (functions/src/handlers/repartitions/), for one
// office (`--bureau`, repeatable) or every office, the day before today (Paris) when `--date` is left
// out. A split that exists is left untouched (recomputing is the administrator's action on the screen).
// Where it writes:
// - TABLE_NAME set (with AWS credentials, or DYNAMODB_ENDPOINT): that table (a deployment, docs/deployment.md);
// - otherwise the local data of `npm start` (<repo>/.data): the running runtime's DynamoDB Local when
//   it runs, else a DynamoDB Local started for the command on the same folder.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { jourDepuisIso, jourParis, type Jour } from '@umj/shared/dates';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { ensureTable } from '../local/ensure-table.ts';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from '../local/local-credentials.ts';
import { LOCAL_TABLE_NAME } from '../local/local-env.ts';
import { lireRuntimeInfo } from '../local/runtime-info.ts';
import type { ResultatCalcul } from '../handlers/repartitions/repartition-view.ts';

const DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

export interface ArgumentsRepartition {
  bureauIds?: string[];
  jour: Jour;
}

/** The arguments, checked (French messages naming the option). */
export function lireArguments(argv: string[], now: Date): ArgumentsRepartition {
  const { values } = parseArgs({
    args: argv,
    options: { bureau: { type: 'string', multiple: true }, date: { type: 'string' } },
    strict: true,
  });
  let jour = jourParis(now) - 1;
  if (values.date !== undefined) {
    const lu = jourDepuisIso(values.date);
    if (lu === null) throw new Error(`--date : date invalide (AAAA-MM-JJ attendu) : ${values.date}`);
    jour = lu;
  }
  const bureauIds = values.bureau?.filter((b) => b.trim() !== '');
  return { jour, ...(bureauIds && bureauIds.length > 0 ? { bureauIds } : {}) };
}

function environnementLocal(dynamodbEndpoint: string, tableName: string): void {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    TABLE_NAME: tableName,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: LOCAL_SECRET_ACCESS_KEY,
  });
}

/** Runs the computation where the environment says (see the top of this file). */
export async function main(
  argv: string[] = process.argv.slice(2),
  dataDir = DATA_DIR,
): Promise<ResultatCalcul> {
  const args = lireArguments(argv, new Date());
  let arreter: () => Promise<void> = async () => undefined;
  if (!process.env.TABLE_NAME) {
    const enCours = lireRuntimeInfo(dataDir);
    if (enCours) {
      environnementLocal(enCours.dynamodbEndpoint, enCours.tableName);
    } else {
      const dynamo = await startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') });
      arreter = dynamo.stop;
      environnementLocal(dynamo.endpoint, LOCAL_TABLE_NAME);
      await ensureTable({ endpoint: dynamo.endpoint, tableName: LOCAL_TABLE_NAME });
      await (await import('../data/migration-jour-examen.ts')).migrerJourExamen();
    }
  }
  try {
    // Imported once the environment is set: the DynamoDB client reads it when first loaded.
    const { calculerRepartitionsDuJour } = await import('../handlers/repartitions/repartition-view.ts');
    const resultat = await calculerRepartitionsDuJour({ ...args, now: new Date(), origine: 'CLI' });
    console.log(
      `Répartition des paiements du ${resultat.jour} : créée pour ${resultat.crees.join(', ') || 'aucun bureau'}` +
        (resultat.existantes.length > 0 ? ` ; déjà calculée pour ${resultat.existantes.join(', ')}` : ''),
    );
    for (const { bureauId, erreur } of resultat.echecs) {
      console.error(`Répartition des paiements en échec pour ${bureauId} : ${String(erreur)}`);
    }
    if (resultat.echecs.length > 0) process.exitCode = 1;
    return resultat;
  } finally {
    await arreter();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
