// PATCH /utilisateurs/moi: the caller's phone and RPPS number, with the version read; the
// answer (GET /utilisateurs/moi's shape) replaces the signed-in user in the cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilisateurSchema, type ModificationProfil } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/session/user-query.ts';

export const updateProfil = async (body: ModificationProfil) =>
  utilisateurSchema.parse(await apiFetch<unknown>('/utilisateurs/moi', { method: 'PATCH', body }));

export function useUpdateProfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfil,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
