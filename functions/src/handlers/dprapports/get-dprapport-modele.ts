// GET /dprapports/{id}/modele: any role; 200 { url, expiresIn }: a presigned GET of the
// model (5 minutes, saved under its file name). 404 for an unknown report type or one without model.
import type { Telechargement } from '@umj/shared/listes';
import { lireEntree } from '../../data/listes.ts';
import { NotFoundError } from '../../errors.ts';
import { DOCUMENT_DOWNLOAD_TTL_SECONDS, presignDownload } from '../../lib/adapters/files-storage.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { idPathSchema } from '../../schemas/http-inputs.ts';
import { cibleEntree } from '../../services/listes-crud.ts';
import { DPRAPPORTS, type DpRapportEntree } from './dprapport-view.ts';

export const handler = apiHandler(
  { name: 'dprapports/get-dprapport-modele', path: idPathSchema },
  async ({ path, audit }) => {
    audit.cible = cibleEntree(DPRAPPORTS, path.id);
    const entree = await lireEntree<DpRapportEntree>(DPRAPPORTS, path.id);
    if (!entree) throw new NotFoundError(DPRAPPORTS.introuvable);
    if (!entree.modele) throw new NotFoundError("Ce type de rapport n'a pas de modèle");
    const url = await presignDownload(entree.modele.cle, {
      nomFichier: entree.modele.nomFichier,
      expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS,
    });
    const answer: Telechargement = { url, expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS };
    return { body: answer };
  },
);
