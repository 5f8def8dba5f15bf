// GET /bureaux/{bureauId}/repartitions-paiement?du=AAAA-MM-JJ&au=AAAA-MM-JJ (pattern P2): the payment splits
// of one office, day by day, with their lines per examiner, totals and history. Any secretariat, the
// external one included (docs/security.md#access-policy); examiners 403; another office 404 like an
// unknown one.
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { filtreRepartitionsSchema, type RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { listerRepartitions } from '../../data/repartitions.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeDuBureau } from '../../lib/http/handler-presets.ts';

export const handler = apiHandler(
  {
    name: 'repartitions/list-repartitions-paiement',
    ...routeDuBureau('REPARTITIONS'),
    query: filtreRepartitionsSchema,
  },
  async ({ bureauId, query }) => {
    const du = jourDepuisIso(query.du) as Jour;
    const au = jourDepuisIso(query.au) as Jour;
    const body: RepartitionPaiement[] = await listerRepartitions(bureauId, du, au);
    return { body };
  },
);
