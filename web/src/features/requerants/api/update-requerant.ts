// PATCH /requerants/{id} (issue 8): { champs…, version } -> 200 with the requester; 409
// VERSION_CONFLICT when the version read is no longer the stored one (nothing written).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Requerant, UpdateRequerantInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const updateRequerant = ({ id, ...body }: UpdateRequerantInput & { id: string }) =>
  apiFetch<Requerant>(`/requerants/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateRequerant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequerant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Requerant') }),
  });
}
