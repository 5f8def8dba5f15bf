// PATCH /commissariats/{id}: administrator and secretariat; { champs…, version } -> 200 with
// the police station. 404 unknown or another office's, 409 stale version (nothing written), 400 when
// `bureau` names another office (choice: an entry does not move; create it there and delete this one).
import { modificationCommissariatSchema } from '@umj/shared/listes';
import { modificationEntreeDuBureau } from '../../services/listes-crud.ts';
import { COMMISSARIATS, MESSAGE_CHANGEMENT_BUREAU } from './commissariat-view.ts';

export const handler = modificationEntreeDuBureau({
  name: 'commissariats/update-commissariat',
  liste: COMMISSARIATS,
  body: modificationCommissariatSchema,
  messageChangementBureau: MESSAGE_CHANGEMENT_BUREAU,
});
