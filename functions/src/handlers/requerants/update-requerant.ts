// PATCH /requerants/{id} (issue 8): administrator and secretariat; { champs…, version } -> 200 with
// the requester. 404 unknown or another office's, 409 stale version (nothing written), 400 when
// `bureau` names another office (choice: an entry does not move; create it there and delete this one).
import { updateRequerantSchema } from '@umj/shared/listes';
import { modifierEntree } from '../../data/listes.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { bureauDeLEntreeVisible, cibleEntree } from '../listes/listes-view.ts';
import { REQUERANTS, MESSAGE_CHANGEMENT_BUREAU, type RequerantEntree } from './requerant-view.ts';

export const handler = apiHandler(
  {
    name: 'requerants/update-requerant',
    access: 'secretariat',
    audited: true,
    path: idPathSchema,
    body: updateRequerantSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = cibleEntree(REQUERANTS, path.id);
    audit.bureauId = bureauDeLEntreeVisible(session, REQUERANTS, path.id);
    const { version, bureau, ...changements } = body;
    if (bureau !== undefined && bureau !== audit.bureauId)
      throw new ValidationError(MESSAGE_CHANGEMENT_BUREAU, 'bureau');
    const entree = await modifierEntree<RequerantEntree>(
      REQUERANTS,
      path.id,
      version,
      changements,
      new Date(),
    );
    await notifyTableChange('Requerant', 'MODIFY', session.sid);
    return { body: entree };
  },
);
