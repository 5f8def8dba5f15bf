// The one versioned write of the table: an UpdateItem that succeeds only when the item exists and
// still carries the version the caller read, and increments it (no lost update: issue 3 Data).
import { UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { setClause } from './set-clause.ts';

export interface VersionedUpdate {
  key: { PK: string; SK: string };
  /** The version the caller read (every PATCH requires it: no last-writer-wins path). */
  expectedVersion: number;
  changes: Record<string, NativeAttributeValue>;
  notFoundMessage: string;
}

/** Returns the whole updated item; NotFoundError (404) or VersionConflictError (409) otherwise. */
export async function updateVersioned(u: VersionedUpdate): Promise<Record<string, NativeAttributeValue>> {
  const { assignments, names, values } = setClause(u.changes);
  const sets = [...assignments, 'version = version + :one'];
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: u.key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ...(assignments.length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: { ...values, ':one': 1, ':expected': u.expectedVersion },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return out.Attributes ?? {};
  } catch (error) {
    if (isConditionFailed(error)) {
      if (!error.Item) throw new NotFoundError(u.notFoundMessage);
      throw new VersionConflictError();
    }
    throw error;
  }
}
