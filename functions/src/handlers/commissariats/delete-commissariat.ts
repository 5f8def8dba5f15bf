// DELETE /commissariats/{id} (issue 8): administrator and secretariat; body { version } -> 200 with
// { id }. 404 unknown or another office's, 409 stale version (nothing deleted).
import { suppressionEntreeSchema } from '@umj/shared/listes';
import { supprimerEntree } from '../../data/listes.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { bureauDeLEntreeVisible, cibleEntree } from '../listes/listes-view.ts';
import { COMMISSARIATS } from './commissariat-view.ts';

export const handler = apiHandler(
  {
    name: 'commissariats/delete-commissariat',
    access: 'secretariat',
    audited: true,
    path: idPathSchema,
    body: suppressionEntreeSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = cibleEntree(COMMISSARIATS, path.id);
    audit.bureauId = bureauDeLEntreeVisible(session, COMMISSARIATS, path.id);
    await supprimerEntree(COMMISSARIATS, path.id, body.version);
    await notifyTableChange('Commissariat', 'REMOVE', session.sid);
    return { body: { id: path.id } };
  },
);
