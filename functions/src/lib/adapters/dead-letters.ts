// Sending a message to the scheduled payment split's dead-letter queue (SQS SendMessage): on AWS the
// queue of infra/lib/stateless/scheduled-split.ts, locally the gateway's stand-in (src/local/sqs-local.ts,
// SQS_ENDPOINT), which records the message under .data/dead-letters/ and logs it. One code path.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { env } from '../../config/env.ts';
import { enregistrerAppelsAws } from './appels-aws.ts';
import { clientParEndpoint } from './client-par-endpoint.ts';

const sqsParEndpoint = clientParEndpoint((endpoint) =>
  enregistrerAppelsAws('sqs', new SQSClient({ region: env.region, ...(endpoint ? { endpoint } : {}) })),
);

function sqs(): SQSClient {
  return sqsParEndpoint(env.sqsEndpoint);
}

/** Sends `corps` (JSON) to the dead-letter queue; throws when SQS refuses it. */
export async function envoyerLettreMorte(corps: unknown): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: env.splitDeadLetterQueueUrl, MessageBody: JSON.stringify(corps) }),
  );
}
