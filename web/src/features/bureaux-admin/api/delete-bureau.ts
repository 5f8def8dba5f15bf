// DELETE /bureaux (spec §7): body { ids, versions } -> 200 { ids }, then the list reloads (issue 8: the
// version read is sent; 409 VERSION_CONFLICT when the office changed, 409 BUREAU_NON_VIDE when it has users). The screen deletes one
// office at a time (the one named in the confirmation).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bureau } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const deleteBureau = (bureau: Pick<Bureau, 'id' | 'version'>) =>
  apiFetch<{ ids: string[] }>('/bureaux', {
    method: 'DELETE',
    body: { ids: [bureau.id], versions: { [bureau.id]: bureau.version } },
  });

export function useDeleteBureau() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBureau,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Bureau') }),
  });
}
