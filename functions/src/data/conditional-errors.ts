// Reading why a conditional write or a transaction was refused.
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

export function isConditionFailed(error: unknown): error is ConditionalCheckFailedException {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as Error | undefined)?.name === 'ConditionalCheckFailedException'
  );
}

/** Indexes of the transaction items whose condition failed (empty when the error is something else). */
export function failedTransactionItems(error: unknown): number[] {
  if (
    !(error instanceof TransactionCanceledException) &&
    (error as Error | undefined)?.name !== 'TransactionCanceledException'
  ) {
    return [];
  }
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}
