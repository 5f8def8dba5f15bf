// POST /requerants: administrator and secretariat, in an office they may see (404
// otherwise); 201 with the created requester (version 1).
import { creationRequerantSchema } from '@umj/shared/listes';
import { creationEntreeDuBureau } from '../../services/listes-crud-creation.ts';
import { REQUERANTS } from './requerant-view.ts';

export const handler = creationEntreeDuBureau({
  name: 'requerants/create-requerant',
  liste: REQUERANTS,
  body: creationRequerantSchema,
});
