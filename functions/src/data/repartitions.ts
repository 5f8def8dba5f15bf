// Payment splits (issue 11; spec §3 "Payment split: unique per office and date"). Access patterns P1–P2
// of docs/data-model.md: one item per office and day, `BUREAU#<b>#REPARTITIONS` / `<jour 6 digits>`,
// the key itself making the split unique (R4): the daily computation Puts it only if absent, the
// administrator's recompute replaces it on the version read (R3), the replaced version kept inside the
// item's `historique` (one conditional Put: the new version and its history are written together).
import { GetCommand, PutCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Jour } from '@umj/shared/dates';
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { MESSAGE_REPARTITION_INTROUVABLE } from '@umj/shared/repartition-paiement';
import { NotFoundError, VersionConflictError } from '../errors.ts';
import { isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query-all.ts';

type Item = Record<string, NativeAttributeValue>;

function item(r: RepartitionPaiement, jour: Jour): Item {
  return { ...keys.repartition(r.bureauId, jour), type: 'RepartitionPaiement', jour, ...r };
}

function depuisItem(i: Item): RepartitionPaiement {
  const { PK: _pk, SK: _sk, type: _type, jour: _jour, ...r } = i;
  return r as RepartitionPaiement;
}

/** P1 (read): the split of an office and day, consistent read (undefined when none). */
export async function lireRepartition(
  bureauId: string,
  jour: Jour,
): Promise<RepartitionPaiement | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.repartition(bureauId, jour), ConsistentRead: true }),
  );
  return out.Item ? depuisItem(out.Item) : undefined;
}

/**
 * P1 (create): Put if not exists. Returns false, writing nothing, when the split of that office and day
 * already exists (a replayed event, a second run, a concurrent run): the database decides.
 */
export async function creerRepartition(r: RepartitionPaiement, jour: Jour): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: item(r, jour),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * P1 (recompute): the whole item replaced if the stored version is still `versionLue`
 * (VersionConflictError otherwise, NotFoundError when there is no split).
 */
export async function remplacerRepartition(
  r: RepartitionPaiement,
  jour: Jour,
  versionLue: number,
): Promise<void> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: item(r, jour),
        ConditionExpression: 'attribute_exists(PK) AND version = :v',
        ExpressionAttributeValues: { ':v': versionLue },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) {
      if (!error.Item) throw new NotFoundError(MESSAGE_REPARTITION_INTROUVABLE);
      throw new VersionConflictError();
    }
    throw error;
  }
}

/** P2: an office's splits from `du` to `au` (day numbers, both included), by day. */
export async function listerRepartitions(
  bureauId: string,
  du: Jour,
  au: Jour,
): Promise<RepartitionPaiement[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :du AND :au',
    ExpressionAttributeValues: {
      ':pk': keys.repartitions(bureauId),
      ':du': keys.repartition(bureauId, du).SK,
      ':au': keys.repartition(bureauId, au).SK,
    },
  });
  return items.map(depuisItem);
}
