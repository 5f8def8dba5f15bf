// The file of a reference list's entry (a blank document, a report type's model): POST
// <path>/televersement { nomFichier, typeMime, tailleEnOctets } -> 201 { url, fields, cle, expiresIn },
// a presigned POST limited to that type and 20 Mo by the storage; then the file itself, straight to the
// storage, with its progress. Resolves with the stored file to register with the entry.
import type { Fichier, Televersement, TeleversementInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  envoyerAuStockage,
  typeDuFichier,
  type UploadProgress,
} from '../../../lib/files/presigned-upload.ts';

export async function deposerFichier(
  path: string,
  field: string,
  file: File,
  onProgress: UploadProgress,
): Promise<Fichier> {
  const fichier = {
    nomFichier: file.name,
    typeMime: typeDuFichier(file) as TeleversementInput['typeMime'],
    tailleEnOctets: file.size,
  };
  const televersement = await apiFetch<Televersement>(`${path}/televersement`, {
    method: 'POST',
    body: fichier,
  });
  await envoyerAuStockage(televersement, file, { field, onProgress });
  return { ...fichier, cle: televersement.cle };
}
