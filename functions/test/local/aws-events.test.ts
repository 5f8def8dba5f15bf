// docs/local-runtime.md#events-compared-with-aws: the events the local gateway builds are compared, field
// by field and type by type, with events AWS published (fixtures/aws-events/, each file naming its
// source): REST proxy v1, WebSocket $connect/$default/$disconnect, a DynamoDB stream batch, and what
// EventBridge Scheduler sends to the scheduled functions. A field AWS sends that the gateway omits, or
// the reverse, fails; so does a field of another type (a time in another format included).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { REALTIME_PATH } from '@umj/shared/realtime';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { ensureTable } from '../../src/local/ensure-table.ts';
import { demarrerFluxLocal } from '../../src/local/flux-local.ts';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import { planifierTachesDuModele } from '../../src/local/minuteries.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { SCHEDULE_INPUT } from '../../src/local/scheduled-event.ts';
import { shapeDifferences } from '../helpers/event-shape.ts';
import { nextEvent, ofConnection } from './fixtures/recorder.ts';
import { FIXTURE_WS_ROUTES, startFixtureRuntime } from './fixtures/runtime.ts';

type Event = Record<string, unknown> & { headers?: Record<string, string> };
const awsEvent = (name: string): Event =>
  (
    JSON.parse(readFileSync(new URL(`./fixtures/aws-events/${name}.json`, import.meta.url), 'utf8')) as {
      event: Event;
    }
  ).event;
/** What API Gateway adds to the headers of every REST request and every $connect. */
const API_GATEWAY_HEADERS = ['X-Amzn-Trace-Id', 'X-Forwarded-For', 'X-Forwarded-Port', 'X-Forwarded-Proto'];

describe('the local gateway builds the events AWS sends (same fields, same types)', () => {
  let runtime: LocalRuntime;
  beforeAll(async () => {
    runtime = await startFixtureRuntime({ wsRoutes: FIXTURE_WS_ROUTES });
  });
  afterAll(async () => runtime.stop());

  it('REST proxy v1 (a POST without body nor query string, a route without parameters), and the headers API Gateway adds', async () => {
    const res = await fetch(`${runtime.url}/v1/echo`, {
      method: 'POST',
      headers: { accept: '*/*', 'user-agent': 'HTTPie/3.2.2' },
    });
    const { event } = (await res.json()) as { event: Event };
    const aws = awsEvent('rest-proxy-v1');
    expect(shapeDifferences(event, aws)).toEqual([]);
    for (const name of API_GATEWAY_HEADERS) {
      expect(Object.keys(aws.headers!)).toContain(name);
      expect(Object.keys(event.headers!)).toContain(name);
    }
  });

  it('WebSocket $connect, $default and $disconnect (a client without User-Agent nor query string, closing without status), and the headers API Gateway adds to $connect', async () => {
    const mark = randomUUID();
    const ws = new WebSocket(`${runtime.url.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
      headers: { 'X-Essai': mark },
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const connect = (await nextEvent('$connect', (e) => (e as Event).headers?.['X-Essai'] === mark)) as Event;
    const connectionId = (connect.requestContext as { connectionId: string }).connectionId;
    ws.send('{"action": "chat", "message": "Hello from client"}');
    const message = await nextEvent('$default', ofConnection(connectionId));
    ws.close();
    const disconnect = await nextEvent('$disconnect', ofConnection(connectionId));

    expect(shapeDifferences(connect, awsEvent('websocket-connect'))).toEqual([]);
    expect(shapeDifferences(message, awsEvent('websocket-message'))).toEqual([]);
    expect(shapeDifferences(disconnect, awsEvent('websocket-disconnect'))).toEqual([]);
    for (const name of API_GATEWAY_HEADERS) expect(Object.keys(connect.headers!)).toContain(name);
  });
});

describe("the local stream poller hands over the batches Lambda's event source mapping does", () => {
  it('a DynamoDB stream batch (an INSERT, then a MODIFY of the same item)', async () => {
    const endpoint = inject('dynamodbEndpoint');
    const tableName = `umj-test-aws-events-${randomUUID().slice(0, 8)}`;
    await ensureTable({ endpoint, tableName });
    const batches: DynamoDBStreamEvent[] = [];
    const flux = await demarrerFluxLocal({
      endpoint,
      tableName,
      consommateurs: [
        { nom: 'essai', handler: 'essai', tailleLot: 100, fenetreSecondes: 1, description: 'essai' },
      ],
      loadHandler: async () => async (event) => void batches.push(event as DynamoDBStreamEvent),
      log: () => undefined,
      intervalleMs: 3_600_000,
    });
    const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
    const Key = { PK: { S: 'ESSAI#1' }, SK: { S: 'A' } };
    await client.send(
      new PutItemCommand({ TableName: tableName, Item: { ...Key, Message: { S: 'New item!' } } }),
    );
    await client.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key,
        UpdateExpression: 'SET Message = :m',
        ExpressionAttributeValues: { ':m': { S: 'This item has changed' } },
      }),
    );
    await flux.vider();
    await flux.stop();
    client.destroy();

    const records: DynamoDBRecord[] = batches.flatMap((b) => b.Records);
    expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY']);
    expect(shapeDifferences({ Records: records }, awsEvent('dynamodb-stream'))).toEqual([]);
  });
});

describe('the local timers send the scheduled functions what EventBridge Scheduler sends', () => {
  it("the schedules' input with the scheduled time as AWS writes it (UTC, whole seconds)", async () => {
    const events: unknown[] = [];
    const timers = planifierTachesDuModele(
      [
        {
          functionKey: 'tache',
          expression: 'cron(0/5 * * * ? *)',
          input: SCHEDULE_INPUT,
          description: 'essai',
        },
      ],
      async () => async (event) => void events.push(event),
      () => undefined,
    );
    await expect.poll(() => events.length).toBe(1);
    for (const timer of timers) clearInterval(timer);
    expect(shapeDifferences(events[0], awsEvent('scheduler-input'))).toEqual([]);
  });
});
