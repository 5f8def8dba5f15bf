// The local stand-in of the table's DynamoDB stream and its Lambda event source mappings
// (docs/local-runtime.md "Stream consumers"): DynamoDB Local's own Streams API is polled every
// `intervalleMs` (200 ms by default) and each batch of records is handed, as the DynamoDBStreamEvent
// Lambda receives, to every consumer of src/api/flux-consommateurs.ts — the same handler code as on AWS.
// Shards open at start are read from their end (LATEST: a restarted runtime does not replay old
// changes); a shard found later (a child after a shard rollover) is read from its start. A closed
// shard is dropped and the shards are listed again; an expired or trimmed iterator is renewed; a
// table recreated under the poller (a new stream) is followed. A consumer that throws gets the batch
// split in halves down to the failing record, which is logged as a dead letter (bisect on error); one
// that answers a partial-batch failure (`batchItemFailures`, lib/lambda/stream-batch-handler.ts) gets
// the records from the first failed one handed over again the same way, as Lambda resumes the stream
// there. The consumers are the wrapped exports AWS runs: the poller adds nothing around them.
// One poll runs at a time; `stop()` clears the timer and waits for the poll under way.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { FluxConsommateur } from '../api/flux-consommateurs.ts';
import type { LambdaHandler } from './handler-loader.ts';
import { lambdaContext } from './lambda-context.ts';
import { LOCAL_REGION, localCredentials } from './local-credentials.ts';

/** The local poll delay: a change's frame follows its write by about this much. */
export const FLUX_LOCAL_INTERVALLE_MS = 200;

export interface FluxLocalOptions {
  endpoint: string;
  tableName: string;
  consommateurs: readonly FluxConsommateur[];
  loadHandler: (name: string) => Promise<LambdaHandler>;
  log: (line: string) => void;
  intervalleMs?: number;
}

export interface FluxLocal {
  /** Reads and hands over everything the stream holds now (what the timer does; tests await it). */
  vider(): Promise<void>;
  stop(): Promise<void>;
}

interface Lecture {
  iterateur: string;
  dernierNumero?: string;
}

const nomErreur = (error: unknown) => (error as Error | undefined)?.name ?? '';

/** A record of the Streams API as Lambda's event carries it (epoch seconds, event source ARN). */
function enregistrementLambda(r: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime: quand, ...dynamodb } = r.dynamodb ?? {};
  return {
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: r.awsRegion ?? LOCAL_REGION,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(dynamodb as DynamoDBRecord['dynamodb']),
      ...(quand ? { ApproximateCreationDateTime: Math.floor(quand.getTime() / 1000) } : {}),
    },
  };
}

