// GET /bureaux/{id} (spec §7): one office; 404 when it does not exist or is not visible to the caller.
import { getBureauById } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { toBureauResponse } from './bureau-view.ts';
import { NotFoundError } from '../../errors.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  { name: 'bureaux/get-bureau', path: idPathSchema },
  async ({ path, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = `BUREAU#${path.id}`;
    assertBureauVisible(session, path.id);
    const bureau = await getBureauById(path.id);
    if (!bureau) throw new NotFoundError('Bureau introuvable');
    return { body: await toBureauResponse(bureau) };
  },
);
