// What the attachment handlers share (docs/product-rules.md#attachment): the path, the storage keys of an
// attachment, its audit target, the history event, and the answer with short-lived URLs
// (piece-urls-view.ts). The check of an uploaded file (and sharp) lives in services/fichiers-pieces.ts,
// imported by the check handler only: no other handler bundles sharp.
import { EXTENSIONS_PIECES, type EvenementHistorique, type GenrePiece } from '@umj/shared/dossiers-api';
import * as z from 'zod';
import type { AuthSession } from '../../lib/auth/session.ts';
import { dossierPathSchema } from '../dossiers-patients/dossier-view.ts';
import { PREFIXES_FICHIERS } from '../../api/files-prefixes.ts';

/** `/bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}`. */
export const piecePathSchema = dossierPathSchema.extend({
  pieceId: z.uuid({ error: 'Identifiant de pièce invalide' }),
});

/**
 * Storage keys of an attachment: where its upload form writes (`entrant`, under the incoming prefix),
 * the checked original (named with the extension of its checked type) and the preview of a photo.
 */
export function clesPiece(
  bureauId: string,
  dossierId: number,
  pieceId: string,
  typeMime: string,
): { entrant: string; original: string; apercu: string } {
  const chemin = `${bureauId}/${dossierId}/${pieceId}`;
  const dossier = `${PREFIXES_FICHIERS.pieces}${chemin}`;
  return {
    entrant: `${PREFIXES_FICHIERS.piecesEntrantes}${chemin}`,
    original: `${dossier}/original.${EXTENSIONS_PIECES[typeMime] ?? 'bin'}`,
    apercu: `${dossier}/apercu320.jpg`,
  };
}

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

/** The history event of an attachment added or deleted: the field is `photos` or `documents`. */
export function evenementPiece(
  session: AuthSession,
  action: 'ajout-piece' | 'suppression-piece',
  piece: { genre: GenrePiece; nom: string },
  quand: Date,
): EvenementHistorique {
  const champ = piece.genre === 'photo' ? 'photos' : 'documents';
  return {
    quand: quand.toISOString(),
    qui: { id: session.utilisateurId, nomComplet: session.utilisateur.nomComplet },
    action,
    champs: [
      action === 'ajout-piece'
        ? { champ, avant: null, apres: piece.nom }
        : { champ, avant: piece.nom, apres: null },
    ],
  };
}
