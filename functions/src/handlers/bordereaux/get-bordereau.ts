// GET /bureaux/{id}/bordereaux/{numero} (issue 11, pattern O3): one bordereau with its lines (frozen at
// its creation). 404 when unknown or of an office the caller does not see. Audited like the read of a
// file (docs/security.md#audit-trail), as are the PDF and the export.
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bordereauPathSchema, cibleBordereau, lireBordereauVisible } from './bordereau-view.ts';

export const handler = apiHandler(
  { name: 'bordereaux/get-bordereau', audited: true, path: bordereauPathSchema },
  async ({ path, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = cibleBordereau(path.id, path.numero);
    return { body: await lireBordereauVisible(session, path.id, path.numero) };
  },
);
