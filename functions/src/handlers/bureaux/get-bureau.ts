// GET /bureaux/{id} (spec §7): one office; 404 when it does not exist or is not visible to the caller.
import { getBureauById } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/api-handler.ts';
import { assertBureauVisible, toBureauResponse } from '../../lib/bureau-view.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  { name: 'bureaux/get-bureau', access: 'anyRole', path: idPathSchema },
  async ({ path, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = `BUREAU#${path.id}`;
    assertBureauVisible(session, path.id);
    const bureau = await getBureauById(path.id);
    if (!bureau) throw new NotFoundError('Bureau introuvable');
    return { body: await toBureauResponse(bureau) };
  },
);
