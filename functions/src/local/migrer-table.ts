// The one-off migrations of a local table written before GSI3 or before the list indexes GSI4/GSI5
// (docs/local-runtime.md "Tables written before GSI3", "Tables written before the list indexes"),
// run at each start after ensureTable (which adds the missing indexes), with a client of that runtime's DynamoDB Local
// (its port changes from one start to the next in the same process); a later start reads one item.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_REGION, localCredentials } from './local-credentials.ts';

export async function migrerTableLocale(
  endpoint: string,
  table: string,
  log: (line: string) => void,
): Promise<void> {
  // Imported once the environment is set (the data modules' shared client reads it when first loaded).
  const { migrerJourExamen } = await import('../data/migration-jour-examen.ts');
  const { reindexerDossiers } = await import('../data/migration-index-liste.ts');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials }),
  );
  try {
    const bilan = await migrerJourExamen({ client, table });
    if (bilan.dossiers + bilan.repartitions > 0) {
      log(`migration GSI3 : ${bilan.dossiers} dossiers indexés, ${bilan.repartitions} historiques détachés`);
    }
    const index = await reindexerDossiers({ client, table });
    if (index.reindexes > 0) log(`migration GSI4/GSI5 : ${index.reindexes} dossiers réindexés`);
  } finally {
    client.destroy();
  }
}
