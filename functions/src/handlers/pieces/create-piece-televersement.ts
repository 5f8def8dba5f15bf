// POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces (docs/product-rules.md#attachment): { genre, nom,
// description, typeMime, tailleEnOctets } -> 201 TeleversementPiece: a presigned POST whose policy lets
// the storage accept only that type and at most the kind's size (photos 15 Mo, documents 20 Mo), under
// `incoming/dossiers/<bureau>/<dossier>/<pieceId>` (the check moves it, docs/security.md), valid 5 minutes. The file must be visible to the
// caller (404) and editable by it (docs/product-rules.md#access, 403). The browser then POSTs the file to the storage and
// calls POST …/pieces/{pieceId}/fin.
import { PIECES, demandePieceSchema, type TeleversementPiece } from '@umj/shared/dossiers-api';
import { randomUUID } from 'node:crypto';
import { enregistrerTeleversement } from '../../data/pieces.ts';
import { presignPostUpload, UPLOAD_URL_TTL_SECONDS } from '../../lib/adapters/files-storage.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { routeDuDossier } from '../dossiers-patients/dossier-view.ts';
import { lireDossierModifiable } from '../../services/dossiers-patients.ts';
import { clesPiece } from '../../services/pieces.ts';
import { ciblePiece } from './piece-view.ts';

/** An announced upload is checked at most this long after the POST policy expired (slow uploads). */
const DELAI_FIN_SECONDES = 15 * 60;

export const handler = apiHandler(
  {
    name: 'pieces/create-piece-televersement',
    ...CREATION,
    // A refusal names the file; once allowed, the attachment it announces.
    ...routeDuDossier,
    body: demandePieceSchema,
  },
  async ({ bureauId, path, body, session, audit }) => {
    const pieceId = randomUUID();
    audit.cible = ciblePiece(bureauId, path.dossierId, pieceId);
    await lireDossierModifiable(session, bureauId, path.dossierId);
    const { entrant } = clesPiece(bureauId, path.dossierId, pieceId, body.typeMime);
    const post = await presignPostUpload(entrant, body.typeMime, PIECES[body.genre].tailleMaxOctets);
    const maintenant = Date.now() / 1000;
    await enregistrerTeleversement({
      bureauId,
      dossierId: path.dossierId,
      pieceId,
      genre: body.genre,
      nom: body.nom,
      description: body.description,
      typeMime: body.typeMime,
      tailleEnOctets: body.tailleEnOctets,
      cleEntrante: entrant,
      demandePar: session.utilisateurId,
      expireLe: Math.ceil(maintenant + UPLOAD_URL_TTL_SECONDS + DELAI_FIN_SECONDES),
    });
    const answer: TeleversementPiece = {
      pieceId,
      url: post.url,
      fields: post.fields,
      expireLe: new Date((maintenant + UPLOAD_URL_TTL_SECONDS) * 1000).toISOString(),
    };
    return { body: answer };
  },
);
