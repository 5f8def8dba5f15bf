// DELETE /documents-vierges/{id}: body { version } (the one read) -> 200 { id }; the stored file is
// deleted with its item; 409 when stale.
import { supprimerEntree } from '../../../entities/references/api/supprimer-entree.ts';

export const deleteDocumentVierge = supprimerEntree('/documents-vierges');
