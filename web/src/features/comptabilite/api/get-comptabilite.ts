// Issue 11 accounting call (contract: shared/src/comptabilite.ts).
// - GET /bureaux/{bureauId}/comptabilite?du&au&par → ReponseComptabilite (an examiner gets its own acts)
// One call per office selected in the header, merged by `fusionnerComptabilites`. Keys start with
// 'DossierPatient': a change of a file (amounts, status, bordereau number) refetches the figures.
import { useQueries } from '@tanstack/react-query';
import {
  fusionnerComptabilites,
  type AxeComptabilite,
  type Comptabilite,
  type ReponseComptabilite,
} from '@umj/shared/comptabilite';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreComptabiliteEcran {
  du: string;
  au: string;
  par: AxeComptabilite;
}

export const comptabiliteKey = (bureauId: string, filtre: FiltreComptabiliteEcran) =>
  tableKey('DossierPatient', bureauId, 'comptabilite', filtre);

export function fetchComptabilite(
  bureauId: string,
  filtre: FiltreComptabiliteEcran,
  signal?: AbortSignal,
): Promise<ReponseComptabilite> {
  const params = new URLSearchParams({ du: filtre.du, au: filtre.au, par: filtre.par });
  return apiFetch<ReponseComptabilite>(`/bureaux/${encodeURIComponent(bureauId)}/comptabilite?${params}`, {
    signal,
  });
}

export interface ComptabiliteFusionnee {
  data: Comptabilite | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

/** The accounting of every selected office, merged (undefined until each answered). */
export function useComptabilite(
  bureauIds: readonly string[],
  filtre: FiltreComptabiliteEcran,
  enabled: boolean,
): ComptabiliteFusionnee {
  return useQueries({
    queries: bureauIds.map((bureauId) => ({
      queryKey: comptabiliteKey(bureauId, filtre),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchComptabilite(bureauId, filtre, signal),
      enabled,
    })),
    combine: (resultats) => {
      const erreur = resultats.find((r) => r.isError)?.error ?? null;
      const toutes = resultats.every((r) => r.data !== undefined);
      return {
        data:
          enabled && toutes
            ? fusionnerComptabilites(
                resultats.map((r) => r.data!),
                filtre.par,
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
