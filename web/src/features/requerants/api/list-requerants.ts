// GET /requerants?bureaux=… (issue 8): the requesters of the offices selected in the header
// (spec §2), never beyond the caller's visible offices (the server narrows). Key ['Requerant', …]:
// a realtime Requerant change refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requeteBureaux, type Requerant } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const requerantsKey = (bureauIds: readonly string[]) =>
  tableKey('Requerant', 'liste', [...bureauIds].sort());

export const fetchRequerants = (bureauIds: readonly string[], signal?: AbortSignal) =>
  apiFetch<Requerant[]>(`/requerants?${requeteBureaux(bureauIds)}`, { signal });

export function requerantsQueryOptions(bureauIds: readonly string[]) {
  return queryOptions({
    queryKey: requerantsKey(bureauIds),
    queryFn: ({ signal }) => fetchRequerants(bureauIds, signal),
  });
}

/** Waits for the office selection (`enabled`) before reading. */
export function useRequerants(bureauIds: readonly string[], enabled: boolean) {
  return useQuery({ ...requerantsQueryOptions(bureauIds), enabled });
}

/**
 * One requester as stored now (read again after a version conflict): the API has no GET by id,
 * so the list of its office is read and the entry picked from it.
 */
export async function fetchRequerant(entry: Pick<Requerant, 'id' | 'bureau'>): Promise<Requerant> {
  const found = (await fetchRequerants([entry.bureau])).find((c) => c.id === entry.id);
  if (!found) throw new Error('Ce requérant a été supprimé entre-temps');
  return found;
}
