// The table's stream in the handler tests: the local stream poller (src/local/flux-local.ts) on the
// file's table, handing batches to the consumers named (the change notifier by default) as on AWS. Its timer is off (one hour): a test
// awaits `flux()`, which hands over everything written so far, before reading the frames. Call it after
// useFreshTable (its table must exist).
import { afterAll, beforeAll } from 'vitest';
import { fluxConsommateurs } from '../../src/api/flux-consommateurs.ts';
import { handler as agregats } from '../../src/handlers/flux/maintenir-agregats.ts';
import { handler as notifier } from '../../src/handlers/flux/notifier-changements.ts';
import { handler as notifications } from '../../src/handlers/flux/produire-notifications.ts';
import { demarrerFluxLocal, type FluxLocal } from '../../src/local/flux-local.ts';
import type { LambdaHandler } from '../../src/local/handler-loader.ts';

export const NOTIFIER = 'flux/notifier-changements';
export const AGREGATS = 'flux/maintenir-agregats';
export const NOTIFICATIONS = 'flux/produire-notifications';

const CONSOMMATEURS: Record<string, LambdaHandler> = {
  [NOTIFIER]: notifier as LambdaHandler,
  [AGREGATS]: agregats as LambdaHandler,
  [NOTIFICATIONS]: notifications as LambdaHandler,
};

export function useFlux(handlers: readonly string[] = [NOTIFIER]): () => Promise<void> {
  let flux: FluxLocal | undefined;
  beforeAll(async () => {
    flux = await demarrerFluxLocal({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName: process.env.TABLE_NAME!,
      consommateurs: fluxConsommateurs.filter((c) => handlers.includes(c.handler)),
      loadHandler: (handler) => Promise.resolve(CONSOMMATEURS[handler]!),
      log: () => undefined,
      intervalleMs: 3_600_000,
    });
  });
  afterAll(async () => {
    await flux?.stop();
  });
  return async () => {
    if (!flux) throw new Error('flux non démarré (useFlux est pour les fichiers de test)');
    await flux.vider();
  };
}
