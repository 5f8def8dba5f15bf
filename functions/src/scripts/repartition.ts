// `npm run repartition -- --bureau <id> --date AAAA-MM-JJ`: computes the payment split of
// any day with the scheduled handler's own service (functions/src/handlers/repartitions/), for one
// office (`--bureau`, repeatable) or every office, the day before today (Paris) when `--date` is left
// out. A split that exists is left untouched (recomputing is the administrator's action on the screen).
// Where it writes: a deployment when TABLE_NAME is set (docs/deployment.md), otherwise the local data of
// `npm start` (local/with-local-runtime.ts).
import { parseArgs } from 'node:util';
import { jourDepuisIso, jourParis, type Jour } from '@umj/shared/dates';
import { lancerSiCommande, LOCAL_DATA_DIR, withLocalRuntime } from '../local/with-local-runtime.ts';
import type { ResultatCalcul } from '../services/repartition-paiement.ts';

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

/** Runs the computation where the environment says (see the top of this file). */
export async function main(
  argv: string[] = process.argv.slice(2),
  dataDir = LOCAL_DATA_DIR,
): Promise<ResultatCalcul> {
  const args = lireArguments(argv, new Date());
  return withLocalRuntime({ dataDir }, async () => {
    // Imported once the environment is set: the DynamoDB client reads it when first loaded.
    const { calculerRepartitionsDuJour } = await import('../services/repartition-paiement.ts');
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
  });
}

lancerSiCommande(import.meta.url, main);
