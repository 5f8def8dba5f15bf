// What the attachment handlers compute (docs/product-rules.md#attachment): the storage keys and the stored
// name of an attachment, and the history event of an attachment added, deleted or described. No sharp here (services/fichiers-pieces.ts is
// the one module that imports it, for the check handler only).
import { EXTENSIONS_PIECES, type EvenementHistorique, type GenrePiece } from '@umj/shared/dossiers-api';
import { nomDeFichierSur } from '@umj/shared/noms-fichiers';
import { PREFIXES_FICHIERS } from '../api/files-prefixes.ts';
import type { AuthSession } from '../lib/auth/session.ts';

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
    original: `${dossier}/original.${extensionPiece(typeMime)}`,
    apercu: `${dossier}/apercu320.jpg`,
  };
}

function extensionPiece(typeMime: string): string {
  return EXTENSIONS_PIECES[typeMime] ?? 'bin';
}

/**
 * The name an attachment is stored and downloaded under, from the one the user gave (shared
 * `nomDeFichierSur`: no path, no control or reserved character, the extension of its checked type).
 */
export function nomStockePiece(annonce: { nom: string; typeMime: string }): string {
  return nomDeFichierSur(annonce.nom, extensionPiece(annonce.typeMime));
}

/** An attachment's history event: who and when, then its changes (the first under `photos` or `documents`). */
function evenementSurPiece(
  session: AuthSession,
  action: EvenementHistorique['action'],
  quand: Date,
  champs: EvenementHistorique['champs'],
): EvenementHistorique {
  return {
    quand: quand.toISOString(),
    qui: { id: session.utilisateurId, nomComplet: session.utilisateur.nomComplet },
    action,
    champs,
  };
}

const champDeLaPiece = (piece: { genre: GenrePiece }) => (piece.genre === 'photo' ? 'photos' : 'documents');

/**
 * The history event of an attachment's description changed: the attachment's name under `photos` or
 * `documents` (unchanged), then the description's old and new values.
 */
export function evenementDescriptionPiece(
  session: AuthSession,
  piece: { genre: GenrePiece; nom: string; description: string },
  description: string,
  quand: Date,
): EvenementHistorique {
  return evenementSurPiece(session, 'modification-piece', quand, [
    { champ: champDeLaPiece(piece), avant: piece.nom, apres: piece.nom },
    { champ: 'description', avant: piece.description, apres: description },
  ]);
}

/** The history event of an attachment added or deleted: the field is `photos` or `documents`. */
export function evenementPiece(
  session: AuthSession,
  action: 'ajout-piece' | 'suppression-piece',
  piece: { genre: GenrePiece; nom: string },
  quand: Date,
): EvenementHistorique {
  const champ = champDeLaPiece(piece);
  return evenementSurPiece(session, action, quand, [
    action === 'ajout-piece'
      ? { champ, avant: null, apres: piece.nom }
      : { champ, avant: piece.nom, apres: null },
  ]);
}
