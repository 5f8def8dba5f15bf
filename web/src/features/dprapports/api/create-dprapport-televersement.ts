// POST /dprapports/televersement (administrator), then the model straight to the storage with its
// progress; resolves with the stored model to send as `modele` with POST or PATCH /dprapports.
import type { Fichier } from '@umj/shared/listes';
import { deposerFichier } from '../../../entities/references/api/deposer-fichier.ts';
import type { UploadProgress } from '../../../lib/files/presigned-upload.ts';

export const deposerModele = (file: File, onProgress: UploadProgress): Promise<Fichier> =>
  deposerFichier('/dprapports', 'modele', file, onProgress);
