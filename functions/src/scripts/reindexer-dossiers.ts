// `TABLE_NAME=<table> npm run reindexer-dossiers -w @umj/functions`: rewrites the index keys of every
// patient file (src/data/migration-index-liste.ts) with the caller's AWS credentials, once the stack
// has the list indexes GSI4/GSI5 (docs/operations.md); run again after any change of how a file's index
// keys are computed. Idempotent: a file already indexed right is not written. Locally `npm start` runs it
// once per table (docs/local-runtime.md); the command runs it whatever the table's marker says.
import { pathToFileURL } from 'node:url';

export async function main(): Promise<void> {
  if (!process.env.TABLE_NAME) throw new Error('TABLE_NAME manquant : la table à réindexer');
  const { reindexerDossiers } = await import('../data/migration-index-liste.ts');
  const bilan = await reindexerDossiers(undefined, { toujours: true });
  console.log(`Réindexation faite : ${bilan.lus} dossiers lus, ${bilan.reindexes} réindexés`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