export async function demarrerFluxLocal(options: FluxLocalOptions): Promise<FluxLocal> {
  const config = { endpoint: options.endpoint, region: LOCAL_REGION, credentials: localCredentials };
  const dynamodb = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const intervalleMs = options.intervalleMs ?? FLUX_LOCAL_INTERVALLE_MS;
  let streamArn: string | undefined;
  const lectures = new Map<string, Lecture>();
  const terminees = new Set<string>();

  async function iterateur(shardId: string, type: ShardIteratorType, numero?: string) {
    const out = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(numero ? { SequenceNumber: numero } : {}),
      }),
    );
    return out.ShardIterator;
  }

  /** Lists the shards; new ones are read from LATEST at start, from their beginning afterwards. */
  async function listerShards(auDemarrage: boolean): Promise<void> {
    let depuis: string | undefined;
    do {
      const out = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: depuis }),
      );
      const shards = out.StreamDescription?.Shards ?? [];
      for (const shard of shards) {
        const id = shard.ShardId!;
        if (lectures.has(id) || terminees.has(id)) continue;
        const ferme = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        if (auDemarrage && ferme) {
          terminees.add(id);
          continue;
        }
        const it = await iterateur(id, auDemarrage ? 'LATEST' : 'TRIM_HORIZON');
        if (it) lectures.set(id, { iterateur: it });
      }
      depuis = out.StreamDescription?.LastEvaluatedShardId;
    } while (depuis);
  }

  /** (Re)attaches to the table's current stream; false when the table has none (yet). */
  async function attacher(auDemarrage: boolean): Promise<boolean> {
    const table = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
    const arn = table.Table?.LatestStreamArn;
    if (!arn || !table.Table?.StreamSpecification?.StreamEnabled) return false;
    if (arn !== streamArn) {
      streamArn = arn;
      lectures.clear();
      terminees.clear();
    }
    await listerShards(auDemarrage);
    return true;
  }

  /** The records Lambda would deliver again after a partial-batch failure: from the first failed one. */
  function aReprendre(records: DynamoDBRecord[], reponse: unknown): DynamoDBRecord[] {
    const echecs = (reponse as DynamoDBBatchResponse | undefined)?.batchItemFailures ?? [];
    const numeros = new Set(echecs.map((e) => e.itemIdentifier));
    const premier = records.findIndex((r) => numeros.has(r.dynamodb?.SequenceNumber ?? ''));
    return premier < 0 ? [] : records.slice(premier);
  }

  async function invoquer(consommateur: FluxConsommateur, records: DynamoDBRecord[]): Promise<void> {
    const handler = await options.loadHandler(consommateur.handler);
    let reprise: DynamoDBRecord[];
    let erreur: unknown;
    try {
      const event: DynamoDBStreamEvent = { Records: records };
      const reponse = await handler(event, lambdaContext(consommateur.handler, LOCAL_REGION));
      reprise = aReprendre(records, reponse);
      if (reprise.length === 0) return;
      erreur = new Error(`${reprise.length} enregistrement(s) en échec`);
    } catch (error) {
      reprise = records;
      erreur = error;
    }
    if (reprise.length === 1) {
      const cles = JSON.stringify(reprise[0]!.dynamodb?.Keys ?? {});
      options.log(`flux ${consommateur.nom} : lettre morte ${cles} (${String(erreur)})`);
      return;
    }
    const moitie = Math.ceil(reprise.length / 2);
    await invoquer(consommateur, reprise.slice(0, moitie));
    await invoquer(consommateur, reprise.slice(moitie));
  }

  async function distribuer(records: DynamoDBRecord[]): Promise<void> {
    for (const consommateur of options.consommateurs) {
      for (let i = 0; i < records.length; i += consommateur.tailleLot) {
        await invoquer(consommateur, records.slice(i, i + consommateur.tailleLot));
      }
    }
  }

  /** Reads one page of a shard; false when the shard is closed and read to its end. */
  async function lireShard(id: string, lecture: Lecture): Promise<number> {
    try {
      const out = await streams.send(
        new GetRecordsCommand({ ShardIterator: lecture.iterateur, Limit: 1000 }),
      );
      const records = out.Records ?? [];
      if (records.length > 0) {
        lecture.dernierNumero = records[records.length - 1]!.dynamodb?.SequenceNumber;
        await distribuer(records.map((r) => enregistrementLambda(r, streamArn!)));
      }
      if (out.NextShardIterator) lecture.iterateur = out.NextShardIterator;
      else {
        lectures.delete(id);
        terminees.add(id);
        await listerShards(false);
      }
      return records.length;
    } catch (error) {
      const nom = nomErreur(error);
      if (nom === 'ExpiredIteratorException' || nom === 'TrimmedDataAccessException') {
        const apres = lecture.dernierNumero && nom === 'ExpiredIteratorException';
        const it = apres
          ? await iterateur(id, 'AFTER_SEQUENCE_NUMBER', lecture.dernierNumero)
          : await iterateur(id, 'TRIM_HORIZON');
        if (it) lecture.iterateur = it;
        return 0;
      }
      throw error;
    }
  }

  /** One poll of every shard; the number of records handed over. */
  async function sonder(): Promise<number> {
    try {
      if (lectures.size === 0 && !(await attacher(streamArn === undefined))) return 0;
      let lus = 0;
      for (const [id, lecture] of [...lectures]) lus += await lireShard(id, lecture);
      return lus;
    } catch (error) {
      if (nomErreur(error) === 'ResourceNotFoundException') {
        streamArn = undefined;
        lectures.clear();
        return 0;
      }
      throw error;
    }
  }

  let enCours: Promise<number> = Promise.resolve(0);
  let minuterie: NodeJS.Timeout | undefined;
  let arrete = false;
  const unTour = (): Promise<number> => (enCours = enCours.catch(() => 0).then(sonder));

  function planifier(): void {
    if (arrete) return;
    minuterie = setTimeout(() => {
      unTour()
        .catch((error: unknown) => options.log(`flux local en échec : ${String(error)}`))
        .finally(planifier);
    }, intervalleMs);
    minuterie.unref();
  }

  await attacher(true);
  planifier();
  return {
    vider: async () => {
      while ((await unTour()) > 0);
    },
    stop: async () => {
      arrete = true;
      clearTimeout(minuterie);
      await enCours.catch(() => 0);
      dynamodb.destroy();
      streams.destroy();
    },
  };
}
