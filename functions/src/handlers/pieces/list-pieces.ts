// GET /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces (docs/product-rules.md#attachment): { elements:
// PieceStockee[] } with presigned GET URLs of the original and the preview, valid 5 minutes. 404 when
// the file is unknown, of an office the caller does not see, or (examiner) not its own. Audited: a read
// of health data (D4, one Query).
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeDuDossier } from '../dossiers-patients/dossier-view.ts';
import { lireDossierVisible } from '../../services/dossiers-patients.ts';
import { piecesAvecUrls } from './piece-view.ts';

export const handler = apiHandler(
  { name: 'pieces/list-pieces', audited: true, ...routeDuDossier },
  async ({ bureauId, path, session }) => {
    await lireDossierVisible(session, bureauId, path.dossierId);
    return { body: { elements: await piecesAvecUrls(bureauId, path.dossierId) } };
  },
);
