// `TABLE_NAME=<table> npm run reindexer-dossiers`: rewrites the index keys of every patient file from
// `itemDossier` (src/data/reindexation-dossiers.ts) with the caller's AWS credentials: the operator tool
// for the day an index of the files is added to a deployed table (docs/operations.md#adding-an-index-after-the-first-release).
// Idempotent: a file already indexed right is not written. Without TABLE_NAME, the local data of
// `npm start` (the running runtime's DynamoDB Local, else one started on .data/ for the command).
import { lancerSiCommande, LOCAL_DATA_DIR, withLocalRuntime } from '../local/with-local-runtime.ts';
import type { BilanReindexation } from '../data/reindexation-dossiers.ts';

export async function main(dataDir = LOCAL_DATA_DIR): Promise<BilanReindexation> {
  return withLocalRuntime({ dataDir }, async () => {
    // Imported once the environment is set: the DynamoDB client reads it when first loaded.
    const { reindexerDossiers } = await import('../data/reindexation-dossiers.ts');
    const bilan = await reindexerDossiers();
    console.log(`Réindexation faite : ${bilan.lus} dossiers lus, ${bilan.reindexes} réindexés`);
    return bilan;
  });
}

lancerSiCommande(import.meta.url, main);
