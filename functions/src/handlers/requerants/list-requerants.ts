// GET /requerants?bureaux=id1,id2: every role (docs/security.md#access-policy); the requesters of the caller's visible offices
// (docs/product-rules.md#access), narrowed to the selected offices when `bureaux` is given; one Query per office (L1).
import { filtreBureauxSchema } from '@umj/shared/listes';
import { listerEntreesDesBureaux } from '../../data/listes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bureauxDeLaRequete } from '../../services/listes-crud.ts';
import { REQUERANTS, type RequerantEntree } from './requerant-view.ts';

export const handler = apiHandler(
  { name: 'requerants/list-requerants', query: filtreBureauxSchema },
  async ({ query, session }) => {
    const bureauIds = await bureauxDeLaRequete(session, query.bureaux);
    return { body: await listerEntreesDesBureaux<RequerantEntree>(REQUERANTS, bureauIds) };
  },
);
