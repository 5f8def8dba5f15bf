// The read of a reference list whose entries belong to one office (police stations, requesters):
// GET <path>?bureaux=<ids> answers the entries of those offices, never beyond the caller's visible
// offices (the server narrows). Key [<table>, 'liste', ids sorted]: a realtime change of the table
// refetches it. Each entity declares its list with it (entities/commissariat, entities/requerant).
import { queryOptions } from '@tanstack/react-query';
import { requeteBureaux } from '@umj/shared/listes';
import type { RealtimeTable } from '@umj/shared/realtime';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function entreesDesBureaux<T>(table: RealtimeTable, path: string) {
  const key = (bureauIds: readonly string[]) => tableKey(table, 'liste', [...bureauIds].sort());
  const list = (bureauIds: readonly string[], signal?: AbortSignal) =>
    apiFetch<T[]>(`${path}?${requeteBureaux(bureauIds)}`, { signal });
  return {
    key,
    list,
    queryOptions: (bureauIds: readonly string[]) =>
      queryOptions({ queryKey: key(bureauIds), queryFn: ({ signal }) => list(bureauIds, signal) }),
  };
}
