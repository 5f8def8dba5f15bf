// Versioned writes (no lost update, docs/data-model.md R3): every write of a versioned item goes through
// this module. A versioned write succeeds only when the item exists and still carries the version the
// caller read (`attribute_exists(PK) AND version = :versionLue`, plus the write's own condition if any),
// and an update increments the version. Each builder asks for the stored item on refusal (ALL_OLD), so
// that `traduireRefus` (data/conditional-errors.ts) tells a gone item (404) from a changed one (409)
// without reading it again. Single writes: `updateVersioned`, `deleteVersioned`, `putFirstVersion`;
// transactions: the builders below in `transact` / `transactVersioned`.
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type NativeAttributeValue,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { VersionConflictError } from '../errors.ts';
import { refusVersionne, traduireRefus, type SensDuRefus } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { putNew } from './put-new.ts';
import { RETRY_TRANSACTION_CONFLICT, withRetry } from './retry.ts';
import { setClause } from './set-clause.ts';

type Item = Record<string, NativeAttributeValue>;
type Key = { PK: string; SK: string };
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A condition added to the version's. Its placeholders must not reuse `:versionLue`, `:plusUn`, nor the
 * `#<field>` / `:<field>` of a changed field.
 */
export interface Condition {
  expression: string;
  noms?: Record<string, string>;
  valeurs?: Item;
}

/**
 * The condition of a versioned write on `versionLue` (undefined: the item must only exist, whatever its
 * version), with `autre` added, and ALL_OLD so that a refusal says whether the item existed.
 */
export function conditionVersion(versionLue: number | undefined, autre?: Condition) {
  const clauses = ['attribute_exists(PK)'];
  if (versionLue !== undefined) clauses.push('version = :versionLue');
  if (autre) clauses.push(autre.expression);
  const valeurs = { ...(versionLue !== undefined ? { ':versionLue': versionLue } : {}), ...autre?.valeurs };
  return {
    ConditionExpression: clauses.join(' AND '),
    ...(Object.keys(valeurs).length > 0 ? { ExpressionAttributeValues: valeurs } : {}),
    ...(autre?.noms ? { ExpressionAttributeNames: autre.noms } : {}),
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

export interface MiseAJourVersionnee {
  key: Key;
  /**
   * The version the caller read. Undefined: the item must only exist, its own condition standing for the
   * version read (a file still carrying the bordereau's number, a user whose e-mailed code is checked);
   * the version still moves.
   */
  versionLue: number | undefined;
  /** Fields to SET (undefined ones left out); `version` is incremented besides. */
  changes: Item;
  condition?: Condition;
}

/** The UpdateItem parameters of a versioned update (a transaction's `Update`, or `updateVersioned`). */
export function miseAJourVersionnee(u: MiseAJourVersionnee) {
  const { assignments, names, values } = setClause(u.changes);
  const condition = conditionVersion(u.versionLue, u.condition);
  const noms = { ...names, ...condition.ExpressionAttributeNames };
  return {
    TableName: tableName(),
    Key: u.key,
    UpdateExpression: `SET ${[...assignments, 'version = version + :plusUn'].join(', ')}`,
    ...condition,
    ...(Object.keys(noms).length > 0 ? { ExpressionAttributeNames: noms } : {}),
    ExpressionAttributeValues: { ...values, ...condition.ExpressionAttributeValues, ':plusUn': 1 },
  };
}

/** The Put of a whole item over the version read (the item carries its new version). */
export function remplacementVersionne(item: Item, versionLue: number) {
  return { TableName: tableName(), Item: item, ...conditionVersion(versionLue) };
}

/** The Delete of an item at the version read. */
export function suppressionVersionnee(key: Key, versionLue: number) {
  return { TableName: tableName(), Key: key, ...conditionVersion(versionLue) };
}

/** A transaction's ConditionCheck: the item is still at the version read. */
export function verificationVersion(key: Key, versionLue: number) {
  return { TableName: tableName(), Key: key, ...conditionVersion(versionLue) };
}

export interface VersionedUpdate {
  key: Key;
  /** The version the caller read (every PATCH requires it: no last-writer-wins path). */
  expectedVersion: number;
  changes: Item;
  notFoundMessage: string;
}

/** One versioned UpdateItem: the whole updated item; NotFoundError (404) or VersionConflictError (409). */
export async function updateVersioned(u: VersionedUpdate): Promise<Item> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        ...miseAJourVersionnee({ key: u.key, versionLue: u.expectedVersion, changes: u.changes }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ?? {};
  } catch (error) {
    traduireRefus(error, refusVersionne(u.notFoundMessage));
  }
}

/** One versioned DeleteItem: the deleted item; NotFoundError (404) or VersionConflictError (409). */
export async function deleteVersioned(key: Key, versionLue: number, introuvable: string): Promise<Item> {
  try {
    const out = await ddb.send(
      new DeleteCommand({ ...suppressionVersionnee(key, versionLue), ReturnValues: 'ALL_OLD' }),
    );
    return out.Attributes ?? {};
  } catch (error) {
    traduireRefus(error, refusVersionne(introuvable));
  }
}

/**
 * The first write of an item the caller read as never written (version 0): Put if absent; when someone
 * wrote it meanwhile, VersionConflictError (so two first writes give one success and one 409).
 */
export async function putFirstVersion(item: Item): Promise<void> {
  try {
    await ddb.send(new PutCommand(putNew(item)));
  } catch (error) {
    traduireRefus(error, () => new VersionConflictError());
  }
}

/** One transaction; a refusal is thrown as `sens` reads it (data/conditional-errors.ts). */
export async function transact(items: TransactItem[], sens: SensDuRefus): Promise<void> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    traduireRefus(error, sens);
  }
}

/**
 * A transaction of versioned writes: `transact`, tried again while another transaction on the same
 * items was in flight (RETRY_TRANSACTION_CONFLICT); the conditions then decide.
 */
export function transactVersioned(items: TransactItem[], sens: SensDuRefus): Promise<void> {
  return withRetry(RETRY_TRANSACTION_CONFLICT, () => transact(items, sens));
}
