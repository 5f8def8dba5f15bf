// PATCH /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}: body { description, version }
// -> 200 PieceStockee. An attachment's description (docs/product-rules.md#attachment: trimmed, at most
// 500 characters, 400 naming `description` otherwise) is changed at the version read with its
// 'modification-piece' history item (one transaction: 404 when gone, 409 VERSION_CONFLICT when changed,
// nothing written). Same rights as editing the file (docs/product-rules.md#access); audited.
import { modificationPieceSchema } from '@umj/shared/dossiers-api';
import { itemHistorique } from '../../data/dossiers.ts';
import { lirePiece, modifierDescriptionPiece, PIECE_INTROUVABLE } from '../../data/pieces.ts';
import { NotFoundError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { lireDossierModifiable } from '../../services/dossiers-patients.ts';
import { evenementDescriptionPiece } from '../../services/pieces.ts';
import { routeDeLaPiece, versPieceStockee } from './piece-view.ts';

export const handler = apiHandler(
  {
    name: 'pieces/update-piece',
    audited: true,
    ...routeDeLaPiece,
    body: modificationPieceSchema,
  },
  async ({ bureauId, path, body, session }) => {
    const { dossierId, pieceId } = path;
    await lireDossierModifiable(session, bureauId, dossierId);
    const piece = await lirePiece(bureauId, dossierId, pieceId);
    if (!piece) throw new NotFoundError(PIECE_INTROUVABLE);
    const now = new Date();
    const evenement = evenementDescriptionPiece(session, piece, body.description, now);
    const modifiee = await modifierDescriptionPiece(
      piece,
      { description: body.description, versionLue: body.version, dateModification: now.toISOString() },
      itemHistorique(bureauId, dossierId, evenement),
    );
    return { body: await versPieceStockee(modifiee) };
  },
);
