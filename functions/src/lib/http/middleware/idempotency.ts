// Idempotent creates (docs/data-model.md#idempotency-records): a POST of a handler declared
// `idempotent: true` that carries an `Idempotency-Key` header (a UUID, else 400 on the header) is run
// once per user, route and key. Powertools' idempotency middleware does the work with its DynamoDB
// persistence layer in the single table, one partition per user (`IDEM#<user>`, sort key
// `<handler>#<hash of the key>`, TTL attribute `expiresAt`): the first request saves an INPROGRESS
// record, runs, and saves its answer (status, headers, body); a retry with the same key gets that
// answer again (header `Idempotent-Replayed: true`) and writes nothing; the same key with another
// path, query or body is a 422; a retry while the first still runs is a 409. A request that fails
// (an error answer) deletes its record: its retry runs again. Without the header nothing changes.
// Runs last among the `before` steps: after authentication (the user scopes the key), input
// validation and the office check, so that a refused or invalid request never holds a key.
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { dynamodb, tableName } from '../../../data/dynamodb-client.ts';
import { keys } from '../../../data/keys.ts';
import { TABLE_PARTITION_KEY, TABLE_SORT_KEY, TABLE_TTL_ATTRIBUTE } from '../../../data/table-definition.ts';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  ValidationError,
} from '../../../errors.ts';
import { errorFields, logger } from '../../adapters/logger.ts';
import type { ApiMiddleware, ApiMiddyRequest } from '../request-state.ts';

/** How long a first answer is kept for its retries (and the record's TTL). */
export const IDEMPOTENCY_RECORD_SECONDS = 24 * 60 * 60;
/** The header a replayed answer carries. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PowertoolsMiddleware = ReturnType<typeof makeHandlerIdempotent>;
type PowertoolsRequest = Parameters<NonNullable<PowertoolsMiddleware['before']>>[0];

/** One request's idempotency run: Powertools' middleware and the request it sees. */
interface Run {
  middleware: PowertoolsMiddleware;
  request: PowertoolsRequest;
}

/** The header's value, whatever its case; undefined when absent. */
export function idempotencyKeyOf(event: APIGatewayProxyEvent): string | undefined {
  const wanted = IDEMPOTENCY_HEADER.toLowerCase();
  const name = Object.keys(event.headers ?? {}).find((h) => h.toLowerCase() === wanted);
  return name === undefined ? undefined : (event.headers[name] ?? undefined);
}

/** The run of each request that saved a record (the request object lives as long as its invocation). */
const runs = new WeakMap<ApiMiddyRequest, Run>();

function runOf(request: ApiMiddyRequest): Run | undefined {
  return runs.get(request);
}

/** Powertools' middleware for one user: the persistence layer names the user's partition. */
function middlewareFor(utilisateurId: string, handlerName: string): PowertoolsMiddleware {
  return makeHandlerIdempotent({
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: tableName(),
      keyAttr: TABLE_PARTITION_KEY,
      sortKeyAttr: TABLE_SORT_KEY,
      staticPkValue: keys.idempotence(utilisateurId),
      expiryAttr: TABLE_TTL_ATTRIBUTE,
      awsSdkV3Client: dynamodb,
    }),
    config: new IdempotencyConfig({
      eventKeyJmesPath: 'cle',
      payloadValidationJmesPath: 'requete',
      throwOnNoIdempotencyKey: true,
      expiresAfterSeconds: IDEMPOTENCY_RECORD_SECONDS,
      hashFunction: 'sha256',
    }),
    keyPrefix: handlerName,
  });
}

/** Powertools' refusals as the API's French errors; anything else (the table failing) stays a 500. */
function translated(error: unknown): unknown {
  if (error instanceof IdempotencyValidationError) return new IdempotencyKeyReusedError();
  if (error instanceof IdempotencyAlreadyInProgressError) return new IdempotencyInProgressError();
  return error;
}

export function idempotency(): ApiMiddleware {
  return {
    before: async (request) => {
      const cle = idempotencyKeyOf(request.event);
      if (cle === undefined) return undefined;
      if (!UUID.test(cle)) {
        throw new ValidationError(
          `L'en-tête ${IDEMPOTENCY_HEADER} doit être un UUID (par exemple 123e4567-e89b-12d3-a456-426614174000)`,
          IDEMPOTENCY_HEADER,
        );
      }
      const state = request.context.umj;
      const middleware = middlewareFor(state.session!.utilisateurId, state.name);
      // What Powertools hashes: the key, and what a retry must repeat (the valid input).
      const vue = {
        event: {
          cle,
          requete: { path: state.path ?? null, query: state.query ?? null, body: state.body ?? null },
        },
        context: request.context,
        internal: {},
        response: undefined,
        error: null,
      } as unknown as PowertoolsRequest;
      let replay: APIGatewayProxyResult | undefined;
      try {
        replay = (await middleware.before!(vue)) as APIGatewayProxyResult | undefined;
      } catch (error) {
        throw translated(error);
      }
      if (replay !== undefined) {
        logger.info('réponse rejouée (Idempotency-Key)', {
          route: state.name,
          statusCode: replay.statusCode,
        });
        return { ...replay, headers: { ...replay.headers, [REPLAYED_HEADER]: 'true' } };
      }
      runs.set(request, { middleware, request: vue });
      return undefined;
    },
    after: async (request) => {
      const run = runOf(request);
      if (!run) return;
      try {
        await run.middleware.after!({ ...run.request, response: request.response } as PowertoolsRequest);
      } catch (error) {
        // The write is done and answered; the record stays INPROGRESS until the Lambda's deadline, then
        // a retry runs again. Logged, never turned into a failure of a request that succeeded.
        logger.error("réponse d'une requête idempotente non enregistrée", {
          route: request.context.umj.name,
          ...errorFields(error),
        });
      }
    },
    onError: async (request) => {
      const run = runOf(request);
      if (!run) return;
      try {
        await run.middleware.onError!(run.request);
      } catch (error) {
        logger.error("enregistrement d'une requête idempotente en échec non supprimé", {
          route: request.context.umj.name,
          ...errorFields(error),
        });
      }
    },
  };
}
