// POST /dprapports/televersement (issue 8, administrator): { nomFichier, typeMime, tailleEnOctets } ->
// 201 { url, fields, cle, expiresIn }, a presigned POST limited to that type and 20 Mo by the storage;
// then the file itself, straight to the storage, with its progress. Resolves with the stored model to
// send as `modele` with POST or PATCH /dprapports.
import type { Fichier, Televersement, TeleversementInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  envoyerAuStockage,
  typeDuFichier,
  type UploadProgress,
} from '../../../lib/files/presigned-upload.ts';

export const createDpRapportTeleversement = (body: TeleversementInput) =>
  apiFetch<Televersement>('/dprapports/televersement', { method: 'POST', body });

export async function deposerModele(file: File, onProgress: UploadProgress): Promise<Fichier> {
  const fichier = {
    nomFichier: file.name,
    typeMime: typeDuFichier(file) as TeleversementInput['typeMime'],
    tailleEnOctets: file.size,
  };
  const televersement = await createDpRapportTeleversement(fichier);
  await envoyerAuStockage(televersement, file, { field: 'modele', onProgress });
  return { ...fichier, cle: televersement.cle };
}
