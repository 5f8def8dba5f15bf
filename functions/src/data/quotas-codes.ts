// Q1–Q2 of docs/data-model.md: per e-mail address, a window of 24 hours that counts the
// e-mails carrying a code (sign-up, reset, invitation) and the wrong codes given. The window opens with
// its first count and the item expires with it (TTL); a count past the limit is refused until then.
// The address is stored as a fingerprint only (the caller's HMAC), unknown addresses included.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
import { keys } from './keys.ts';
import { LostRace, RETRY_COMPARE_AND_SET, withRetry } from './retry.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export const FENETRE_QUOTA_SECONDES = 24 * 60 * 60;

export type CompteurQuota = 'codesEnvoyes' | 'mauvaisCodes';

export interface QuotaCodes {
  /** Epoch seconds: when the window opened. */
  debut: number;
  codesEnvoyes: number;
  mauvaisCodes: number;
}

/** The open window of an address, or undefined (none or ended). */
export async function lireQuota(empreinte: string, now: Date): Promise<QuotaCodes | undefined> {
  const item = await getItem(keys.quotaCodes(empreinte));
  const quota = item as QuotaCodes | undefined;
  return quota && ouverte(quota, now) ? quota : undefined;
}

/** Epoch seconds at which the window ends. */
export function finDeFenetre(quota: QuotaCodes): number {
  return quota.debut + FENETRE_QUOTA_SECONDES;
}

function ouverte(quota: QuotaCodes, now: Date): boolean {
  return finDeFenetre(quota) > now.getTime() / 1000;
}

/** The item a refused condition returns, in AttributeValue form (lib-dynamodb converts outputs only). */
function quotaRefuse(item: Record<string, AttributeValue> | undefined): QuotaCodes | undefined {
  if (!item) return undefined;
  const nombre = (nom: keyof QuotaCodes) => Number(item[nom]?.N ?? 0);
  return {
    debut: nombre('debut'),
    codesEnvoyes: nombre('codesEnvoyes'),
    mauvaisCodes: nombre('mauvaisCodes'),
  };
}

/**
 * Q2: counts one event in the address's window when the count is below `max`; opens a new window when
 * there is none or it ended. Answers undefined when counted, or the full window (nothing written).
 * Conditional writes only: concurrent calls never count past `max`.
 */
export async function compterDansQuota(
  empreinte: string,
  compteur: CompteurQuota,
  max: number,
  now: Date,
): Promise<QuotaCodes | undefined> {
  const secondes = Math.floor(now.getTime() / 1000);
  const limite = secondes - FENETRE_QUOTA_SECONDES;
  return withRetry(RETRY_COMPARE_AND_SET, async () => {
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.quotaCodes(empreinte),
          UpdateExpression: 'SET #c = #c + :one',
          ConditionExpression: 'debut > :limite AND #c < :max',
          ExpressionAttributeNames: { '#c': compteur },
          ExpressionAttributeValues: { ':one': 1, ':limite': limite, ':max': max },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return undefined;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const actuel = quotaRefuse(error.Item);
      if (actuel && actuel.debut > limite) return actuel;
    }
    try {
      await ddb.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.quotaCodes(empreinte),
            type: 'QuotaCodes',
            debut: secondes,
            codesEnvoyes: compteur === 'codesEnvoyes' ? 1 : 0,
            mauvaisCodes: compteur === 'mauvaisCodes' ? 1 : 0,
            [TABLE_TTL_ATTRIBUTE]: secondes + FENETRE_QUOTA_SECONDES,
          },
          ConditionExpression: 'attribute_not_exists(PK) OR debut <= :limite',
          ExpressionAttributeValues: { ':limite': limite },
        }),
      );
      return undefined;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    // Another call opened the window meanwhile: count in it.
    throw new LostRace('Quota de codes : écritures concurrentes répétées');
  });
}
