// DELETE /requerants/{id} (issue 8): body { version } (the one read) -> 200 { id }; 409 when stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Requerant, SuppressionEntree } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const deleteRequerant = ({ id, version }: Pick<Requerant, 'id' | 'version'>) => {
  const body: SuppressionEntree = { version };
  return apiFetch<{ id: string }>(`/requerants/${encodeURIComponent(id)}`, { method: 'DELETE', body });
};

export function useDeleteRequerant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequerant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Requerant') }),
  });
}
