// GET /bureaux/{bureauId}/bordereaux/{numero} (pattern O3): one bordereau with its lines (frozen at
// its creation). 404 when unknown or of an office the caller does not see. Audited like the read of a
// file (docs/security.md#audit-trail), as are the PDF and the export.
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bordereauPathSchema, cibleDuChemin } from './bordereau-view.ts';
import { lireBordereauExistant } from '../../services/bordereaux.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/get-bordereau',
    audited: true,
    bureau: 'path',
    path: bordereauPathSchema,
    cible: cibleDuChemin,
  },
  async ({ bureauId, path }) => ({ body: await lireBordereauExistant(bureauId, path.numero) }),
);
