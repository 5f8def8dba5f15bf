// One wrapper for every Lambda (docs/architecture.md#one-request): on the local runtime, the log lines
// of a stream consumer's batch and of a scheduled function's run carry the same invocation fields as a
// REST handler's request line (service, function name and ARN, memory, request id, cold start): the
// runtime calls the wrapped exports AWS runs and adds nothing around them.
import '../helpers/test-env.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { ddb } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { useRuntimeLocal } from '../helpers/runtime-local.ts';

const TABLE = 'umj-test-lambda-logs';
/** What every invocation's lines carry (Powertools' Lambda context fields and the service). */
const CHAMPS_INVOCATION = [
  'service',
  'function_name',
  'function_arn',
  'function_memory_size',
  'function_request_id',
  'cold_start',
] as const;

// The sweep runs once at start (then not again during the file).
const local = useRuntimeLocal(TABLE, { balayageNotificationsToutesLesMs: 3_600_000 });

type Ligne = Record<string, unknown>;

function lignes(): Ligne[] {
  return vi
    .mocked(console.info)
    .mock.calls.map(([l]) => (typeof l === 'string' && l.startsWith('{') ? (JSON.parse(l) as Ligne) : {}));
}

const ligne = (message: string, route: string) =>
  lignes().find((l) => l.message === message && l.route === route);

const champsDe = (l: Ligne | undefined) =>
  Object.fromEntries(CHAMPS_INVOCATION.map((c) => [c, typeof l?.[c]]));

describe('the logs of every Lambda on the local runtime', () => {
  it('a stream batch and a scheduled run log the same invocation fields as a REST request, each under its own function', async () => {
    // A REST request (401: no token) through the local gateway.
    const reponse = await fetch(`${local.runtime().url}/v1/bureaux`);
    expect(reponse.status).toBe(401);
    // A change the stream hands to its consumers.
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.bureau('b-logs'), type: 'Bureau', id: 'b-logs', nom: 'Logs', version: 1 },
      }),
    );
    await local.runtime().viderFlux();
    await vi.waitFor(
      () =>
        expect(
          ligne('notifications du balayage écrites', 'notifications/balayer-notifications'),
        ).toBeDefined(),
      {
        timeout: 60_000,
        interval: 100,
      },
    );

    const rest = ligne('requête', 'bureaux/list-bureaux');
    const flux = ligne('lot traité', 'flux/notifier-changements');
    const planifie = ligne('notifications du balayage écrites', 'notifications/balayer-notifications');
    const attendus = Object.fromEntries(
      CHAMPS_INVOCATION.map((c) => [c, c === 'cold_start' ? 'boolean' : typeof rest?.[c]]),
    );
    expect(champsDe(rest)).toEqual(attendus);
    expect(attendus.function_name).toBe('string');
    expect(champsDe(flux)).toEqual(attendus);
    expect(champsDe(planifie)).toEqual(attendus);
    expect([rest, flux, planifie].map((l) => l?.function_name)).toEqual([
      'umj-local-bureaux-list-bureaux',
      'umj-local-flux-notifier-changements',
      'umj-local-notifications-balayer-notifications',
    ]);
    expect(flux).toMatchObject({ service: rest?.service, enregistrements: 1, echecs: 0, signaux: 1 });
  });

  it('the first invocation of a function in the process is its cold start, the next ones are not', async () => {
    await fetch(`${local.runtime().url}/v1/bureaux`);
    const requetes = lignes().filter((l) => l.message === 'requête' && l.route === 'bureaux/list-bureaux');
    expect(requetes.map((l) => l.cold_start)).toEqual([true, false]);
  });
});
