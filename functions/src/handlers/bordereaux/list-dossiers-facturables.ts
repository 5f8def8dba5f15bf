// GET /bureaux/{bureauId}/bordereaux/facturables?du=AAAA-MM-JJ&au=AAAA-MM-JJ[&requerant=<id>]: the
// office's billable files (shared `estFacturable`: report validated, requisition, requester, amount,
// not billed yet) of that requester (any when absent) whose appointment day is in the period (D2, one
// Query per month, at most 366 days). Audited with the period (the answer holds patient files).
import { estFacturable, filtreFacturablesSchema, type ListeFacturables } from '@umj/shared/bordereaux';
import { jourDepuisIso, type Jour } from '@umj/shared/dates';
import { listerDossiersDuBureau } from '../../data/dossiers-par-mois.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeAuditeeDuBureau } from '../../lib/http/handler-presets.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/list-dossiers-facturables',
    ...routeAuditeeDuBureau('DOSSIERS'),
    query: filtreFacturablesSchema,
  },
  async ({ bureauId, query }) => {
    const { dossiers } = await listerDossiersDuBureau(
      bureauId,
      jourDepuisIso(query.du) as Jour,
      jourDepuisIso(query.au) as Jour,
      { garder: (d) => estFacturable(d, query.requerant) },
    );
    const answer: ListeFacturables = { elements: dossiers };
    return { body: answer };
  },
);
