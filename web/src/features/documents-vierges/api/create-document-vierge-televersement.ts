// POST /documents-vierges/televersement, then the file straight to the storage with its progress;
// resolves with the stored file to register with POST /documents-vierges.
import type { Fichier } from '@umj/shared/listes';
import { deposerFichier } from '../../../entities/references/api/deposer-fichier.ts';
import type { UploadProgress } from '../../../lib/files/presigned-upload.ts';

export const deposerDocument = (file: File, onProgress: UploadProgress): Promise<Fichier> =>
  deposerFichier('/documents-vierges', 'fichier', file, onProgress);
