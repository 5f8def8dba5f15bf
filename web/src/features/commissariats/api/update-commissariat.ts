// PATCH /commissariats/{id} (issue 8): { champs…, version } -> 200 with the police station; 409
// VERSION_CONFLICT when the version read is no longer the stored one (nothing written).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Commissariat, UpdateCommissariatInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const updateCommissariat = ({ id, ...body }: UpdateCommissariatInput & { id: string }) =>
  apiFetch<Commissariat>(`/commissariats/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateCommissariat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissariat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Commissariat') }),
  });
}
