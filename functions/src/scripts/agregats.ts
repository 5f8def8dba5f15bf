// `npm run agregats -- --bureau <id> --du AAAA-MM --au AAAA-MM`: recomputes from the files, and
// stores, the precomputed figures of every day of those months, and their month roll-ups, for one
// office (`--bureau`, repeatable): the stream consumer's own computation (services/agregats.ts), for a
// rebuild after a failure, an import or a change of rules (docs/data-model.md#aggregates). Safe to run
// at any time.
// Where it writes: a deployment when TABLE_NAME is set (docs/deployment.md), otherwise the local data of
// `npm start` (local/with-local-runtime.ts).
import { parseArgs } from 'node:util';
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { lancerSiCommande, LOCAL_DATA_DIR, withLocalRuntime } from '../local/with-local-runtime.ts';

/** At most this many months in one run (a few years). */
export const MOIS_MAX = 60;

export interface ArgumentsAgregats {
  bureauIds: string[];
  du: Jour;
  au: Jour;
}

function premierJour(option: string, mois: string | undefined): Jour {
  const jour = mois !== undefined && /^\d{4}-\d{2}$/.test(mois) ? jourDepuisIso(`${mois}-01`) : null;
  if (jour === null) throw new Error(`--${option} : mois invalide (AAAA-MM attendu) : ${mois ?? ''}`);
  return jour;
}

/** The arguments, checked (French messages naming the option). */
export function lireArguments(argv: string[]): ArgumentsAgregats {
  const { values } = parseArgs({
    args: argv,
    options: {
      bureau: { type: 'string', multiple: true },
      du: { type: 'string' },
      au: { type: 'string' },
    },
    strict: true,
  });
  const bureauIds = (values.bureau ?? []).filter((b) => b.trim() !== '');
  if (bureauIds.length === 0) throw new Error('--bureau : identifiant de bureau requis');
  const du = premierJour('du', values.du);
  const debutAu = premierJour('au', values.au);
  if (debutAu < du) throw new Error('--au : le mois de fin doit suivre le mois de début');
  const [annee, mois] = values.au!.split('-').map(Number) as [number, number];
  const moisSuivant = mois === 12 ? `${annee + 1}-01-01` : `${annee}-${String(mois + 1).padStart(2, '0')}-01`;
  const au = (jourDepuisIso(moisSuivant) as Jour) - 1;
  if ((annee - Number(values.du!.slice(0, 4))) * 12 + mois - Number(values.du!.slice(5, 7)) >= MOIS_MAX) {
    throw new Error(`--au : au plus ${MOIS_MAX} mois par exécution`);
  }
  return { bureauIds, du, au };
}

export interface ResultatAgregats {
  bureauId: string;
  jours: number;
}

/** Runs the rebuild where the environment says (see the top of this file). */
export async function main(
  argv: string[] = process.argv.slice(2),
  dataDir = LOCAL_DATA_DIR,
): Promise<ResultatAgregats[]> {
  const args = lireArguments(argv);
  return withLocalRuntime({ dataDir }, async () => {
    // Imported once the environment is set: the DynamoDB client reads it when first loaded.
    const { recalculerJours } = await import('../services/agregats.ts');
    const jours = Array.from({ length: args.au - args.du + 1 }, (_, i) => args.du + i);
    const resultats: ResultatAgregats[] = [];
    for (const bureauId of args.bureauIds) {
      const faits = await recalculerJours(bureauId, jours);
      console.log(`Agrégats du bureau ${bureauId} : ${faits.size} jours recalculés`);
      resultats.push({ bureauId, jours: faits.size });
    }
    return resultats;
  });
}

lancerSiCommande(import.meta.url, main);
