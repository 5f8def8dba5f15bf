// Outgoing e-mail: SES v2 on AWS; locally a file per mail in the outbox folder plus a log line, so a
// developer can read the codes (API).
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '../../config/env.ts';
import { appelEnvoiMail } from './appels-aws-iam.ts';
import { enregistrerAppelsAws, noterAppelsAws } from './appels-aws.ts';
import { logger } from './logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let ses: SESv2Client | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  if (env.mailMode === 'ses') {
    ses ??= enregistrerAppelsAws('ses', new SESv2Client({ region: env.region }));
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: env.mailFrom,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    return;
  }
  // The outbox stands in for SES's SendEmail: the recording of the tests gets the call it replaces.
  noterAppelsAws(appelEnvoiMail());
  const dir = env.mailOutboxDir;
  await mkdir(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = join(dir, `${date.replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  const content = [
    `From: ${env.mailFrom}`,
    `To: ${mail.to}`,
    `Date: ${date}`,
    `Subject: ${mail.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\n');
  await writeFile(file, content, 'utf8');
  logger.info('mail déposé dans la boîte d’envoi locale', { to: mail.to, subject: mail.subject, file });
}
