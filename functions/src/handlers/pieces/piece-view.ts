// What the attachment handlers share (docs/product-rules.md#attachment): the path, the audit target, and the
// answer with short-lived URLs (piece-urls-view.ts). The storage keys and the history event of an
// attachment are computed by services/pieces.ts; the check of an uploaded file (and sharp) lives in
// services/fichiers-pieces.ts, imported by the check handler only: no other handler bundles sharp.
import * as z from 'zod';
import { dossierPathSchema } from '../dossiers-patients/dossier-view.ts';

/** `/bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}`. */
export const piecePathSchema = dossierPathSchema.extend({
  pieceId: z.uuid({ error: 'Identifiant de pièce invalide' }),
});

/** Audit target of an attachment. */
export function ciblePiece(bureauId: string, dossierId: number, pieceId: string): string {
  return `BUREAU#${bureauId}#DOSSIER#${dossierId}#PIECE#${pieceId}`;
}

/** The api-handler options of a route of one attachment (office checked, attachment audited). */
export const routeDeLaPiece = {
  bureau: 'path',
  path: piecePathSchema,
  cible: ({ bureauId, path }: { bureauId: string; path: { dossierId: number; pieceId: string } }) =>
    ciblePiece(bureauId, path.dossierId, path.pieceId),
} as const;

// The answer's URLs live in piece-urls-view.ts (no sharp there: GET of one patient file imports them).
export { PIECE_URL_TTL_SECONDS, piecesAvecUrls, versPieceStockee } from './piece-urls-view.ts';
