// GET /bureaux/{id}/repartitions-paiement?du=AAAA-MM-JJ&au=AAAA-MM-JJ (pattern P2): the payment splits
// of one office, day by day, with their lines per examiner, totals and history. Any secretariat, the
// external one included (docs/security.md#access-policy); examiners 403; another office 404 like an
// unknown one.
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { filtreRepartitionsSchema, type RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { listerRepartitions } from '../../data/repartitions.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  {
    name: 'repartitions/list-repartitions-paiement',
    path: idPathSchema,
    query: filtreRepartitionsSchema,
  },
  async ({ path, query, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = `BUREAU#${path.id}#REPARTITIONS`;
    assertBureauVisible(session, path.id);
    const du = jourDepuisIso(query.du) as Jour;
    const au = jourDepuisIso(query.au) as Jour;
    const body: RepartitionPaiement[] = await listerRepartitions(path.id, du, au);
    return { body };
  },
);
