// GET /bureaux/{bureauId}/dossiers-patients/{id}: one file as stored (with short-lived attachment URLs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminDossiers, dossiersKey } from './cles-dossiers.ts';

export const fetchDossier = (bureauId: string, id: number, signal?: AbortSignal) =>
  apiFetch<DossierPatientStocke>(cheminDossiers(bureauId, id), { signal });

/**
 * The file as a list row (`?vue=liste`): what a list applying a change signal fetches — no attachment
 * links, and no 'lecture' in the file's history (listing a file is not opening it).
 */
export const fetchDossierPourListe = (bureauId: string, id: number, signal?: AbortSignal) =>
  apiFetch<DossierPatientStocke>(`${cheminDossiers(bureauId, id)}?vue=liste`, { signal });

export function dossierQueryOptions(bureauId: string, id: number) {
  return queryOptions({
    queryKey: dossiersKey(bureauId, 'dossier', id),
    queryFn: ({ signal }) => fetchDossier(bureauId, id, signal),
  });
}

/** One file as stored; disabled for id null or 0 (a new file). */
export function useDossier(bureauId: string, id: number | null) {
  return useQuery({
    ...dossierQueryOptions(bureauId, id ?? 0),
    enabled: id !== null && id > 0,
  });
}
