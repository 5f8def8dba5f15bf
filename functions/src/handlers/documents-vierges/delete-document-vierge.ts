// DELETE /documents-vierges/{id}: administrator without office (a global list,
// docs/security.md#access-policy); body { version } -> 200 { id }. 404 unknown, 409 stale version (nothing
// deleted). The file is deleted with its item.
import { suppressionEntreeAvecFichier } from '../../services/listes-crud-fichiers.ts';
import { DOCUMENTS_VIERGES, type DocumentViergeEntree } from './document-vierge-view.ts';

export const handler = suppressionEntreeAvecFichier<DocumentViergeEntree>({
  name: 'documents-vierges/delete-document-vierge',
  liste: DOCUMENTS_VIERGES,
  cleDuFichier: (document) => document.cle,
});
