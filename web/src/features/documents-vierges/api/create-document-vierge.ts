// POST /documents-vierges: { nom, description, cle, nomFichier, typeMime, tailleEnOctets } once the file
// is stored -> 201 with the blank document (the server checks the stored file).
import type { CreationDocumentVierge, DocumentVierge } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createDocumentVierge = (body: CreationDocumentVierge) =>
  apiFetch<DocumentVierge>('/documents-vierges', { method: 'POST', body });
