// Versioned writes (no lost update, docs/data-model.md R3): every write of a versioned item goes through
// this module. A versioned write succeeds only when the item exists and still carries the version the
// caller read (`attribute_exists(PK) AND version = :versionLue`, plus the write's own condition if any),
// and an update increments the version. Each builder asks for the stored item on refusal (ALL_OLD), so
// that `traduireRefus` (data/conditional-errors.ts) tells a gone item (404) from a changed one (409)
// without reading it again. Single writes: `updateVersioned`, `deleteVersioned`, `putFirstVersion`;
// transactions: the builders below in `transact` / `transactVersioned`.
// Within a request whose successes are audited, each of them carries the request's audit entry in the
// same transaction (data/audit-requete.ts): a single write then becomes a 2-item TransactWrite. So does
// any other single write of such a request (`ecritureUnique`: a code, an announced upload, a sign-out).
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type NativeAttributeValue,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { auditAJoindre, entreeAuditAJoindre } from './audit-requete.ts';
import { refusVersionne, traduireRefus, type SensDuRefus } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
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
  if (auditAJoindre()) {
    // With the audit entry: the item read first, then the update at that version with the entry in one
    // transaction; the updated item is the read one with the changes (SET only) and the next version.
    const lu = await lireALaVersion(u.key, u.expectedVersion, u.notFoundMessage);
    const update = miseAJourVersionnee({ key: u.key, versionLue: u.expectedVersion, changes: u.changes });
    await transactVersioned([{ Update: update }], refusVersionne(u.notFoundMessage));
    const definis = Object.entries(u.changes).filter(([, v]) => v !== undefined);
    return { ...lu, ...Object.fromEntries(definis), version: u.expectedVersion + 1 };
  }
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
  if (auditAJoindre()) {
    const lu = await lireALaVersion(key, versionLue, introuvable);
    await transactVersioned(
      [{ Delete: suppressionVersionnee(key, versionLue) }],
      refusVersionne(introuvable),
    );
    return lu;
  }
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
  if (auditAJoindre()) {
    await transactVersioned([{ Put: putNew(item) }], () => new VersionConflictError());
    return;
  }
  try {
    await ddb.send(new PutCommand(putNew(item)));
  } catch (error) {
    traduireRefus(error, () => new VersionConflictError());
  }
}

/**
 * The item at the version the caller read, before a versioned write that carries the audit entry
 * (a transaction returns no item): NotFoundError when absent, VersionConflictError when it moved on.
 */
async function lireALaVersion(key: Key, versionLue: number, introuvable: string): Promise<Item> {
  const lu = await getItem(key);
  if (!lu) throw new NotFoundError(introuvable);
  if (lu.version !== versionLue) throw new VersionConflictError();
  return lu;
}

/**
 * One transaction, with the request's audit entry as its last item when there is one (the entry is
 * then recorded as written); a refusal is thrown as `sens` reads it (data/conditional-errors.ts).
 */
export async function transact(items: TransactItem[], sens: SensDuRefus): Promise<void> {
  const audit = entreeAuditAJoindre();
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: audit ? [...items, audit.item] : items }));
    audit?.confirmer();
  } catch (error) {
    traduireRefus(error, sens);
  }
}

/**
 * One write that is not versioned (a Put, an Update or a Delete, with its own condition if any): with
 * the request's audit entry in one transaction when the request has one to add, alone otherwise
 * (seeds, scripts, scheduled jobs without an audit scope). A refusal is thrown as `sens` reads it.
 */
export async function ecritureUnique(item: TransactItem, sens: SensDuRefus): Promise<void> {
  if (auditAJoindre()) return transact([item], sens);
  try {
    if (item.Put) await ddb.send(new PutCommand(item.Put));
    else if (item.Update) await ddb.send(new UpdateCommand(item.Update));
    else if (item.Delete) await ddb.send(new DeleteCommand(item.Delete));
    else throw new Error('Écriture unique : Put, Update ou Delete attendu');
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
