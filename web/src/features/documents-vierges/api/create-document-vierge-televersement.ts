// POST /documents-vierges/televersement (issue 8): { nomFichier, typeMime, tailleEnOctets } -> 201
// { url, fields, cle, expiresIn }, a presigned POST limited to that type and 20 Mo by the storage;
// then the file itself, straight to the storage, with its progress. Resolves with the stored file
// to register with POST /documents-vierges.
import type { Fichier, Televersement, TeleversementInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  envoyerAuStockage,
  typeDuFichier,
  type UploadProgress,
} from '../../../lib/files/presigned-upload.ts';

export const createDocumentViergeTeleversement = (body: TeleversementInput) =>
  apiFetch<Televersement>('/documents-vierges/televersement', { method: 'POST', body });

export async function deposerDocument(file: File, onProgress: UploadProgress): Promise<Fichier> {
  const fichier = {
    nomFichier: file.name,
    typeMime: typeDuFichier(file) as TeleversementInput['typeMime'],
    tailleEnOctets: file.size,
  };
  const televersement = await createDocumentViergeTeleversement(fichier);
  await envoyerAuStockage(televersement, file, { field: 'fichier', onProgress });
  return { ...fichier, cle: televersement.cle };
}
