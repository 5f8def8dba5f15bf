// The payment splits call (contract: shared/src/repartition-paiement.ts).
// - GET /bureaux/{bureauId}/repartitions-paiement?du&au → RepartitionPaiement[] (pattern P2)
// One call per office selected in the header (`useParBureau`), the splits merged by day then office
// order. Keys start with 'RepartitionPaiement': a recompute (or any change of a split) announced over
// the WebSocket refetches them (live refresh).
import { queryOptions } from '@tanstack/react-query';
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminBureau, useParBureau, type ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';
import type { Periode } from '../../../components/periode/periode.ts';

export type PeriodeRepartitions = Periode;

export const repartitionsKey = (bureauId: string, periode: PeriodeRepartitions) =>
  tableKey('RepartitionPaiement', bureauId, periode);

export const fetchRepartitions = (bureauId: string, periode: PeriodeRepartitions, signal?: AbortSignal) =>
  apiFetch<RepartitionPaiement[]>(
    cheminBureau(bureauId, 'repartitions-paiement', { du: periode.du, au: periode.au }),
    { signal },
  );

export const repartitionsQueryOptions = (bureauId: string, periode: PeriodeRepartitions) =>
  queryOptions({
    queryKey: repartitionsKey(bureauId, periode),
    queryFn: ({ signal }) => fetchRepartitions(bureauId, periode, signal),
  });

/** The splits of the offices, by day then in the order of `bureauIds`. */
export function fusionnerRepartitions(
  reponses: readonly RepartitionPaiement[][],
  bureauIds: readonly string[],
): RepartitionPaiement[] {
  return reponses
    .flat()
    .sort(
      (a, b) => a.date.localeCompare(b.date) || bureauIds.indexOf(a.bureauId) - bureauIds.indexOf(b.bureauId),
    );
}

/** Every split of the selected offices (undefined until each answered). */
export function useRepartitions(
  bureauIds: readonly string[],
  periode: PeriodeRepartitions,
  enabled: boolean,
): ParBureau<RepartitionPaiement[]> {
  return useParBureau({
    bureauIds,
    requete: (bureauId) => repartitionsQueryOptions(bureauId, periode),
    fusionner: fusionnerRepartitions,
    enabled,
  });
}
