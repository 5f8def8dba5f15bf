// GET /dprapports: every report type (global list, any role), ordered by name. Key
// ['DpRapport', 'liste']: a realtime DpRapport change refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DpRapport } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const dpRapportsKey = tableKey('DpRapport', 'liste');

export const fetchDpRapports = (signal?: AbortSignal) => apiFetch<DpRapport[]>('/dprapports', { signal });

export function dpRapportsQueryOptions() {
  return queryOptions({ queryKey: dpRapportsKey, queryFn: ({ signal }) => fetchDpRapports(signal) });
}

export function useDpRapports() {
  return useQuery(dpRapportsQueryOptions());
}

/** One report type as stored now (read again after a version conflict; the API has no GET by id). */
export async function fetchDpRapport(id: string): Promise<DpRapport> {
  const found = (await fetchDpRapports()).find((d) => d.id === id);
  if (!found) throw new Error('Ce type de rapport a été supprimé entre-temps');
  return found;
}
