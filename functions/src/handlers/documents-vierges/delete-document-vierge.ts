// DELETE /documents-vierges/{id} (issue 8): administrator and secretariat; body { version } -> 200
// { id }. 404 unknown, 409 stale version (nothing deleted). The file is deleted with its item.
import { suppressionEntreeSchema } from '@umj/shared/listes';
import { supprimerEntree } from '../../data/listes.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { cibleEntree, supprimerFichier } from '../listes/listes-view.ts';
import { DOCUMENTS_VIERGES, type DocumentViergeEntree } from './document-vierge-view.ts';

export const handler = apiHandler(
  {
    name: 'documents-vierges/delete-document-vierge',
    access: 'secretariat',
    audited: true,
    path: idPathSchema,
    body: suppressionEntreeSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = cibleEntree(DOCUMENTS_VIERGES, path.id);
    const supprime = await supprimerEntree<DocumentViergeEntree>(DOCUMENTS_VIERGES, path.id, body.version);
    await supprimerFichier(supprime.cle);
    await notifyTableChange('DocumentVierge', 'REMOVE', session.sid);
    return { body: { id: path.id } };
  },
);
