// POST /requerants (issue 8): the create body of shared -> 201 with the requester (version 1).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Requerant, CreateRequerantInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const createRequerant = (body: CreateRequerantInput) =>
  apiFetch<Requerant>('/requerants', { method: 'POST', body });

export function useCreateRequerant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequerant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Requerant') }),
  });
}
