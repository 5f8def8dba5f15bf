// The event EventBridge Scheduler sends to a scheduled function: the schedule's `Input` with its
// context attributes replaced (docs/local-runtime.md#scheduled-payment-split). The scheduled time has
// the format AWS documents for `<aws.scheduler.scheduled-time>`: `2022-03-22T18:59:43Z`, whole
// seconds, no milliseconds (functions/test/local/fixtures/aws-events/).

/** What the CDK stack writes as every schedule's `Input` (infra/lib/stateless/scheduled-handler.ts). */
export const SCHEDULE_INPUT = '{"heurePrevue":"<aws.scheduler.scheduled-time>"}';

/** `date` as EventBridge Scheduler writes a scheduled time: UTC, whole seconds. */
export function scheduledTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The schedule's `input` as the target receives it at `date`. */
export function scheduledEvent(input: string, date: Date, scheduleArn: string): unknown {
  const attributes: Record<string, string> = {
    '<aws.scheduler.scheduled-time>': scheduledTime(date),
    '<aws.scheduler.schedule-arn>': scheduleArn,
    '<aws.scheduler.execution-id>': Math.floor(Math.random() * 2 ** 48).toString(16),
    '<aws.scheduler.attempt-number>': '1',
  };
  return JSON.parse(input.replace(/<aws\.scheduler\.[a-z-]+>/g, (name) => attributes[name] ?? name));
}

/**
 * How often the local runtime runs a schedule: every N minutes for `cron(0/N * * * ? *)` or
 * `rate(N minutes)`, hourly for any other (the daily split is idempotent: a day is created once).
 */
export function localPeriodMs(expression: string): number {
  const minutes =
    /^cron\(0\/(\d+) \* \* \* \? \*\)$/.exec(expression) ?? /^rate\((\d+) minutes?\)$/.exec(expression);
  return (minutes ? Number(minutes[1]) : 60) * 60_000;
}
