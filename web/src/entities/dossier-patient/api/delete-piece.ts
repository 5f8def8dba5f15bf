// DELETE /bureaux/{bureauId}/dossiers-patients/{id}/pieces/{pieceId} with the version read.
import { useMutation } from '@tanstack/react-query';
import type { PieceStockee } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminPieces, useRafraichirPieces } from './cles-pieces.ts';

export const supprimerPiece = (
  bureauId: string,
  dossierId: number,
  piece: Pick<PieceStockee, 'id' | 'version'>,
) =>
  apiFetch<unknown>(`${cheminPieces(bureauId, dossierId)}/${encodeURIComponent(piece.id)}`, {
    method: 'DELETE',
    body: { version: piece.version },
  });

export function useSupprimerPiece(bureauId: string, dossierId: number) {
  const rafraichir = useRafraichirPieces(bureauId, dossierId);
  return useMutation({
    mutationFn: (piece: Pick<PieceStockee, 'id' | 'version'>) => supprimerPiece(bureauId, dossierId, piece),
    onSettled: rafraichir,
  });
}
