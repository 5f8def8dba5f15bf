// PATCH /dprapports/{id} (issue 8, administrator): { champs…, version } -> 200 with the report type; 409
// VERSION_CONFLICT when the version read is no longer the stored one (nothing written).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DpRapport, UpdateDpRapportInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const updateDpRapport = ({ id, ...body }: UpdateDpRapportInput & { id: string }) =>
  apiFetch<DpRapport>(`/dprapports/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateDpRapport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDpRapport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DpRapport') }),
  });
}
