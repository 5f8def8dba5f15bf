// GET /documents-vierges/{id}/fichier: any role; 200 { url, expiresIn }: a presigned GET of
// the file, valid 5 minutes, saved under its file name. 404 unknown document.
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { telechargementDocument } from '../../services/fichiers-deposes.ts';
import { entreeDuChemin } from '../../services/listes-crud.ts';
import { DOCUMENTS_VIERGES, type DocumentViergeEntree } from './document-vierge-view.ts';

export const handler = apiHandler(
  { name: 'documents-vierges/get-document-vierge-fichier', path: idPathSchema },
  async ({ path, audit }) => {
    const entree = await entreeDuChemin<DocumentViergeEntree>(DOCUMENTS_VIERGES, path.id, audit);
    return { body: await telechargementDocument(entree) };
  },
);
