// The patient-file calls' paths and cache keys (common contract: shared/src/dossiers-api.ts). Every key
// starts with 'DossierPatient', so a realtime ModificationTable of that table reaches lists and open
// files; after a write of this client the stored file goes into the cache at once.
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { DossierPatientStocke, ReponseEnregistrementDossier } from '@umj/shared/dossiers-api';
import { tableKey } from '../../../lib/query-keys.ts';
import { placerElement } from '../../../lib/realtime/application-element.ts';

export const cheminDossiers = (bureauId: string, id?: number) =>
  `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients${id === undefined ? '' : `/${id}`}`;

export const dossiersKey = (bureauId?: string, ...rest: unknown[]) =>
  bureauId === undefined ? tableKey('DossierPatient') : tableKey('DossierPatient', bureauId, ...rest);

/**
 * After a write: the stored file goes into the cache at once and in place in the office's lists that
 * take single items (lib/realtime/application-element.ts); the office's other queries refetch (all of
 * them after a failure). Its change signal then finds the file at its version and fetches nothing.
 */
export function useApresEcriture() {
  const queryClient = useQueryClient();
  const relire = (bureauId: string, places = new Set<Query>()) =>
    queryClient.invalidateQueries({ queryKey: dossiersKey(bureauId), predicate: (q) => !places.has(q) });
  return {
    onSuccess: (dossier: DossierPatientStocke, { bureauId }: { bureauId: string }) => {
      queryClient.setQueryData(dossiersKey(bureauId, 'dossier', dossier.id), dossier);
      const { avertissements: _a, passation: _p, ...stocke } = dossier as ReponseEnregistrementDossier;
      const element: DossierPatientStocke & { bureauId: string } = { ...stocke, bureauId };
      return relire(bureauId, placerElement(queryClient, dossiersKey(bureauId), element));
    },
    onError: (_e: unknown, { bureauId }: { bureauId: string }) => relire(bureauId),
  };
}
