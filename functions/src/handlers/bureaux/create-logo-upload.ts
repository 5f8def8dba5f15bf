// POST /bureaux/{id}/logo: admin only; { typeMime } -> 201 { logo, uploadUrl, expiresIn, headers }.
// The client PUTs the image to uploadUrl with the given Content-Type, then PATCHes the office with
// `logo`. 404 when the office does not exist or is outside the caller's offices.
import { getBureauById } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { assertBureauVisible } from '../../lib/auth/office-scope.ts';
import { NotFoundError } from '../../errors.ts';
import { presignUpload, UPLOAD_URL_TTL_SECONDS } from '../../lib/adapters/files-storage.ts';
import { newLogoKey } from './bureau-view.ts';
import { LOGO_TYPES, logoUploadSchema } from '@umj/shared/bureau';
import { idPathSchema } from '../../schemas/http-inputs.ts';

export const handler = apiHandler(
  {
    name: 'bureaux/create-logo-upload',
    audited: true,
    path: idPathSchema,
    body: logoUploadSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = `BUREAU#${path.id}`;
    assertBureauVisible(session, path.id);
    if (!(await getBureauById(path.id))) throw new NotFoundError('Bureau introuvable');
    const logo = newLogoKey(path.id, LOGO_TYPES[body.typeMime]);
    const uploadUrl = await presignUpload(logo, body.typeMime);
    return {
      statusCode: 201,
      body: {
        logo,
        uploadUrl,
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        headers: { 'Content-Type': body.typeMime },
      },
    };
  },
);
