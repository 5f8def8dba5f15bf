// The examiners the statistics filter offers (GET /examinateurs?statut=tous, any role; the same key as
// the other screens' list of examiners, so the cache is shared). Only the secretariat gets the filter.
import { useQuery } from '@tanstack/react-query';
import type { Examinateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function useExaminateursStatistiques(enabled: boolean) {
  return useQuery({
    queryKey: tableKey('Utilisateur', 'examinateurs', 'tous', 'tous'),
    queryFn: ({ signal }) => apiFetch<Examinateur[]>('/examinateurs?statut=tous', { signal }),
    enabled,
  });
}
