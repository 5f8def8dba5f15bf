// The payment splits call (contract: shared/src/repartition-paiement.ts).
// - GET /bureaux/{bureauId}/repartitions-paiement?du&au → RepartitionPaiement[] (pattern P2)
// One call per office selected in the header (`usePeriodeParBureau`), the splits merged by day then office
// order. Keys start with 'RepartitionPaiement': a recompute (or any change of a split) announced over
// the WebSocket refetches them (live refresh).
import type { RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { usePeriodeParBureau } from '../../../components/periode/use-periode-par-bureau.ts';
import type { ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';
import type { Periode } from '../../../components/periode/periode.ts';

export type PeriodeRepartitions = Periode;

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
  return usePeriodeParBureau(
    bureauIds,
    {
      cle: (bureauId) => tableKey('RepartitionPaiement', bureauId, periode),
      ressource: 'repartitions-paiement',
      params: { du: periode.du, au: periode.au },
      fusionner: fusionnerRepartitions,
    },
    enabled,
  );
}
