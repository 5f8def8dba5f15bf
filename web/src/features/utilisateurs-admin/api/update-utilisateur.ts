// PATCH /utilisateurs/{id}: { nomComplet?, role?, bureauIds?, actif?, telephone?, rpps?,
// version } -> 200 with the user; 409 VERSION_CONFLICT on a stale version, 403 a delegation rule. A role
// change or a deactivation ends that user's sessions at once. The Utilisateur table's queries refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModificationUtilisateur, UtilisateurAdmin } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const updateUtilisateur = ({ id, ...body }: ModificationUtilisateur & { id: string }) =>
  apiFetch<UtilisateurAdmin>(`/utilisateurs/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateUtilisateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUtilisateur,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Utilisateur') }),
  });
}
