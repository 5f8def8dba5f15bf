// POST /dprapports (issue 8): the create body of shared (administrator) -> 201 with the report type (version 1).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DpRapport, CreateDpRapportInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const createDpRapport = (body: CreateDpRapportInput) =>
  apiFetch<DpRapport>('/dprapports', { method: 'POST', body });

export function useCreateDpRapport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDpRapport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DpRapport') }),
  });
}
