// DELETE /commissariats/{id}: administrator and secretariat; body { version } -> 200 with
// { id }. 404 unknown or another office's, 409 stale version (nothing deleted).
import { suppressionEntreeDuBureau } from '../../services/listes-crud.ts';
import { COMMISSARIATS } from './commissariat-view.ts';

export const handler = suppressionEntreeDuBureau({
  name: 'commissariats/delete-commissariat',
  liste: COMMISSARIATS,
});
