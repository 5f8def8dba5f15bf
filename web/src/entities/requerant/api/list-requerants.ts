// GET /requerants?bureaux=…: the requesters of the given offices (docs/security.md#access-policy says
// who reads them). Read by the requesters screen (the offices selected in the header), the patient file
// and the bordereaux (their office). Key ['Requerant', 'liste', ids sorted].
import { useQuery } from '@tanstack/react-query';
import type { Requerant } from '@umj/shared/listes';
import { entreesDesBureaux } from '../../references/api/entrees-des-bureaux.ts';

const requerants = entreesDesBureaux<Requerant>('Requerant', '/requerants');

export const listRequerants = requerants.list;
export const requerantsQueryOptions = requerants.queryOptions;

/** The requesters of one office (the patient file's, a bordereau's). */
export function useRequerantsDuBureau(bureauId: string, enabled: boolean) {
  return useQuery({ ...requerantsQueryOptions([bureauId]), enabled });
}
