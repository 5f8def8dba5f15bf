// The one way to write a function EventBridge Scheduler invokes (infra/lib/stateless/scheduled-handler.ts):
// `export const handler = scheduledHandler({ name, event, invalidEvent }, work)`. Each invocation runs
// as every Lambda's does (invocation.ts: logger with the Lambda context, AWS calls recorded, cold start,
// unexpected errors logged once); the event is parsed against the function's schema before any work (an
// event it does not accept is logged and thrown: Lambda retries, then dead-letters it); the work's
// answer is logged on one line and returned. A failure throws: Lambda retries the asynchronous invocation
// twice, then the event goes to the function's dead-letter queue (alarm).
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from '../adapters/logger.ts';
import { markWrapped, reportUnexpectedError, runInvocation } from './invocation.ts';

export interface ScheduledOptions<S extends z.ZodType | undefined> {
  /** The function's handler name, e.g. 'repartitions/calculer-repartitions'. */
  name: string;
  /** The events the function accepts; absent: any event (the work does not read it). */
  event?: S;
  /** The error's message for an event the schema refuses. */
  invalidEvent?: string;
  /** The message of the line that logs the answer. */
  done: string;
}

/** What the answer's line says of it (the answer itself by default). */
export type ScheduledSummary<R> = (answer: R) => Record<string, unknown>;

type EventOf<S> = S extends z.ZodType ? z.infer<S> : unknown;

export type ScheduledLambda<R> = (event?: unknown, context?: Context) => Promise<R>;

export function scheduledHandler<R extends object, S extends z.ZodType | undefined = undefined>(
  options: ScheduledOptions<S> & { summary?: ScheduledSummary<R> },
  work: (event: EventOf<S>) => Promise<R>,
): ScheduledLambda<R> {
  const handler: ScheduledLambda<R> = (event, context) =>
    runInvocation({ name: options.name, context }, async () => {
      let parsed: EventOf<S> = event as EventOf<S>;
      if (options.event) {
        const result = options.event.safeParse(event);
        if (!result.success) {
          const message = options.invalidEvent ?? `Événement invalide : ${options.name}`;
          logger.error(message, { route: options.name });
          throw new Error(message);
        }
        parsed = result.data as EventOf<S>;
      }
      try {
        const answer = await work(parsed);
        logger.info(options.done, {
          route: options.name,
          ...(options.summary ? options.summary(answer) : answer),
        });
        return answer;
      } catch (error) {
        reportUnexpectedError(error, options.name);
        throw error;
      }
    });
  return markWrapped(handler, { kind: 'schedule', name: options.name });
}
