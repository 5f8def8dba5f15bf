// GET /bureaux/{bureauId}/dossiers-patients/{id}/historique: who read or changed the file,
// when, and the changed fields with their old and new values, newest first. Key ['DossierPatient',
// bureauId, 'historique', id]: a realtime DossierPatient change refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvenementHistorique } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const historiqueKey = (bureauId: string, dossierId: number) =>
  tableKey('DossierPatient', bureauId, 'historique', dossierId);

export const fetchHistorique = (bureauId: string, dossierId: number, signal?: AbortSignal) =>
  apiFetch<{ elements: EvenementHistorique[] }>(
    `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients/${dossierId}/historique`,
    { signal },
  );

export function historiqueQueryOptions(bureauId: string, dossierId: number) {
  return queryOptions({
    queryKey: historiqueKey(bureauId, dossierId),
    queryFn: ({ signal }) => fetchHistorique(bureauId, dossierId, signal).then((r) => r.elements),
  });
}

export function useHistorique(bureauId: string, dossierId: number) {
  return useQuery(historiqueQueryOptions(bureauId, dossierId));
}
