// GET /bureaux (spec §7): the offices visible to the caller, under the Bureau table's key so that a
// realtime Bureau change (or any Bureau mutation) refreshes the list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bureau } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const bureauxListKey = tableKey('Bureau', 'liste');

export const listBureaux = (signal?: AbortSignal) => apiFetch<Bureau[]>('/bureaux', { signal });

export const bureauxListOptions = () =>
  queryOptions({ queryKey: bureauxListKey, queryFn: ({ signal }) => listBureaux(signal) });

export const useBureauxList = () => useQuery(bureauxListOptions());
