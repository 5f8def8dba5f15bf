// POST /documents-vierges: { nom, description, cle, nomFichier, typeMime, tailleEnOctets } once the file
// is stored -> 201 with the blank document (the server checks the stored file).
import type { CreateDocumentViergeInput, DocumentVierge } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createDocumentVierge = (body: CreateDocumentViergeInput) =>
  apiFetch<DocumentVierge>('/documents-vierges', { method: 'POST', body });
