// Offices (spec §3 Office: id, nom, logo). Access patterns B1–B5 of docs/data-model.md. The office
// collection is one small partition (three offices in the product), so listings are strongly consistent.
import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { AlreadyExistsError, NotFoundError, VersionConflictError } from '../errors.ts';
import { failedTransactionItems, isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { updateVersioned } from './versioned-update.ts';

export interface BureauItem {
  id: string;
  nom: string;
  /** S3 key of the logo, or null. */
  logo: string | null;
  version: number;
  creeLe: string;
  modifieLe: string;
}

function toBureau(item: Record<string, NativeAttributeValue>): BureauItem {
  return {
    id: item.id as string,
    nom: item.nom as string,
    logo: (item.logo as string | null | undefined) ?? null,
    version: item.version as number,
    creeLe: item.creeLe as string,
    modifieLe: item.modifieLe as string,
  };
}

function bureauItem(b: BureauItem): Record<string, NativeAttributeValue> {
  return { ...keys.bureau(b.id), type: 'Bureau', ...b };
}

/** B1: every office, ordered by id. */
export async function listBureaux(): Promise<BureauItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.bureauxCollection, ':sk': 'BUREAU#' },
    ConsistentRead: true,
  });
  return items.map(toBureau);
}

/** B2: one office by id. */
export async function getBureauById(id: string): Promise<BureauItem | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.bureau(id), ConsistentRead: true }),
  );
  return out.Item ? toBureau(out.Item) : undefined;
}

/** B3: the offices of a user (BatchGet of its ids), in the order of `ids`; unknown ids are dropped. */
export async function getBureauxByIds(ids: readonly string[]): Promise<BureauItem[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, BureauItem>();
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, NativeAttributeValue>[]; ConsistentRead?: boolean }> =
      {
        [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => keys.bureau(id)), ConsistentRead: true },
      };
    while (Object.keys(request).length > 0) {
      const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[tableName()] ?? []) found.set(item.id as string, toBureau(item));
      request = (out.UnprocessedKeys ?? {}) as typeof request;
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** B4: create an office (the generated id must be new). */
export function createBureau(b: BureauItem): Promise<void> {
  return createBureaux([b]);
}

/** B4: create offices in one transaction, all new or none (AlreadyExistsError). */
export async function createBureaux(bureaux: readonly BureauItem[]): Promise<void> {
  if (bureaux.length === 0) return;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: bureaux.map((b) => ({
          Put: putNew(bureauItem(b)),
        })),
      }),
    );
  } catch (error) {
    if (failedTransactionItems(error).length > 0) throw new AlreadyExistsError('Ce bureau existe déjà');
    throw error;
  }
}

/** B4: versioned update of an office (404 when missing, 409 when the version moved on). */
export async function updateBureau(
  id: string,
  expectedVersion: number,
  changes: { nom?: string; logo?: string | null },
  now: Date,
): Promise<BureauItem> {
  const item = await updateVersioned({
    key: keys.bureau(id),
    expectedVersion,
    changes: { ...changes, modifieLe: now.toISOString() },
    notFoundMessage: 'Bureau introuvable',
  });
  return toBureau(item);
}

/**
 * B5: delete several offices atomically, each only at the version the caller read: all are deleted, or
 * none (404 when one no longer exists, 409 when one changed meanwhile).
 */
export async function deleteBureaux(items: readonly { id: string; version: number }[]): Promise<void> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: items.map(({ id, version }) => ({
          Delete: {
            TableName: tableName(),
            Key: keys.bureau(id),
            ConditionExpression: 'attribute_exists(PK) AND version = :v',
            ExpressionAttributeValues: { ':v': version },
          },
        })),
      }),
    );
  } catch (error) {
    const failed = failedTransactionItems(error);
    if (failed.length === 0 && !isConditionFailed(error)) throw error;
    const ids = failed.flatMap((i) => items[i]?.id ?? []);
    if ((await getBureauxByIds(ids)).length < ids.length) throw new NotFoundError('Bureau introuvable');
    throw new VersionConflictError();
  }
}
