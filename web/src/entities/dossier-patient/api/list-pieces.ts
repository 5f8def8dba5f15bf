// GET /bureaux/{bureauId}/dossiers-patients/{id}/pieces: the attachments of one patient file with
// short-lived URLs (docs/product-rules.md#attachment).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PieceStockee } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminPieces, piecesKey } from './cles-pieces.ts';

export const fetchPieces = (bureauId: string, dossierId: number, signal?: AbortSignal) =>
  apiFetch<{ elements: PieceStockee[] }>(cheminPieces(bureauId, dossierId), { signal });

/**
 * The URLs the server gives live a few minutes: the list is read again every 4 minutes while shown, and
 * an original is always opened from a fresh read (see `pieceFraiche`).
 */
export function piecesQueryOptions(bureauId: string, dossierId: number) {
  return queryOptions({
    queryKey: piecesKey(bureauId, dossierId),
    queryFn: ({ signal }) => fetchPieces(bureauId, dossierId, signal).then((r) => r.elements),
    refetchInterval: 4 * 60_000,
  });
}

export function usePieces(bureauId: string, dossierId: number) {
  return useQuery(piecesQueryOptions(bureauId, dossierId));
}

/** The attachment read again now, so that its URLs are valid at the moment of the click. */
export async function pieceFraiche(
  bureauId: string,
  dossierId: number,
  pieceId: string,
): Promise<PieceStockee> {
  const { elements } = await fetchPieces(bureauId, dossierId);
  const piece = elements.find((p) => p.id === pieceId);
  if (!piece) throw new Error('Cette pièce a été supprimée entre-temps');
  return piece;
}
