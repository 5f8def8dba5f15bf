// PATCH /bureaux/{bureauId} (docs/product-rules.md#calls): admin only; { nom?, logo?, version } -> 200 with the office.
// 404 unknown office, 409 when `version` is not the stored one (two concurrent PATCHes: one wins).
import { modificationBureauSchema } from '@umj/shared/bureau';
import { modifierBureau } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { logoKeyPrefix } from '../../services/logos-bureaux.ts';
import { cibleBureau, toBureauResponse } from './bureau-view.ts';
import { ValidationError } from '../../errors.ts';

export const handler = apiHandler(
  {
    name: 'bureaux/update-bureau',
    audited: true,
    bureau: 'path',
    cible: cibleBureau,
    body: modificationBureauSchema,
  },
  async ({ bureauId, body }) => {
    if (body.logo && !body.logo.startsWith(logoKeyPrefix(bureauId))) {
      throw new ValidationError("Ce logo n'a pas été déposé pour ce bureau", 'logo');
    }
    const bureau = await modifierBureau(
      bureauId,
      body.version,
      { nom: body.nom, logo: body.logo },
      new Date(),
    );
    return { body: await toBureauResponse(bureau) };
  },
);
