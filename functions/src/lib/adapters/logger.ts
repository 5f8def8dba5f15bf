// One JSON line per log entry (CloudWatch Logs on AWS, the terminal locally: the same line), written by
// Powertools Logger: level, message, timestamp, service (the stage's, POWERTOOLS_SERVICE_NAME), X-Ray
// trace id; within a request (withRequestContext) the Lambda request id, cold start, the API Gateway
// request id as correlation id and the signed-in user's id. Log sampling: POWERTOOLS_LOGGER_SAMPLE_RATE
// of the requests also write their debug lines. Never log bodies, passwords, tokens or codes.
// LOG_LEVEL (env.ts) drops the levels below it. The call sites keep `logger.info(message, fields)`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import type { Context } from 'aws-lambda';
import { SERVICE_LOCAL } from '../../api/metriques.ts';
import { env } from '../../config/env.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

/**
 * Powertools' Logger whose `cold_start` is the invocation's, as lib/lambda/invocation.ts decides it per
 * function: Powertools' own flag says true only on AWS, once per Logger instance, and every invocation
 * has a child logger of its own (journalDInvocation). Its extension point: a subclass and createLogger.
 */
class LoggerUmj extends Logger {
  demarrageAFroid = false;

  protected override getColdStart(): boolean {
    return this.demarrageAFroid;
  }

  protected override createLogger(options?: ConstructorOptions): LoggerUmj {
    return new LoggerUmj(options);
  }
}

let powertools: LoggerUmj | undefined;

/** The invocation under way (journalDInvocation): its logger, and its function when the caller names it. */
interface Invocation {
  logger: LoggerUmj;
  /** The handler of the route table (or the stream consumer, the schedule) the invocation runs. */
  fonction: string | undefined;
}
const parInvocation = new AsyncLocalStorage<Invocation>();

/** The invocation's logger (at the process's level, LOG_LEVEL being read on each entry), else the process's. */
function instance(): LoggerUmj {
  const racine = processLogger();
  const invocation = parInvocation.getStore()?.logger;
  if (!invocation) return racine;
  if (invocation.getLevelName() !== racine.getLevelName()) invocation.setLogLevel(racine.getLevelName());
  return invocation;
}

/** Built on first use, after the test or runtime environment is set. */
function processLogger(): LoggerUmj {
  powertools ??= new LoggerUmj({
    // POWERTOOLS_SERVICE_NAME on AWS (the stage's service); the local runtime's otherwise.
    ...(process.env.POWERTOOLS_SERVICE_NAME ? {} : { serviceName: SERVICE_LOCAL }),
    logLevel: env.logLevel.toUpperCase() as 'INFO',
  });
  // LOG_LEVEL is read on each entry, as before (the bench and tests change it at run time).
  const wanted = env.logLevel.toUpperCase() as 'INFO';
  if (powertools.getLevelName() !== wanted) powertools.setLogLevel(wanted);
  return powertools;
}

function write(level: Level, msg: string, fields: Fields): void {
  instance()[level](msg, fields);
}

export const logger = {
  debug: (msg: string, fields: Fields = {}) => write('debug', msg, fields),
  info: (msg: string, fields: Fields = {}) => write('info', msg, fields),
  warn: (msg: string, fields: Fields = {}) => write('warn', msg, fields),
  error: (msg: string, fields: Fields = {}) => write('error', msg, fields),
};

export interface RequestLogContext {
  /** The Lambda context (request id, function name, cold start); absent in some local calls. */
  lambda?: Context;
  /** API Gateway's request id: the same id in the API's access log line. */
  correlationId?: string;
  /**
   * The first invocation of its function in this process (lib/lambda/invocation.ts decides it per
   * function: the local runtime runs every function in one process).
   */
  coldStart?: boolean;
}

/**
 * Runs one invocation with a logger of its own (a child of the process's, at its level), so that the
 * ids `debuterRequeteLog` adds are this invocation's only. Lambda runs one invocation at a time in a
 * process; the local runtime runs every function's invocations in one process, overlapping, where a
 * line would otherwise carry the ids of whichever request started last (docs/local-runtime.md).
 * `fonction` names the function invoked (its handler), read back by `fonctionDeLInvocation`.
 */
export function journalDInvocation<T>(invocation: () => T, fonction?: string): T {
  return parInvocation.run({ logger: processLogger().createChild() as LoggerUmj, fonction }, invocation);
}

/** The function (its handler's name) of the invocation under way, when its caller named it. */
export function fonctionDeLInvocation(): string | undefined {
  return parInvocation.getStore()?.fonction;
}

/**
 * Adds the request's ids to every line written until the next request (Lambda reuses the module), or
 * until the invocation's end (journalDInvocation), and draws the request's log sampling again.
 */
export function debuterRequeteLog(context: RequestLogContext): void {
  const log = instance();
  log.resetKeys();
  log.demarrageAFroid = context.coldStart ?? false;
  if (context.lambda) log.addContext(context.lambda);
  log.setCorrelationId(context.correlationId);
  log.refreshSampleRateCalculation();
}

/** Adds the signed-in user's id to the lines that follow, for this request. */
export function identifierUtilisateurLog(utilisateurId: string | undefined): void {
  if (utilisateurId) instance().appendKeys({ utilisateurId });
}

export function errorFields(error: unknown): Fields {
  return error instanceof Error
    ? { errorName: error.name, errorMessage: error.message }
    : { error: String(error) };
}
