// Issue 11 payment split (contract: shared/src/repartition-paiement.ts).
// - GET /bureaux/{bureauId}/repartitions-paiement?du&au → RepartitionPaiement[] (pattern P2)
// One call per office selected in the header. Keys start with 'RepartitionPaiement': a recompute (or any
// change of a split) announced over the WebSocket refetches them (live refresh).
import { useQueries } from '@tanstack/react-query';
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface PeriodeRepartitions {
  du: string;
  au: string;
}

export const repartitionsKey = (bureauId: string, periode: PeriodeRepartitions) =>
  tableKey('RepartitionPaiement', bureauId, periode);

export function fetchRepartitions(
  bureauId: string,
  periode: PeriodeRepartitions,
  signal?: AbortSignal,
): Promise<RepartitionPaiement[]> {
  const params = new URLSearchParams({ du: periode.du, au: periode.au });
  return apiFetch<RepartitionPaiement[]>(
    `/bureaux/${encodeURIComponent(bureauId)}/repartitions-paiement?${params}`,
    { signal },
  );
}

export interface RepartitionsDesBureaux {
  /** Every split of the selected offices, by day then office order (undefined until each answered). */
  data: RepartitionPaiement[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

export function useRepartitions(
  bureauIds: readonly string[],
  periode: PeriodeRepartitions,
  enabled: boolean,
): RepartitionsDesBureaux {
  return useQueries({
    queries: bureauIds.map((bureauId) => ({
      queryKey: repartitionsKey(bureauId, periode),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchRepartitions(bureauId, periode, signal),
      enabled,
    })),
    combine: (resultats) => {
      const erreur = resultats.find((r) => r.isError)?.error ?? null;
      const toutes = enabled && resultats.every((r) => r.data !== undefined);
      return {
        data: toutes
          ? resultats
              .flatMap((r) => r.data!)
              .sort(
                (a, b) =>
                  a.date.localeCompare(b.date) ||
                  bureauIds.indexOf(a.bureauId) - bureauIds.indexOf(b.bureauId),
              )
          : undefined,
        isPending: resultats.some((r) => r.isPending),
        isError: erreur !== null,
        error: erreur,
        refetch: () => Promise.all(resultats.map((r) => r.refetch())),
      };
    },
  });
}
