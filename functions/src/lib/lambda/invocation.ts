// What every Lambda of the project does around its work, whatever its event: the REST and WebSocket
// handlers (lib/http/api-handler.ts), the stream consumers (stream-batch-handler.ts) and the scheduled
// functions (scheduled-handler.ts) are each exported through one wrapper, and the three wrappers run
// each invocation here (docs/architecture.md#one-request):
// - its own logger (lib/adapters/logger.ts), whose lines carry the Lambda context (function name and
//   ARN, memory, request id, cold start), the correlation id when the event has one, the service;
// - its AWS calls recorded under its function's name (lib/adapters/appels-aws.ts);
// - the cold start: the first invocation of a function in its process, logged (`cold_start`) and
//   counted (metric ColdStart, dimension function_name);
// - an unexpected error logged once with its stack (reportUnexpectedError), then left to the wrapper.
// The same exports run on AWS and on the local runtime, which adds nothing around them.
import type { Context } from 'aws-lambda';
import { dansLInvocationDe } from '../adapters/appels-aws.ts';
import { debuterRequeteLog, errorFields, logger } from '../adapters/logger.ts';
import { compterDemarrageAFroid } from '../adapters/metrics.ts';

/** The kinds of event a wrapper serves: API Gateway (REST, WebSocket), a stream batch, a schedule. */
export type LambdaKind = 'api' | 'stream' | 'schedule';

export interface InvocationOptions {
  /** The function's handler name (`bureaux/update-bureau`, `flux/notifier-changements`, ...). */
  name: string;
  /** The Lambda context; absent when a test or a script calls the export directly. */
  context?: Context;
  /** The event's own request id (API Gateway's), when it has one. */
  correlationId?: string;
}

/** The functions of this process that have been invoked (the next invocation is a warm one). */
const started = new Set<string>();

/** Runs `work` as one invocation of `options.name` (see the header). */
export function runInvocation<T>(options: InvocationOptions, work: () => Promise<T>): Promise<T> {
  return dansLInvocationDe(options.name, () => {
    const coldStart = !started.has(options.name);
    started.add(options.name);
    debuterRequeteLog({
      lambda: options.context?.awsRequestId ? options.context : undefined,
      correlationId: options.correlationId,
      coldStart,
    });
    if (coldStart) compterDemarrageAFroid(options.name);
    return work();
  });
}

/** The one log line of an error no rule expected: its name, message and stack (never its data). */
export function reportUnexpectedError(error: unknown, name: string | undefined): void {
  logger.error('erreur non prévue', {
    route: name,
    ...errorFields(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}

/** What a wrapper marks on the function it returns: its kind and its function's name. */
export interface WrapperMark {
  kind: LambdaKind;
  name: string;
}

const MARK = Symbol.for('umj.lambda-wrapper');

/** `handler`, marked as the product of the wrapper of `kind` (read by wrapperOf). */
export function markWrapped<F extends object>(handler: F, mark: WrapperMark): F {
  Object.defineProperty(handler, MARK, { value: Object.freeze({ ...mark }), enumerable: false });
  return handler;
}

/**
 * The wrapper `handler` came from, or undefined for a bare function: what the infrastructure test reads
 * of each function's `handler` export (infra/test/lambda-wrappers.test.ts).
 */
export function wrapperOf(handler: unknown): WrapperMark | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as unknown as Record<symbol, WrapperMark | undefined>)[MARK];
}
