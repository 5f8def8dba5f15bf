// POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}/fin (docs/product-rules.md#attachment):
// records an uploaded attachment -> 201 PieceStockee. The stored object must be the announced one: its
// size and type, its content of that type (magic bytes); a photo is decoded and its 320-pixel JPEG
// preview written beside it (originalW/H, apercu320W/H). The checked file is then moved from the
// incoming key its form wrote to `dossiers/…/original.<ext>` (the extension of its checked type), a key
// no upload form can write (docs/security.md#authorization-every-handler-on-the-server); its name is
// stored without path, control or reserved character, with the extension of its checked type
// (`nomStockePiece`, docs/security.md#uploaded-files). A refused
// file is deleted, 400 naming the field. The attachment and its 'ajout-piece' history item are written in one transaction; audited and
// signalled as a DossierPatient change to the office's connections.
import { itemHistorique } from '../../data/dossiers.ts';
import { ajouterPiece, lireTeleversement, TELEVERSEMENT_INTROUVABLE } from '../../data/pieces.ts';
import { NotFoundError } from '../../errors.ts';
import { moveFile, putFile } from '../../lib/adapters/files-storage.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { supprimerFichier } from '../../services/fichiers-deposes.ts';
import { lireDossierModifiable } from '../../services/dossiers-patients.ts';
import { verifierOriginal } from '../../services/fichiers-pieces.ts';
import { clesPiece, evenementPiece, nomStockePiece } from '../../services/pieces.ts';
import { routeDeLaPiece, versPieceStockee } from './piece-view.ts';

export const handler = apiHandler(
  { name: 'pieces/create-piece', ...CREATION, ...routeDeLaPiece },
  async ({ bureauId, path, session }) => {
    const { dossierId, pieceId } = path;
    await lireDossierModifiable(session, bureauId, dossierId);
    const now = new Date();
    const annonce = await lireTeleversement(bureauId, dossierId, pieceId, now);
    if (!annonce || annonce.demandePar !== session.utilisateurId) {
      throw new NotFoundError(TELEVERSEMENT_INTROUVABLE);
    }
    const photo = await verifierOriginal(annonce);
    const cles = clesPiece(bureauId, dossierId, pieceId, annonce.typeMime);
    await Promise.all([
      moveFile(annonce.cleEntrante, cles.original),
      photo?.apercu ? putFile(cles.apercu, photo.apercu.jpeg, 'image/jpeg') : undefined,
    ]);
    const nom = nomStockePiece(annonce);
    const evenement = evenementPiece(session, 'ajout-piece', { genre: annonce.genre, nom }, now);
    const piece = await ajouterPiece(
      {
        bureauId,
        dossierId,
        pieceId,
        genre: annonce.genre,
        nom,
        description: annonce.description,
        typeMime: annonce.typeMime,
        tailleEnOctets: annonce.tailleEnOctets,
        dateModification: now.toISOString(),
        cleOriginal: cles.original,
        cleApercu: photo?.apercu ? cles.apercu : null,
        originalW: photo?.originalW ?? null,
        originalH: photo?.originalH ?? null,
        apercu320W: photo?.apercu?.largeur ?? null,
        apercu320H: photo?.apercu?.hauteur ?? null,
        ajoutePar: session.utilisateurId,
      },
      itemHistorique(bureauId, dossierId, evenement),
    ).catch(async (error: unknown) => {
      // The file was deleted meanwhile: its objects go too (a second check of the upload keeps them).
      if (error instanceof NotFoundError)
        await Promise.all([supprimerFichier(cles.original), supprimerFichier(cles.apercu)]);
      throw error;
    });
    return { body: await versPieceStockee(piece) };
  },
);
