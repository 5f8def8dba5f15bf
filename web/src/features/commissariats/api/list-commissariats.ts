// GET /commissariats?bureaux=… (issue 8): the police stations of the offices selected in the header
// (spec §2), never beyond the caller's visible offices (the server narrows). Key ['Commissariat', …]:
// a realtime Commissariat change refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requeteBureaux, type Commissariat } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const commissariatsKey = (bureauIds: readonly string[]) =>
  tableKey('Commissariat', 'liste', [...bureauIds].sort());

export const fetchCommissariats = (bureauIds: readonly string[], signal?: AbortSignal) =>
  apiFetch<Commissariat[]>(`/commissariats?${requeteBureaux(bureauIds)}`, { signal });

export function commissariatsQueryOptions(bureauIds: readonly string[]) {
  return queryOptions({
    queryKey: commissariatsKey(bureauIds),
    queryFn: ({ signal }) => fetchCommissariats(bureauIds, signal),
  });
}

/** Waits for the office selection (`enabled`) before reading. */
export function useCommissariats(bureauIds: readonly string[], enabled: boolean) {
  return useQuery({ ...commissariatsQueryOptions(bureauIds), enabled });
}

/**
 * One police station as stored now (read again after a version conflict): the API has no GET by id,
 * so the list of its office is read and the entry picked from it.
 */
export async function fetchCommissariat(entry: Pick<Commissariat, 'id' | 'bureau'>): Promise<Commissariat> {
  const found = (await fetchCommissariats([entry.bureau])).find((c) => c.id === entry.id);
  if (!found) throw new Error('Ce commissariat a été supprimé entre-temps');
  return found;
}
