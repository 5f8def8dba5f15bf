// GET /commissariats?bureaux=id1,id2: the police stations of the caller's visible offices
// (docs/product-rules.md#access), narrowed to the selected offices when `bureaux` is given; one Query per office (L1).
import { filtreBureauxSchema } from '@umj/shared/listes';
import { listerEntreesDesBureaux } from '../../data/listes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bureauxDeLaRequete } from '../../services/listes-crud.ts';
import { COMMISSARIATS, type CommissariatEntree } from './commissariat-view.ts';

export const handler = apiHandler(
  { name: 'commissariats/list-commissariats', query: filtreBureauxSchema },
  async ({ query, session }) => {
    const bureauIds = await bureauxDeLaRequete(session, query.bureaux);
    return { body: await listerEntreesDesBureaux<CommissariatEntree>(COMMISSARIATS, bureauIds) };
  },
);
