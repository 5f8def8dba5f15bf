// POST /commissariats: administrator and secretariat, in an office they may see (404
// otherwise); 201 with the created police station (version 1).
import { creationCommissariatSchema } from '@umj/shared/listes';
import { creationEntreeDuBureau } from '../../services/listes-crud-creation.ts';
import { COMMISSARIATS } from './commissariat-view.ts';

export const handler = creationEntreeDuBureau({
  name: 'commissariats/create-commissariat',
  liste: COMMISSARIATS,
  body: creationCommissariatSchema,
});
