// PATCH /bureaux/{id} (spec §7): admin only; { nom?, logo?, version } -> 200 with the office.
// 404 unknown office, 409 when `version` is not the stored one (two concurrent PATCHes: one wins).
import { updateBureauSchema } from '@umj/shared/bureau';
import { updateBureau } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { logoKeyPrefix, toBureauResponse } from './bureau-view.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  {
    name: 'bureaux/update-bureau',
    audited: true,
    path: idPathSchema,
    body: updateBureauSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = `BUREAU#${path.id}`;
    assertBureauVisible(session, path.id);
    if (body.logo && !body.logo.startsWith(logoKeyPrefix(path.id))) {
      throw new ValidationError("Ce logo n'a pas été déposé pour ce bureau", 'logo');
    }
    const bureau = await updateBureau(path.id, body.version, { nom: body.nom, logo: body.logo }, new Date());
    await notifyTableChange('Bureau', 'MODIFY', session.sid);
    return { body: await toBureauResponse(bureau) };
  },
);
