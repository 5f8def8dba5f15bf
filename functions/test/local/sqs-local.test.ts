// The local stand-in of SQS SendMessage (docs/local-runtime.md#dead-letters): the SDK's own call
// reaches it, the message is kept, written as a JSON file and logged; any other action is refused.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import { createSqsStandIn, type SqsStandIn } from '../../src/local/sqs-local.ts';

const dossier = mkdtempSync(join(tmpdir(), 'umj-dead-letters-'));
const lignes: string[] = [];
let standIn: SqsStandIn;
let serveur: Server;
let sqs: SQSClient;
let queueUrl: string;

beforeAll(async () => {
  standIn = createSqsStandIn(dossier, (l) => lignes.push(l));
  serveur = createServer((req, res) => void standIn.handle(req, res));
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}/sqs`;
  queueUrl = `${endpoint}/000000000000/umj-split-dead-letters-local`;
  sqs = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
});

afterAll(async () => {
  sqs.destroy();
  await new Promise<void>((resolve) => serveur.close(() => resolve()));
  rmSync(dossier, { recursive: true, force: true });
});

describe('local SQS stand-in (dead letters of the scheduled payment split)', () => {
  it('SendMessage through the SDK is answered with its MD5 (checked by the SDK), kept, written and logged', async () => {
    const corps = JSON.stringify({ jour: '2026-03-10', bureauIds: ['chartres'], erreur: 'panne' });
    const out = await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: corps }));
    expect(out.MessageId).toBe(standIn.messages[0]!.messageId);
    expect(standIn.messages).toEqual([expect.objectContaining({ queueUrl, body: corps })]);
    const fichiers = readdirSync(dossier);
    expect(fichiers).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dossier, fichiers[0]!), 'utf8'))).toMatchObject({ body: corps });
    expect(lignes).toEqual([expect.stringContaining('lettre morte reçue')]);
  });

  it('any other action is refused (400 InvalidAction), nothing kept', async () => {
    await expect(sqs.send(new GetQueueUrlCommand({ QueueName: 'autre' }))).rejects.toMatchObject({
      name: 'InvalidAction',
    });
    expect(standIn.messages).toHaveLength(1);
  });
});
