// GET /configuration → the holiday and closure periods (périodesDeTemps) marked on the grid's days.
import { useQuery } from '@tanstack/react-query';
import type { Periode } from '@umj/shared/periodes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

/** The holiday and closure periods of the configuration (docs/product-rules.md#period), [] when none. */
export function usePeriodesDv() {
  return useQuery({
    queryKey: tableKey('Configuration', 'disponibilites-dv'),
    queryFn: async ({ signal }) => {
      const entries = await apiFetch<{ cle: string; valeur: unknown }[]>('/configuration', { signal });
      const periodes = Array.isArray(entries)
        ? entries.find((e) => e.cle === 'périodesDeTemps')?.valeur
        : undefined;
      return Array.isArray(periodes) ? (periodes as Periode[]) : [];
    },
  });
}
