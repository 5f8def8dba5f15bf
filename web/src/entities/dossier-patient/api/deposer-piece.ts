// The three-step upload of an attachment (docs/product-rules.md#attachment): POST .../pieces asks for a
// presigned POST limited in type and size by the storage, the browser sends the file with its progress,
// POST .../pieces/{pieceId}/fin records it and makes the photo's 320-pixel preview.
import { useMutation } from '@tanstack/react-query';
import type { DemandePiece, GenrePiece, PieceStockee, TeleversementPiece } from '@umj/shared/dossiers-api';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { envoyerAuStockage, type UploadProgress } from '../../../lib/files/presigned-upload.ts';
import { cheminPieces, useRafraichirPieces } from './cles-pieces.ts';

/** The storage's size refusal in the words of the kind's limit (the generic helper says 20 Mo). */
function refusDuStockage(error: unknown, genre: GenrePiece): unknown {
  if (error instanceof ApiError && error.code === 'EntityTooLarge') {
    const message =
      genre === 'photo'
        ? 'Photo trop volumineuse (15 Mo au plus)'
        : 'Document trop volumineux (20 Mo au plus)';
    return new ApiError(error.status, error.statusText, { ...error.body, message });
  }
  return error;
}

export async function deposerPiece(
  bureauId: string,
  dossierId: number,
  demande: DemandePiece,
  file: Blob,
  onProgress: UploadProgress,
): Promise<PieceStockee> {
  const chemin = cheminPieces(bureauId, dossierId);
  const televersement = await apiFetch<TeleversementPiece>(chemin, { method: 'POST', body: demande });
  try {
    await envoyerAuStockage(televersement, file, { field: 'fichier', onProgress });
  } catch (error) {
    throw refusDuStockage(error, demande.genre);
  }
  return apiFetch<PieceStockee>(`${chemin}/${encodeURIComponent(televersement.pieceId)}/fin`, {
    method: 'POST',
  });
}

export function useDeposerPiece(bureauId: string, dossierId: number) {
  const rafraichir = useRafraichirPieces(bureauId, dossierId);
  return useMutation({
    mutationFn: (v: { demande: DemandePiece; file: Blob; onProgress: UploadProgress }) =>
      deposerPiece(bureauId, dossierId, v.demande, v.file, v.onProgress),
    onSettled: rafraichir,
  });
}
