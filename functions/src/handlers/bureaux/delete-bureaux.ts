// DELETE /bureaux (spec §7): admin only; body { ids } -> 200 { ids }. All or nothing: 404 when one of
// the offices does not exist or is outside the caller's offices (then none is deleted).
import { deleteBureauxSchema } from '@umj/shared/bureau';
import { deleteBureaux } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';

/** DynamoDB transactions hold at most 100 items. */
const MAX_IDS = 100;

export const handler = apiHandler(
  { name: 'bureaux/delete-bureaux', access: 'admin', audited: true, body: deleteBureauxSchema },
  async ({ body, session, audit }) => {
    const ids = [...new Set(body.ids)];
    if (ids.length > MAX_IDS) throw new ValidationError(`Veuillez choisir au plus ${MAX_IDS} bureaux`, 'ids');
    audit.cible = ids.map((id) => `BUREAU#${id}`).join(',');
    audit.bureauId = ids.length === 1 ? ids[0] : undefined;
    for (const id of ids) assertBureauVisible(session, id);
    await deleteBureaux(ids);
    await notifyTableChange('Bureau', 'REMOVE', session.sid);
    return { body: { ids } };
  },
);
