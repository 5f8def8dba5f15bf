// "One call per selected office, then merge": the office-scoped endpoints answer one office at a time
// (`/bureaux/{bureauId}/…`), so a screen over the header's selection runs one query per office and
// merges the answers once every office has answered. Every such screen goes through this hook.
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export interface ParBureau<R> {
  /** The merged answer; undefined while an office is loading or after an office failed. */
  data: R | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

export interface ParBureauOptions<T, R, K extends QueryKey = QueryKey> {
  bureauIds: readonly string[];
  /** The query of one office (a `queryOptions(...)` of the entity or feature API). */
  requete: (bureauId: string) => UseQueryOptions<T, Error, T, K>;
  /** Merges the offices' answers, in the order of `bureauIds`. */
  fusionner: (reponses: T[], bureauIds: readonly string[]) => R;
  /** false while the selection or the session loads (nothing is fetched, data stays undefined). */
  enabled?: boolean;
}

export function useParBureau<T, R, K extends QueryKey = QueryKey>({
  bureauIds,
  requete,
  fusionner,
  enabled = true,
}: ParBureauOptions<T, R, K>): ParBureau<R> {
  return useQueries({
    queries: bureauIds.map((bureauId) => ({ ...requete(bureauId), enabled })),
    combine: (resultats) => {
      const echec = resultats.find((r) => r.isError);
      const enAttente = resultats.some((r) => r.isPending);
      const pret = enabled && !enAttente && echec === undefined;
      return {
        data: pret
          ? fusionner(
              resultats.map((r) => r.data as T),
              bureauIds,
            )
          : undefined,
        isPending: enabled && bureauIds.length > 0 && enAttente,
        isError: echec !== undefined,
        error: echec?.error ?? null,
        refetch: () => Promise.all(resultats.map((r) => r.refetch())),
      };
    },
  });
}
