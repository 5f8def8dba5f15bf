// PATCH /commissariats/{id} (issue 8): administrator and secretariat; { champs…, version } -> 200 with
// the police station. 404 unknown or another office's, 409 stale version (nothing written), 400 when
// `bureau` names another office (choice: an entry does not move; create it there and delete this one).
import { updateCommissariatSchema } from '@umj/shared/listes';
import { modifierEntree } from '../../data/listes.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { bureauDeLEntreeVisible, cibleEntree } from '../listes/listes-view.ts';
import { COMMISSARIATS, MESSAGE_CHANGEMENT_BUREAU, type CommissariatEntree } from './commissariat-view.ts';

export const handler = apiHandler(
  {
    name: 'commissariats/update-commissariat',
    access: 'secretariat',
    audited: true,
    path: idPathSchema,
    body: updateCommissariatSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = cibleEntree(COMMISSARIATS, path.id);
    audit.bureauId = bureauDeLEntreeVisible(session, COMMISSARIATS, path.id);
    const { version, bureau, ...changements } = body;
    if (bureau !== undefined && bureau !== audit.bureauId)
      throw new ValidationError(MESSAGE_CHANGEMENT_BUREAU, 'bureau');
    const entree = await modifierEntree<CommissariatEntree>(
      COMMISSARIATS,
      path.id,
      version,
      changements,
      new Date(),
    );
    await notifyTableChange('Commissariat', 'MODIFY', session.sid);
    return { body: entree };
  },
);
