// DELETE /dprapports/{id} (issue 8, administrator): body { version } -> 200 { id }; the model file is
// deleted with it; 409 when stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DpRapport, SuppressionEntree } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const deleteDpRapport = ({ id, version }: Pick<DpRapport, 'id' | 'version'>) => {
  const body: SuppressionEntree = { version };
  return apiFetch<{ id: string }>(`/dprapports/${encodeURIComponent(id)}`, { method: 'DELETE', body });
};

export function useDeleteDpRapport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDpRapport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DpRapport') }),
  });
}
