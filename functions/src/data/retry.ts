// The retry policy of the data layer, in one place: which failures are tried again, how many times, and
// how long to wait between attempts (a growing pause with random jitter, so that writers that collided
// do not collide again in step). Every retry loop of src/ goes through `withRetry` or `untilProcessed`.
import { setTimeout as pause } from 'node:timers/promises';
import { isTransactionConflict } from './conditional-errors.ts';

export interface RetryPolicy {
  /** Attempts in all, the first one included; the error of the last one is thrown. */
  attempts: number;
  /** Pause in ms before the next attempt, after `n` failed ones (n ≥ 1). */
  pauseMs: (n: number) => number;
  /** Whether a failure is worth another attempt (any other error is thrown at once). */
  retryOn: (error: unknown) => boolean;
}

/** `min(capMs, stepMs × n)` plus a random share of `jitterMs`. */
function linearBackoff(stepMs: number, capMs: number, jitterMs: number): (n: number) => number {
  return (n) => Math.min(capMs, stepMs * n) + Math.random() * jitterMs;
}

/**
 * A transaction cancelled because another one on the same items was in flight: nothing was written, the
 * conditions decide on the next attempt (a conflict alone must not leave concurrent writers without an
 * answer).
 */
export const RETRY_TRANSACTION_CONFLICT: RetryPolicy = {
  attempts: 40,
  pauseMs: linearBackoff(5, 200, 25),
  retryOn: isTransactionConflict,
};

/**
 * An attempt that lost to a concurrent write on a shared item (a number counter, a compare-and-set
 * counter): it throws LostRace, and the next attempt reads the state again.
 */
export class LostRace extends Error {
  constructor(message = 'Écritures concurrentes : la tentative a perdu la course') {
    super(message);
    this.name = 'LostRace';
  }
}

/** Many creations can race for an office's bordereau number: same pauses as a transaction conflict. */
export const RETRY_LOST_RACE: RetryPolicy = {
  ...RETRY_TRANSACTION_CONFLICT,
  retryOn: (error) => error instanceof LostRace || isTransactionConflict(error),
};

/** A two-step counter (sign-in failures, code quotas): a few attempts, then the last LostRace. */
export const RETRY_COMPARE_AND_SET: RetryPolicy = {
  ...RETRY_TRANSACTION_CONFLICT,
  attempts: 3,
  retryOn: (error) => error instanceof LostRace,
};

/** The items a batch call left unprocessed (throttling): sent again after a doubling pause. */
export const RETRY_UNPROCESSED: Omit<RetryPolicy, 'retryOn'> = {
  attempts: 12,
  pauseMs: (n) => Math.min(1000, 25 * 2 ** n) + Math.random() * 25,
};

/** Runs `attempt` (given its 1-based number) until it succeeds or the policy gives up. */
export async function withRetry<T>(policy: RetryPolicy, attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= policy.attempts || !policy.retryOn(error)) throw error;
      await pause(policy.pauseMs(n));
    }
  }
}

/**
 * Sends `items`, then again what the call answers it left unprocessed, pausing by RETRY_UNPROCESSED,
 * until none is left (a left-over item is never taken as done or absent).
 */
export async function untilProcessed<T>(items: T[], send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = items;
  for (let n = 0; pending.length > 0; n += 1) {
    if (n >= RETRY_UNPROCESSED.attempts) {
      throw new Error(`DynamoDB : ${pending.length} élément(s) non traité(s) après ${n} essais`);
    }
    if (n > 0) await pause(RETRY_UNPROCESSED.pauseMs(n));
    pending = await send(pending);
  }
}
