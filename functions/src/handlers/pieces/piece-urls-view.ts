// The attachments of a patient file as the API answers them, with short-lived download URLs (
// docs/product-rules.md#attachment). No sharp here (see services/fichiers-pieces.ts): the patient-file handlers answering
// attachments import this file.
import type { PieceStockee } from '@umj/shared/dossiers-api';
import { listerPieces, type PieceItem } from '../../data/pieces.ts';
import { DOCUMENT_DOWNLOAD_TTL_SECONDS, presignDownload } from '../../lib/adapters/files-storage.ts';

/** Attachment URLs live as long as a document download link: a few minutes. */
export const PIECE_URL_TTL_SECONDS = DOCUMENT_DOWNLOAD_TTL_SECONDS;

/** The API's attachment: the stored item with presigned GET URLs (original saved under its name). */
export async function versPieceStockee(piece: PieceItem): Promise<PieceStockee> {
  const [originalUrl, apercu320Url] = await Promise.all([
    presignDownload(piece.cleOriginal, { nomFichier: piece.nom, expiresIn: PIECE_URL_TTL_SECONDS }),
    piece.cleApercu ? presignDownload(piece.cleApercu, { expiresIn: PIECE_URL_TTL_SECONDS }) : null,
  ]);
  return {
    id: piece.pieceId,
    genre: piece.genre,
    version: piece.version,
    nom: piece.nom,
    description: piece.description,
    typeMime: piece.typeMime,
    tailleEnOctets: piece.tailleEnOctets,
    dateModification: piece.dateModification,
    originalUrl,
    originalW: piece.originalW,
    originalH: piece.originalH,
    apercu320Url,
    apercu320W: piece.apercu320W,
    apercu320H: piece.apercu320H,
  };
}

/**
 * The attachments of a file with short-lived URLs, oldest first (D4). The caller has checked that the
 * file is visible to the session (office, examiner's own file).
 */
export async function piecesAvecUrls(bureauId: string, dossierId: number): Promise<PieceStockee[]> {
  const pieces = await listerPieces(bureauId, dossierId);
  pieces.sort((a, b) => a.dateModification.localeCompare(b.dateModification));
  return Promise.all(pieces.map(versPieceStockee));
}
