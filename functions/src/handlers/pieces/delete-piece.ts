// DELETE /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}: body { version } ->
// 200 { id }. The attachment is deleted at the version read with its 'suppression-piece' history item
// (one transaction: 404 when gone, 409 VERSION_CONFLICT when changed, nothing written), then its
// original and preview are deleted from the storage. Same rights as editing the file (docs/product-rules.md#access).
import { avecVersion } from '@umj/shared/version';
import * as z from 'zod';
import { itemHistorique } from '../../data/dossiers.ts';
import { lirePiece, PIECE_INTROUVABLE, supprimerPiece } from '../../data/pieces.ts';
import { NotFoundError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { supprimerFichier } from '../../services/fichiers-deposes.ts';
import { lireDossierModifiable } from '../../services/dossiers-patients.ts';
import { evenementPiece } from '../../services/pieces.ts';
import { routeDeLaPiece } from './piece-view.ts';

export const handler = apiHandler(
  {
    name: 'pieces/delete-piece',
    audited: true,
    ...routeDeLaPiece,
    body: z.object(avecVersion),
  },
  async ({ bureauId, path, body, session }) => {
    const { dossierId, pieceId } = path;
    await lireDossierModifiable(session, bureauId, dossierId);
    const piece = await lirePiece(bureauId, dossierId, pieceId);
    if (!piece) throw new NotFoundError(PIECE_INTROUVABLE);
    const evenement = evenementPiece(session, 'suppression-piece', piece, new Date());
    await supprimerPiece(
      bureauId,
      dossierId,
      pieceId,
      body.version,
      itemHistorique(bureauId, dossierId, evenement),
    );
    // The stored keys (an original's name carries its type's extension).
    await Promise.all(
      [piece.cleOriginal, piece.cleApercu].flatMap((cle) => (cle ? [supprimerFichier(cle)] : [])),
    );
    return { body: { id: pieceId } };
  },
);
