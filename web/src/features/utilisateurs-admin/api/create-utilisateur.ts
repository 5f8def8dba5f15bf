// POST /utilisateurs: { nomComplet, adresseEmail, role, bureauIds, telephone?, rpps? } -> 201
// with the user; the server e-mails an invitation whose code sets the password on /reset-password.
// 409 e-mail taken, 403 a delegation rule. The Utilisateur table's queries refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreationUtilisateur, UtilisateurAdmin } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const createUtilisateur = (body: CreationUtilisateur) =>
  apiFetch<UtilisateurAdmin>('/utilisateurs', { method: 'POST', body });

export function useCreateUtilisateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUtilisateur,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Utilisateur') }),
  });
}
