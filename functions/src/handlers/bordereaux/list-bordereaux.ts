// GET /bureaux/{bureauId}/bordereaux?annee=AAAA (pattern O1): the office's bordereaux of the year
// (default: the current Paris year), newest first, without their lines (`nombreDossiers` instead).
import { filtreBordereauxSchema, type ListeBordereaux } from '@umj/shared/bordereaux';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { listerBordereaux } from '../../data/bordereaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { cibleBordereau } from './bordereau-view.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/list-bordereaux',
    bureau: 'path',
    query: filtreBordereauxSchema,
    cible: ({ bureauId }) => cibleBordereau(bureauId),
  },
  async ({ bureauId, query }) => {
    const annee = query.annee ?? Number(isoDepuisJour(jourParis(new Date())).slice(0, 4));
    const answer: ListeBordereaux = { elements: await listerBordereaux(bureauId, annee) };
    return { body: answer };
  },
);
