// PATCH /bureaux/{bureauId}/dossiers-patients/{id}/pieces/{pieceId}: an attachment's description at the
// version read (409 when it changed meanwhile).
import { useMutation } from '@tanstack/react-query';
import type { ModificationPiece, PieceStockee } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminPieces, useRafraichirPieces } from './cles-pieces.ts';

export const modifierPiece = (
  bureauId: string,
  dossierId: number,
  pieceId: string,
  body: ModificationPiece,
) =>
  apiFetch<PieceStockee>(`${cheminPieces(bureauId, dossierId)}/${encodeURIComponent(pieceId)}`, {
    method: 'PATCH',
    body,
  });

export function useModifierPiece(bureauId: string, dossierId: number) {
  const rafraichir = useRafraichirPieces(bureauId, dossierId);
  return useMutation({
    mutationFn: ({ id, ...body }: ModificationPiece & { id: string }) =>
      modifierPiece(bureauId, dossierId, id, body),
    onSettled: rafraichir,
  });
}
