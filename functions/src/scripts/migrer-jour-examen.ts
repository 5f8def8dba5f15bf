// `TABLE_NAME=<table> npm run migrer-jour-examen -w @umj/functions`: the one-off migration of a deployed
// table written before the payment split by exam day (src/data/migration-jour-examen.ts), run once the
// stack has added GSI3, with the caller's AWS credentials. Idempotent: a second run reads one item.
// Locally there is nothing to run: `npm start` does it (docs/local-runtime.md).
import { pathToFileURL } from 'node:url';

export async function main(): Promise<void> {
  if (!process.env.TABLE_NAME) throw new Error('TABLE_NAME manquant : la table à migrer');
  const { migrerJourExamen } = await import('../data/migration-jour-examen.ts');
  const bilan = await migrerJourExamen();
  console.log(
    bilan.faite
      ? `Migration faite : ${bilan.dossiers} dossiers indexés, ${bilan.repartitions} historiques détachés`
      : 'Migration déjà faite : rien à écrire',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
