// The patient-file calls' paths and cache keys (common contract: shared/src/dossiers-api.ts). Every key
// starts with 'DossierPatient', so a realtime ModificationTable of that table refetches lists and open
// files; after a write of this client the stored file goes into the cache at once.
import { useQueryClient } from '@tanstack/react-query';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { tableKey } from '../../../lib/query-keys.ts';

export const cheminDossiers = (bureauId: string, id?: number) =>
  `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients${id === undefined ? '' : `/${id}`}`;

export const dossiersKey = (bureauId?: string, ...rest: unknown[]) =>
  bureauId === undefined ? tableKey('DossierPatient') : tableKey('DossierPatient', bureauId, ...rest);

/** After a write: the stored file goes into the cache at once, every list of the office refetches. */
export function useApresEcriture() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (dossier: DossierPatientStocke, { bureauId }: { bureauId: string }) => {
      queryClient.setQueryData(dossiersKey(bureauId, 'dossier', dossier.id), dossier);
    },
    onSettled: (_d: unknown, _e: unknown, { bureauId }: { bureauId: string }) =>
      queryClient.invalidateQueries({ queryKey: dossiersKey(bureauId) }),
  };
}
