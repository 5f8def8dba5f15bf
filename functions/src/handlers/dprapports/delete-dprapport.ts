// DELETE /dprapports/{id} (issue 8): administrator; body { version } -> 200 { id }. 404 unknown, 409
// stale version (nothing deleted). The model file is deleted with its report type.
import { suppressionEntreeSchema } from '@umj/shared/listes';
import { supprimerEntree } from '../../data/listes.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { cibleEntree, supprimerFichier } from '../listes/listes-view.ts';
import { DPRAPPORTS, type DpRapportEntree } from './dprapport-view.ts';

export const handler = apiHandler(
  {
    name: 'dprapports/delete-dprapport',
    access: 'admin',
    audited: true,
    path: idPathSchema,
    body: suppressionEntreeSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = cibleEntree(DPRAPPORTS, path.id);
    const supprime = await supprimerEntree<DpRapportEntree>(DPRAPPORTS, path.id, body.version);
    if (supprime.modele) await supprimerFichier(supprime.modele.cle);
    await notifyTableChange('DpRapport', 'REMOVE', session.sid);
    return { body: { id: path.id } };
  },
);
