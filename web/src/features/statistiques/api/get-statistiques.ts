// Issue 11 statistics call (contract: shared/src/statistiques.ts).
// - GET /bureaux/{bureauId}/statistiques?du&au[&examinateur] → ReponseStatistiques (an examiner gets
//   its own figures). One call per office selected in the header, merged by `fusionnerStatistiques`.
// Keys start with 'DossierPatient': a change of a file refetches the figures.
import { useQueries } from '@tanstack/react-query';
import { fusionnerStatistiques, type ReponseStatistiques, type Statistiques } from '@umj/shared/statistiques';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreStatistiquesEcran {
  du: string;
  au: string;
  examinateur?: string;
}

export const statistiquesKey = (bureauId: string, filtre: FiltreStatistiquesEcran) =>
  tableKey('DossierPatient', bureauId, 'statistiques', filtre);

export function fetchStatistiques(
  bureauId: string,
  filtre: FiltreStatistiquesEcran,
  signal?: AbortSignal,
): Promise<ReponseStatistiques> {
  const params = new URLSearchParams({ du: filtre.du, au: filtre.au });
  if (filtre.examinateur) params.set('examinateur', filtre.examinateur);
  return apiFetch<ReponseStatistiques>(`/bureaux/${encodeURIComponent(bureauId)}/statistiques?${params}`, {
    signal,
  });
}

export interface StatistiquesFusionnees {
  data: Statistiques | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

/** The statistics of every selected office, merged (undefined until each answered). */
export function useStatistiques(
  bureauIds: readonly string[],
  filtre: FiltreStatistiquesEcran,
  enabled: boolean,
): StatistiquesFusionnees {
  return useQueries({
    queries: bureauIds.map((bureauId) => ({
      queryKey: statistiquesKey(bureauId, filtre),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchStatistiques(bureauId, filtre, signal),
      enabled,
    })),
    combine: (resultats) => {
      const erreur = resultats.find((r) => r.isError)?.error ?? null;
      const toutes = resultats.every((r) => r.data !== undefined);
      return {
        data:
          enabled && toutes
            ? fusionnerStatistiques(
                resultats.map((r) => r.data!),
                filtre,
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
