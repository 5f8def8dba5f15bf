// Reading why a conditional write or a transaction was refused, and the one function that says what a
// refusal means to the caller (`traduireRefus`): not found, version conflict, or another named error.
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { NotFoundError, VersionConflictError } from '../errors.ts';

export function isConditionFailed(error: unknown): error is ConditionalCheckFailedException {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as Error | undefined)?.name === 'ConditionalCheckFailedException'
  );
}

function isTransactionCanceled(error: unknown): error is TransactionCanceledException {
  return (
    error instanceof TransactionCanceledException ||
    (error as Error | undefined)?.name === 'TransactionCanceledException'
  );
}

/** Indexes of the transaction items whose condition failed (empty when the error is something else). */
export function failedTransactionItems(error: unknown): number[] {
  return refusDe(error).map((r) => r.index);
}

/**
 * A transaction cancelled because another transaction on the same items was in flight (nothing was
 * written; trying again is safe: data/retry.ts).
 */
export function isTransactionConflict(error: unknown): boolean {
  const raisons = (error as { CancellationReasons?: { Code?: string }[] } | undefined)?.CancellationReasons;
  return (
    (error as Error | undefined)?.name === 'TransactionConflictException' ||
    (raisons ?? []).some((r) => r.Code === 'TransactionConflict')
  );
}

/**
 * One refused item of a conditional write: its index in the transaction (0 for a single write) and
 * whether it existed, known when the write asked for `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`
 * (every write built by data/ecriture-versionnee.ts does).
 */
export interface Refus {
  index: number;
  /** The item as stored when refused (the service's attribute form), undefined when absent. */
  ancien: Record<string, unknown> | undefined;
}

/** The refused items of a conditional write or transaction, in item order (empty for another error). */
export function refusDe(error: unknown): Refus[] {
  if (isConditionFailed(error)) return [{ index: 0, ancien: error.Item }];
  if (!isTransactionCanceled(error)) return [];
  const raisons = error.CancellationReasons ?? [];
  return raisons.flatMap((r, index) =>
    r.Code === 'ConditionalCheckFailed' ? [{ index, ancien: r.Item }] : [],
  );
}

/** What a refused item means to the caller: the error to throw, or undefined (the refusal as it is). */
export type SensDuRefus = (refus: Refus) => Error | undefined;

/**
 * The one reading of a failed conditional write. Each refused item gets its meaning from `sens`; a
 * NotFoundError wins (what no longer exists is said before what changed), then the first meaning in item
 * order. An error with no refusal, or refusals without meaning, is thrown again as it is.
 */
export function traduireRefus(error: unknown, sens: SensDuRefus): never {
  const erreurs = refusDe(error).flatMap((r) => sens(r) ?? []);
  throw erreurs.find((e) => e instanceof NotFoundError) ?? erreurs[0] ?? error;
}

/** The meaning of a refused versioned write: gone (NotFoundError with `introuvable`), else changed meanwhile. */
export function refusVersionne(introuvable: string): SensDuRefus {
  return ({ ancien }) => (ancien ? new VersionConflictError() : new NotFoundError(introuvable));
}

/**
 * Awaits a conditional write whose refusal means "nothing to do" (already done, done by a concurrent
 * call, or no longer due): true when written, false when refused; any other error is thrown.
 */
export async function siAccepte(ecriture: Promise<unknown>): Promise<boolean> {
  try {
    await ecriture;
    return true;
  } catch (error) {
    if (refusDe(error).length > 0) return false;
    throw error;
  }
}
