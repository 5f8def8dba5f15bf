// POST /bureaux/{bureauId}/logo: admin only; { typeMime } -> 201 { logo, uploadUrl, fields, expiresIn }: a
// presigned POST, like every upload, whose policy lets the storage accept only that image type and
// 1 byte to LOGO_TAILLE_MAX_OCTETS under the one key `logo` (docs/api.md). The client POSTs the form
// (fields, then the file), then PATCHes the office with `logo`. 404 when the office does not exist or
// is outside the caller's offices.
import { lireBureau } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { NotFoundError } from '../../errors.ts';
import { presignPostUpload, UPLOAD_URL_TTL_SECONDS } from '../../lib/adapters/files-storage.ts';
import { newLogoKey } from '../../services/logos-bureaux.ts';
import { cibleBureau } from './bureau-view.ts';
import { LOGO_TAILLE_MAX_OCTETS, LOGO_TYPES, televersementLogoSchema } from '@umj/shared/bureau';

export const handler = apiHandler(
  {
    name: 'bureaux/create-logo-upload',
    audited: true,
    statut: 201,
    bureau: 'path',
    cible: cibleBureau,
    body: televersementLogoSchema,
  },
  async ({ bureauId, body }) => {
    if (!(await lireBureau(bureauId))) throw new NotFoundError('Bureau introuvable');
    const logo = newLogoKey(bureauId, LOGO_TYPES[body.typeMime]);
    const post = await presignPostUpload(logo, body.typeMime, LOGO_TAILLE_MAX_OCTETS);
    return {
      body: { logo, uploadUrl: post.url, fields: post.fields, expiresIn: UPLOAD_URL_TTL_SECONDS },
    };
  },
);
