// GET /bureaux/{b}/garde?commissariat&instant → ReponseGarde (shared/src/demandes-visite.ts).
import { useQuery } from '@tanstack/react-query';
import type { ReponseGarde } from '@umj/shared/demandes-visite';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

/** The doctor on duty for a police station at an instant (null: nobody confirmed). */
export function useGarde(bureauId: string, commissariat: string | null, instant: Date | null) {
  const iso = instant?.toISOString() ?? '';
  return useQuery({
    queryKey: tableKey('Disponibilite', bureauId, 'garde', commissariat, iso),
    queryFn: ({ signal }) =>
      apiFetch<ReponseGarde>(
        `/bureaux/${encodeURIComponent(bureauId)}/garde?${new URLSearchParams({
          commissariat: commissariat ?? '',
          instant: iso,
        })}`,
        { signal },
      ),
    enabled: bureauId !== '' && commissariat !== null && instant !== null,
  });
}
