// PATCH /requerants/{id}: administrator and secretariat; { champs…, version } -> 200 with
// the requester. 404 unknown or another office's, 409 stale version (nothing written), 400 when
// `bureau` names another office (choice: an entry does not move; create it there and delete this one).
import { modificationRequerantSchema } from '@umj/shared/listes';
import { modificationEntreeDuBureau } from '../../services/listes-crud.ts';
import { MESSAGE_CHANGEMENT_BUREAU, REQUERANTS } from './requerant-view.ts';

export const handler = modificationEntreeDuBureau({
  name: 'requerants/update-requerant',
  liste: REQUERANTS,
  body: modificationRequerantSchema,
  messageChangementBureau: MESSAGE_CHANGEMENT_BUREAU,
});
