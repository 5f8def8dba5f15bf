// DELETE /requerants/{id}: administrator and secretariat; body { version } -> 200 with
// { id }. 404 unknown or another office's, 409 stale version (nothing deleted).
import { suppressionEntreeDuBureau } from '../../services/listes-crud.ts';
import { REQUERANTS } from './requerant-view.ts';

export const handler = suppressionEntreeDuBureau({
  name: 'requerants/delete-requerant',
  liste: REQUERANTS,
});
