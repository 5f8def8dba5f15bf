// POST /commissariats (issue 8): the create body of shared -> 201 with the police station (version 1).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Commissariat, CreateCommissariatInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const createCommissariat = (body: CreateCommissariatInput) =>
  apiFetch<Commissariat>('/commissariats', { method: 'POST', body });

export function useCreateCommissariat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommissariat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Commissariat') }),
  });
}
