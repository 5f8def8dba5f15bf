// The local stand-in of the one SQS call the handlers make: SendMessage (AWS JSON 1.0 protocol, as
// @aws-sdk/client-sqs sends it) to the scheduled payment split's dead-letter queue. The gateway serves
// it under /sqs (SQS_ENDPOINT); each message is kept in memory, written as a JSON file in
// `<data>/dead-letters/` and logged in one line (docs/local-runtime.md "Dead letters"). Like the
// @connections API, only the loopback may call it; any other action answers 400 InvalidAction.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readBody } from './http-utils.ts';
import { isLoopbackAddress } from './management-api.ts';

export const SQS_PREFIX = '/sqs';
/** The queue URL the handlers are given locally (SPLIT_DEAD_LETTER_QUEUE_URL). */
export const LOCAL_SPLIT_DEAD_LETTER_QUEUE = 'umj-split-dead-letters-local';

export function isSqsPath(pathname: string): boolean {
  return pathname === SQS_PREFIX || pathname.startsWith(`${SQS_PREFIX}/`);
}

export interface LettreMorte {
  messageId: string;
  queueUrl: string;
  /** The message body as sent (JSON text for the split). */
  body: string;
  recuLe: string;
}

export interface SqsStandIn {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The messages received by this process, oldest first. */
  messages: LettreMorte[];
}

function answer(res: ServerResponse, statusCode: number, body: unknown): void {
  res.writeHead(statusCode, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify(body));
}

/** `directory`: where each message is written (null: memory only). */
export function createSqsStandIn(directory: string | null, log: (line: string) => void): SqsStandIn {
  const messages: LettreMorte[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      req.resume();
      return answer(res, 403, { __type: 'com.amazonaws.sqs#AccessDenied', message: 'Forbidden' });
    }
    const body = await readBody(req, 256 * 1024);
    const target = req.headers['x-amz-target'];
    if (req.method !== 'POST' || target !== 'AmazonSQS.SendMessage' || body === null) {
      return answer(res, 400, { __type: 'com.amazonaws.sqs#InvalidAction', message: String(target) });
    }
    const input = JSON.parse(body.toString('utf8')) as { QueueUrl?: string; MessageBody?: string };
    const message: LettreMorte = {
      messageId: randomUUID(),
      queueUrl: input.QueueUrl ?? '',
      body: input.MessageBody ?? '',
      recuLe: new Date().toISOString(),
    };
    messages.push(message);
    if (directory !== null) {
      mkdirSync(directory, { recursive: true });
      const fichier = join(directory, `${message.recuLe.replace(/[:.]/g, '-')}-${message.messageId}.json`);
      writeFileSync(fichier, `${JSON.stringify(message, null, 2)}\n`);
      log(`lettre morte reçue (${message.queueUrl}) : ${fichier}`);
    } else {
      log(`lettre morte reçue (${message.queueUrl}) : ${message.body}`);
    }
    answer(res, 200, {
      MessageId: message.messageId,
      MD5OfMessageBody: createHash('md5').update(message.body, 'utf8').digest('hex'),
    });
  };
  return { handle, messages };
}
