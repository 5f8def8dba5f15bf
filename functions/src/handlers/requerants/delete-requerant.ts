// DELETE /requerants/{id} (issue 8): administrator and secretariat; body { version } -> 200 with
// { id }. 404 unknown or another office's, 409 stale version (nothing deleted).
import { suppressionEntreeSchema } from '@umj/shared/listes';
import { supprimerEntree } from '../../data/listes.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { bureauDeLEntreeVisible, cibleEntree } from '../listes/listes-view.ts';
import { REQUERANTS } from './requerant-view.ts';

export const handler = apiHandler(
  {
    name: 'requerants/delete-requerant',
    access: 'secretariat',
    audited: true,
    path: idPathSchema,
    body: suppressionEntreeSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = cibleEntree(REQUERANTS, path.id);
    audit.bureauId = bureauDeLEntreeVisible(session, REQUERANTS, path.id);
    await supprimerEntree(REQUERANTS, path.id, body.version);
    await notifyTableChange('Requerant', 'REMOVE', session.sid);
    return { body: { id: path.id } };
  },
);
