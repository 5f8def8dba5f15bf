// GET /bureaux/{id} (spec §7): one office; 404 when it does not exist or is not visible to the caller.
import { getBureauById } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/api-handler.ts';
import { isBureauVisible, toBureauResponse } from '../../lib/bureau-view.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  { name: 'bureaux/get-bureau', access: 'anyRole', path: idPathSchema },
  async ({ path, session }) => {
    const bureau = isBureauVisible(session, path.id) ? await getBureauById(path.id) : undefined;
    if (!bureau) throw new NotFoundError('Bureau introuvable');
    return { body: await toBureauResponse(bureau) };
  },
);
