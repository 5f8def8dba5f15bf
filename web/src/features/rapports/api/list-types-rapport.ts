// GET /dprapports (any role): the report types with their delivery time and exam types, read
// by the report worklist for its deadlines. This feature's own call (features do not import each
// other); same key as the report-types screen, ['DpRapport', 'liste'], so a realtime change refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DpRapport } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function typesRapportQueryOptions() {
  return queryOptions({
    queryKey: tableKey('DpRapport', 'liste'),
    queryFn: ({ signal }) => apiFetch<DpRapport[]>('/dprapports', { signal }),
  });
}

export function useTypesRapport() {
  return useQuery(typesRapportQueryOptions());
}
