// POST /bureaux (docs/product-rules.md#calls): admin only; { nom } -> 201 with the created office. The logo is added
// afterwards (POST /bureaux/{bureauId}/logo then PATCH with its key). An administrator limited to
// offices cannot create offices (403).
import { randomUUID } from 'node:crypto';
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import { CREATION_BUREAU_REFUSEE, creationBureauSchema } from '@umj/shared/bureau';
import { VERSION_INITIALE } from '@umj/shared/version';
import { creerBureau, type BureauItem } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { toBureauResponse } from './bureau-view.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';

export const handler = apiHandler(
  { name: 'bureaux/create-bureau', ...CREATION, body: creationBureauSchema },
  async ({ body, session, audit }) => {
    if (!estAdministrateurSansBureau(session)) throw new ForbiddenError(CREATION_BUREAU_REFUSEE);
    if (body.logo) throw new ValidationError("Le logo s'ajoute une fois le bureau créé", 'logo');
    const now = new Date().toISOString();
    const bureau: BureauItem = {
      id: randomUUID(),
      nom: body.nom,
      logo: null,
      version: VERSION_INITIALE,
      creeLe: now,
      modifieLe: now,
    };
    audit.bureauId = bureau.id;
    audit.cible = `BUREAU#${bureau.id}`;
    await creerBureau(bureau);
    return { body: await toBureauResponse(bureau) };
  },
);
