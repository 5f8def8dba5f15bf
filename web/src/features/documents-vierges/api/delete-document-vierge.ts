// DELETE /documents-vierges/{id} (issue 8): body { version } (the one read) -> 200 { id }; the stored
// file is deleted with its item; 409 when stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentVierge, SuppressionEntree } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const deleteDocumentVierge = ({ id, version }: Pick<DocumentVierge, 'id' | 'version'>) => {
  const body: SuppressionEntree = { version };
  return apiFetch<{ id: string }>(`/documents-vierges/${encodeURIComponent(id)}`, { method: 'DELETE', body });
};

export function useDeleteDocumentVierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumentVierge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DocumentVierge') }),
  });
}
