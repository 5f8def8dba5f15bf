// GET /v1/bureaux (docs/product-rules.md#calls): the offices the selector offers, keyed under the Bureau table so a
// realtime Bureau change refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bureau } from '@umj/shared/bureau';
import { apiFetch } from '../api-client.ts';
import { tableKey } from '../query-keys.ts';

export const bureauxKey = tableKey('Bureau', 'liste');

export function fetchBureaux(signal?: AbortSignal): Promise<Bureau[]> {
  return apiFetch<Bureau[]>('/bureaux', { signal });
}

export function bureauxQueryOptions() {
  return queryOptions({ queryKey: bureauxKey, queryFn: ({ signal }) => fetchBureaux(signal) });
}

export function useBureaux() {
  return useQuery(bureauxQueryOptions());
}
