// GET /dprapports/{id}/modele: any role; 200 { url, expiresIn }: a presigned GET of the
// model (5 minutes, saved under its file name). 404 for an unknown report type or one without model.
import { NotFoundError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { telechargementDocument } from '../../services/fichiers-deposes.ts';
import { entreeDuChemin } from '../../services/listes-crud.ts';
import { DPRAPPORTS, type DpRapportEntree } from '../../services/dprapports.ts';

export const handler = apiHandler(
  { name: 'dprapports/get-dprapport-modele', path: idPathSchema },
  async ({ path, audit }) => {
    const entree = await entreeDuChemin<DpRapportEntree>(DPRAPPORTS, path.id, audit);
    if (!entree.modele) throw new NotFoundError("Ce type de rapport n'a pas de modèle");
    return { body: await telechargementDocument(entree.modele) };
  },
);
