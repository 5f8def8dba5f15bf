// POST /bureaux (spec §7): { nom } -> 201 with the created office; the Bureau table's queries refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bureau, CreateBureauInput } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const createBureau = (body: CreateBureauInput) =>
  apiFetch<Bureau>('/bureaux', { method: 'POST', body });

export function useCreateBureau() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBureau,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Bureau') }),
  });
}
