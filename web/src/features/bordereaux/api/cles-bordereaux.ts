// The bordereau calls' paths and cache keys (contract: shared/src/bordereaux.ts, docs/api.md). Keys
// start with the table each reads ('Bordereau', 'DossierPatient'), so a realtime ModificationTable
// refetches them.
import { useQueryClient } from '@tanstack/react-query';
import type { Bordereau } from '@umj/shared/bordereaux';
import { cheminBordereaux } from '../../../entities/bordereau/api/list-alertes-facturation.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const cheminBordereau = (bureauId: string, numero: string) =>
  `${cheminBordereaux(bureauId)}/${encodeURIComponent(numero)}`;

export const bordereauKey = (bureauId: string, numero: string) =>
  tableKey('Bordereau', bureauId, 'bordereau', numero);

/** After a write: the bordereau goes into the cache, its office's lists and files refetch. */
export function useApresEcriture() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (bordereau: Bordereau) =>
      queryClient.setQueryData(bordereauKey(bordereau.bureauId, bordereau.numero), bordereau),
    onSettled: (_d: unknown, _e: unknown, { bureauId }: { bureauId: string }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey('Bordereau', bureauId) }),
        queryClient.invalidateQueries({ queryKey: tableKey('DossierPatient', bureauId) }),
      ]),
  };
}
