// POST /bureaux/{bureauId}/repartitions-paiement/{jour}/recalcul { version } (administrator):
// the split of that day replaced by a new version, the previous one kept in its history; 409
// VERSION_CONFLICT when someone recomputed meanwhile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecalculRepartition, RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface DemandeRecalcul {
  bureauId: string;
  /** 'AAAA-MM-JJ'. */
  date: string;
  body: RecalculRepartition;
}

export const recalculerRepartition = ({ bureauId, date, body }: DemandeRecalcul) =>
  apiFetch<RepartitionPaiement>(
    `/bureaux/${encodeURIComponent(bureauId)}/repartitions-paiement/${encodeURIComponent(date)}/recalcul`,
    { method: 'POST', body },
  );

export function useRecalculerRepartition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculerRepartition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('RepartitionPaiement') }),
  });
}
