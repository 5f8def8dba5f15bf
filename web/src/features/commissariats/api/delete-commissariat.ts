// DELETE /commissariats/{id} (issue 8): body { version } (the one read) -> 200 { id }; 409 when stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Commissariat, SuppressionEntree } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const deleteCommissariat = ({ id, version }: Pick<Commissariat, 'id' | 'version'>) => {
  const body: SuppressionEntree = { version };
  return apiFetch<{ id: string }>(`/commissariats/${encodeURIComponent(id)}`, { method: 'DELETE', body });
};

export function useDeleteCommissariat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommissariat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Commissariat') }),
  });
}
