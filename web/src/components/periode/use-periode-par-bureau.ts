// The call of a period screen (accounting, statistics, payment split): `GET /bureaux/{bureauId}/<ressource>?du&au[&…]`
// for each office selected in the header, merged once every office has answered (`useParBureau`). The key
// starts with the table whose realtime change must refetch the figures.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { cheminBureau, useParBureau, type ParBureau } from '../../lib/bureaux/par-bureau.ts';
import type { TableQueryKey } from '../../lib/query-keys.ts';

export interface AppelPeriode<T, R> {
  /** The query key of one office, `[table, bureauId, …]`. */
  cle(bureauId: string): TableQueryKey;
  ressource: string;
  /** The query string (`du`, `au` and the screen's own filters; empty ones are left out). */
  params: Record<string, string | undefined>;
  fusionner(reponses: T[], bureauIds: readonly string[]): R;
}

export function usePeriodeParBureau<T, R>(
  bureauIds: readonly string[],
  { cle, ressource, params, fusionner }: AppelPeriode<T, R>,
  enabled: boolean,
): ParBureau<R> {
  return useParBureau({
    bureauIds,
    requete: (bureauId) =>
      queryOptions({
        queryKey: cle(bureauId),
        queryFn: ({ signal }) => apiFetch<T>(cheminBureau(bureauId, ressource, params), { signal }),
      }),
    fusionner,
    enabled,
  });
}
