// Records, when UMJ_APPELS_AWS_FICHIER names a file (the tests that drive the handlers: `npm test` sets
// it), every AWS call each function makes: one JSON line per distinct request, appended, with the
// function (its handler's name) and what IAM evaluates (appels-aws-iam.ts). A middleware on the SDK
// clients the handlers share does it, and the local stand-ins of AWS calls (a secret in the environment,
// the mail outbox) record the call they replace. infra/test/permissions/ evaluates the file against each
// function's role (docs/deployment.md#the-permissions-the-tests-use). Unset (AWS, `npm start`): nothing.
// Calls outside an invocation (seeds, scripts, a test's own set-up) are not a function's: not recorded.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MiddlewareStack } from '@smithy/types';
import { env } from '../../config/env.ts';
import { appelsIamDe, type AppelIam, type ServiceAws } from './appels-aws-iam.ts';
import { errorFields, fonctionDeLInvocation, journalDInvocation, logger } from './logger.ts';

/** One line of the file: a request of the function, or the mark that it was invoked. */
export type LigneAppelAws = { fonction: string } & (AppelIam | { invocation: true });

/** The lines this process wrote (each distinct line once: the file stays small, the tests fast). */
const ecrites = new Set<string>();
let dossierCree: string | undefined;

function ecrire(ligne: LigneAppelAws): void {
  const fichier = env.appelsAwsFichier;
  if (!fichier) return;
  const texte = JSON.stringify(ligne);
  if (ecrites.has(texte)) return;
  ecrites.add(texte);
  try {
    if (dossierCree !== fichier) {
      mkdirSync(dirname(fichier), { recursive: true });
      dossierCree = fichier;
    }
    appendFileSync(fichier, `${texte}\n`);
  } catch (error) {
    // Never fails the call itself: a call left out shows as a function never recorded.
    logger.warn('appel AWS non enregistré', { fichier, ...errorFields(error) });
  }
}

/** Records requests of the invocation under way; outside an invocation, nothing. */
export function noterAppelsAws(...appels: AppelIam[]): void {
  if (!env.appelsAwsFichier) return;
  const fonction = fonctionDeLInvocation();
  if (!fonction) return;
  for (const appel of appels) ecrire({ fonction, ...appel });
}

/**
 * Runs one invocation of `fonction` (the handler of the route table, stream consumer or schedule it
 * serves): its own logger (journalDInvocation), its AWS calls recorded under its name, and the mark that
 * it was invoked (a function that calls nothing still counts as driven by the tests).
 */
export function dansLInvocationDe<T>(fonction: string, invocation: () => T): T {
  return journalDInvocation(() => {
    ecrire({ fonction, invocation: true });
    return invocation();
  }, fonction);
}

// The clients of several SDK packages, whose stacks differ only in their input and output types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ClientSdk = { middlewareStack: MiddlewareStack<any, any> };

/**
 * `client` with the recording middleware when recording is on (returned as it is otherwise). At the
 * build step the input is what goes on the wire: DocumentClient commands are marshalled by then, and
 * presigned URLs (the request of the later download) pass there too.
 */
export function enregistrerAppelsAws<C extends ClientSdk>(service: ServiceAws, client: C): C {
  if (!env.appelsAwsFichier) return client;
  client.middlewareStack.add(
    (next, context) => (args) => {
      const operation = String(context.commandName ?? '').replace(/Command$/, '');
      noterAppelsAws(...appelsIamDe(service, operation, args.input as Record<string, unknown>));
      return next(args);
    },
    { step: 'build', name: 'umjAppelsAws', override: true },
  );
  return client;
}
