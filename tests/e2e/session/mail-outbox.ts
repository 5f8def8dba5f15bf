// The codes the local runtime "mails": one .eml file per mail in the outbox folder of the runtime that
// the global setup started. The addresses used by the tests are unique, so the mail found is the test's own.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { inject } from 'vitest';

async function outboxFiles(): Promise<string[]> {
  const dir = inject('mailOutboxDir');
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((f) => f.endsWith('.eml')).map((f) => join(dir, f));
}

/** The 6-digit code of the last mail sent to `to` whose text contains `about`, or undefined. */
export async function lastMailedCode(to: string, about: RegExp): Promise<string | undefined> {
  // File names start with the sending time: sorted by name, the last one is the latest.
  const files = (await outboxFiles()).sort((a, b) => basename(a).localeCompare(basename(b)));
  const mails = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  const mine = mails.filter((mail) => mail.includes(`To: ${to}\n`) && about.test(mail));
  return /\b(\d{6})\b/.exec(mine.at(-1)?.split('\n\n').slice(1).join('\n\n') ?? '')?.[1];
}
