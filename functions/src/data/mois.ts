// The month partitions of the day-ordered listings (files D2/D3, duty availabilities V1/V2): a day
// number belongs to the partition of its month 'AAAA-MM'; a period spans the months between its ends.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import { jourCle } from './keys.ts';
import { queryAll, type QueryAllInput } from './query-all.ts';

type Item = Record<string, NativeAttributeValue>;

/** Day number -> 'AAAA-MM' (the month partition of D2/D3, V1/V2). */
export function moisDuJour(jour: Jour): string {
  return isoDepuisJour(jour).slice(0, 7);
}

/** The months 'AAAA-MM' from the month of `du` to the month of `au`, in order. */
export function moisEntre(duJour: Jour, auJour: Jour): string[] {
  const mois: string[] = [];
  let [annee, m] = moisDuJour(duJour).split('-').map(Number) as [number, number];
  const fin = moisDuJour(auJour);
  for (;;) {
    const courant = `${annee}-${String(m).padStart(2, '0')}`;
    if (courant > fin) break;
    mois.push(courant);
    m += 1;
    if (m > 12) {
      m = 1;
      annee += 1;
    }
  }
  return mois;
}

/** The key attributes of the table and of the indexes a month partition lives on. */
const ATTRIBUTS_CLE = {
  table: { pk: 'PK', sk: 'SK' },
  GSI1: { pk: 'GSI1PK', sk: 'GSI1SK' },
  GSI2: { pk: 'GSI2PK', sk: 'GSI2SK' },
} as const;

export interface RequeteParMois {
  /** Where the month partitions are: the table itself or an index. */
  index: keyof typeof ATTRIBUTS_CLE;
  /** The partition key of one month 'AAAA-MM'. */
  partition: (mois: string) => string;
  /** The rest of the Query (consistency, projection). */
  options?: Omit<QueryAllInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'>;
}

/**
 * Every item of the days [du, au] in sort-key partitions that begin with the day (`jourCle`): one Query
 * per month, side by side (a year is 12–13 Queries, the time of the longest), all pages.
 */
export async function queryParMois(du: Jour, au: Jour, r: RequeteParMois): Promise<Item[]> {
  const { pk, sk } = ATTRIBUTS_CLE[r.index];
  const parMois = await Promise.all(
    moisEntre(du, au).map((mois) =>
      queryAll({
        ...(r.index === 'table' ? {} : { IndexName: r.index }),
        KeyConditionExpression: `${pk} = :pk AND ${sk} BETWEEN :du AND :au`,
        ExpressionAttributeValues: { ':pk': r.partition(mois), ':du': jourCle(du), ':au': `${jourCle(au)}~` },
        ...r.options,
      }),
    ),
  );
  return parMois.flat();
}
