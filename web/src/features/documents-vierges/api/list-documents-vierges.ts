// GET /documents-vierges: every blank document (global list, any role), ordered by name.
// Key ['DocumentVierge', 'liste']: a realtime DocumentVierge change refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentVierge } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const documentsViergesKey = tableKey('DocumentVierge', 'liste');

export const fetchDocumentsVierges = (signal?: AbortSignal) =>
  apiFetch<DocumentVierge[]>('/documents-vierges', { signal });

export function documentsViergesQueryOptions() {
  return queryOptions({
    queryKey: documentsViergesKey,
    queryFn: ({ signal }) => fetchDocumentsVierges(signal),
  });
}

export function useDocumentsVierges() {
  return useQuery(documentsViergesQueryOptions());
}
