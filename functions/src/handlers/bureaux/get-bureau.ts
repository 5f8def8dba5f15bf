// GET /bureaux/{bureauId} (docs/product-rules.md#calls): one office; 404 when it does not exist or is not visible to the caller.
import { lireBureau } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { cibleBureau, toBureauResponse } from './bureau-view.ts';
import { NotFoundError } from '../../errors.ts';

export const handler = apiHandler(
  { name: 'bureaux/get-bureau', bureau: 'path', cible: cibleBureau },
  async ({ bureauId }) => {
    const bureau = await lireBureau(bureauId);
    if (!bureau) throw new NotFoundError('Bureau introuvable');
    return { body: await toBureauResponse(bureau) };
  },
);
