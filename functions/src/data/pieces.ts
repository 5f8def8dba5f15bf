// Attachments of a patient file (docs/product-rules.md#attachment): items of the file's partition. D4 lists
// them, D6 keeps an announced upload until its check (TTL: the presigned POST's expiry), D7 records a
// checked attachment with its history item, D8 deletes one at the version read with its history item, D8b changes its description likewise.
// Access patterns of docs/data-model.md.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { GenrePiece } from '@umj/shared/dossiers-api';
import { VERSION_INITIALE } from '@umj/shared/version';
import { AlreadyExistsError, NotFoundError } from '../errors.ts';
import { refusVersionne } from './conditional-errors.ts';
import { tableName } from './dynamodb-client.ts';
import {
  ecritureUnique,
  miseAJourVersionnee,
  suppressionVersionnee,
  transact,
  transactVersioned,
} from './ecriture-versionnee.ts';
import { getItem } from './get-item.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

type Item = Record<string, NativeAttributeValue>;

export const PIECE_INTROUVABLE = 'Pièce jointe introuvable';
export const TELEVERSEMENT_INTROUVABLE = 'Ce dépôt de fichier est introuvable ou a expiré';

/** What an attachment is, from its announce (D6) to its deletion (D4). */
interface ChampsPiece {
  bureauId: string;
  dossierId: number;
  pieceId: string;
  genre: GenrePiece;
  nom: string;
  description: string;
  typeMime: string;
  tailleEnOctets: number;
}

/** What the browser announced before uploading (POST …/pieces), kept until the check (D6). */
export interface TeleversementPieceItem extends ChampsPiece {
  /** Storage key the upload form writes (under the incoming prefix; the check moves the file). */
  cleEntrante: string;
  demandePar: string;
  /** Epoch seconds after which the upload is refused (the POST policy's expiry). */
  expireLe: number;
}

/** A checked attachment (D4). */
export interface PieceItem extends ChampsPiece {
  dateModification: string;
  cleOriginal: string;
  /** Storage key of the 320-pixel JPEG preview (photos), or null. */
  cleApercu: string | null;
  originalW: number | null;
  originalH: number | null;
  apercu320W: number | null;
  apercu320H: number | null;
  ajoutePar: string;
  version: number;
}

function toPiece(item: Item): PieceItem {
  return {
    bureauId: item.bureauId as string,
    dossierId: item.dossierId as number,
    pieceId: item.pieceId as string,
    genre: item.genre as GenrePiece,
    nom: item.nom as string,
    description: (item.description as string | undefined) ?? '',
    typeMime: item.typeMime as string,
    tailleEnOctets: item.tailleEnOctets as number,
    dateModification: item.dateModification as string,
    cleOriginal: item.cleOriginal as string,
    cleApercu: (item.cleApercu as string | null | undefined) ?? null,
    originalW: (item.originalW as number | null | undefined) ?? null,
    originalH: (item.originalH as number | null | undefined) ?? null,
    apercu320W: (item.apercu320W as number | null | undefined) ?? null,
    apercu320H: (item.apercu320H as number | null | undefined) ?? null,
    ajoutePar: item.ajoutePar as string,
    version: item.version as number,
  };
}

/** D4: the attachments of a file (one Query of its partition). */
export async function listerPieces(bureauId: string, dossierId: number): Promise<PieceItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.dossierPartition(bureauId, dossierId), ':sk': prefixes.piece },
    ConsistentRead: true,
  });
  return items.map(toPiece);
}

/** D4: one attachment, or undefined. */
export async function lirePiece(
  bureauId: string,
  dossierId: number,
  pieceId: string,
): Promise<PieceItem | undefined> {
  return getItem(keys.piece(bureauId, dossierId, pieceId), toPiece);
}

/**
 * D6: records an announced upload (its id is new; with the request's audit entry in one transaction);
 * TTL removes it once expired.
 */
export async function enregistrerTeleversement(t: TeleversementPieceItem): Promise<void> {
  const item = {
    ...keys.televersementPiece(t.bureauId, t.dossierId, t.pieceId),
    type: 'TeleversementPiece',
    ...t,
    [TABLE_TTL_ATTRIBUTE]: t.expireLe,
  };
  await ecritureUnique({ Put: putNew(item) }, () => undefined);
}

/** D6: an announced upload not yet expired (TTL deletion is lazy: the expiry is checked), or undefined. */
export async function lireTeleversement(
  bureauId: string,
  dossierId: number,
  pieceId: string,
  now: Date,
): Promise<TeleversementPieceItem | undefined> {
  const item = await getItem(keys.televersementPiece(bureauId, dossierId, pieceId));
  if (!item || (item.expireLe as number) <= now.getTime() / 1000) return undefined;
  const { PK: _pk, SK: _sk, type: _type, [TABLE_TTL_ATTRIBUTE]: _ttl, ...t } = item;
  return t as TeleversementPieceItem;
}

/**
 * D7: one transaction (R5): the file still exists, the announced upload is consumed (once: a second
 * check of the same upload is 409), the attachment is created (version 1) and the history item added.
 */
export async function ajouterPiece(piece: Omit<PieceItem, 'version'>, historique: Item): Promise<PieceItem> {
  const item = {
    ...keys.piece(piece.bureauId, piece.dossierId, piece.pieceId),
    type: 'PieceJointe',
    ...piece,
    version: VERSION_INITIALE,
  };
  await transact(
    [
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.dossier(piece.bureauId, piece.dossierId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: keys.televersementPiece(piece.bureauId, piece.dossierId, piece.pieceId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      { Put: putNew(item) },
      { Put: { TableName: tableName(), Item: historique } },
    ],
    ({ index }) =>
      index === 0
        ? new NotFoundError('Dossier patient introuvable')
        : new AlreadyExistsError('Cette pièce jointe est déjà enregistrée'),
  );
  return toPiece(item);
}

/**
 * D8: deletes an attachment at the version read, with its history item, in one transaction (404 when
 * it is gone, 409 when its version moved on; nothing written then).
 */
export async function supprimerPiece(
  bureauId: string,
  dossierId: number,
  pieceId: string,
  versionLue: number,
  historique: Item,
): Promise<void> {
  await transactVersioned(
    [
      { Delete: suppressionVersionnee(keys.piece(bureauId, dossierId, pieceId), versionLue) },
      { Put: { TableName: tableName(), Item: historique } },
    ],
    refusVersionne(PIECE_INTROUVABLE),
  );
}

/**
 * D8b: changes an attachment's description at the version read, with its history item, in one
 * transaction (404 when it is gone, 409 when its version moved on; nothing written then). The
 * attachment as stored after the change.
 */
export async function modifierDescriptionPiece(
  piece: PieceItem,
  modification: { description: string; versionLue: number; dateModification: string },
  historique: Item,
): Promise<PieceItem> {
  const changes = { description: modification.description, dateModification: modification.dateModification };
  await transactVersioned(
    [
      {
        Update: miseAJourVersionnee({
          key: keys.piece(piece.bureauId, piece.dossierId, piece.pieceId),
          versionLue: modification.versionLue,
          changes,
        }),
      },
      { Put: { TableName: tableName(), Item: historique } },
    ],
    refusVersionne(PIECE_INTROUVABLE),
  );
  return { ...piece, ...changes, version: modification.versionLue + 1 };
}
