// GET /documents-vierges: every blank document, ordered by name (L1, one partition). Any
// role (docs/product-rules.md#side-menu: administrator, secretariat, examiners). Downloads go through
// GET /documents-vierges/{id}/fichier.
import { listerEntrees } from '../../data/listes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { DOCUMENTS_VIERGES, type DocumentViergeEntree } from './document-vierge-view.ts';

export const handler = apiHandler({ name: 'documents-vierges/list-documents-vierges' }, async () => ({
  body: await listerEntrees<DocumentViergeEntree>(DOCUMENTS_VIERGES),
}));
