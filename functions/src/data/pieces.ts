// Attachments of a patient file (spec §3 Attachment, issue 9): items of the file's partition. D4 lists
// them, D6 keeps an announced upload until its check (TTL: the presigned POST's expiry), D7 records a
// checked attachment with its history item, D8 deletes one at the version read with its history item.
// Access patterns of docs/data-model.md.
import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import type { GenrePiece } from '@umj/shared/dossiers-api';
import { VERSION_INITIALE } from '@umj/shared/version';
import { AlreadyExistsError, NotFoundError, VersionConflictError } from '../errors.ts';
import { failedTransactionItems } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

type Item = Record<string, NativeAttributeValue>;

export const PIECE_INTROUVABLE = 'Pièce jointe introuvable';
export const TELEVERSEMENT_INTROUVABLE = 'Ce dépôt de fichier est introuvable ou a expiré';

/** What the browser announced before uploading (POST …/pieces), kept until the check (D6). */
export interface TeleversementPieceItem {
  bureauId: string;
  dossierId: number;
  pieceId: string;
  genre: GenrePiece;
  nom: string;
  description: string;
  typeMime: string;
  tailleEnOctets: number;
  /** Storage key the upload form writes (under the incoming prefix; the check moves the file). */
  cleEntrante: string;
  demandePar: string;
  /** Epoch seconds after which the upload is refused (the POST policy's expiry). */
  expireLe: number;
}

/** A checked attachment (D4). */
export interface PieceItem {
  bureauId: string;
  dossierId: number;
  pieceId: string;
  genre: GenrePiece;
  nom: string;
  description: string;
  typeMime: string;
  tailleEnOctets: number;
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
    ExpressionAttributeValues: { ':pk': keys.dossierPartition(bureauId, dossierId), ':sk': 'PIECE#' },
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
  const out = await ddb.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.piece(bureauId, dossierId, pieceId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toPiece(out.Item) : undefined;
}

/** D6: records an announced upload (its id is new); TTL removes it once expired. */
export async function enregistrerTeleversement(t: TeleversementPieceItem): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.televersementPiece(t.bureauId, t.dossierId, t.pieceId),
        type: 'TeleversementPiece',
        ...t,
        [TABLE_TTL_ATTRIBUTE]: t.expireLe,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** D6: an announced upload not yet expired (TTL deletion is lazy: the expiry is checked), or undefined. */
export async function lireTeleversement(
  bureauId: string,
  dossierId: number,
  pieceId: string,
  now: Date,
): Promise<TeleversementPieceItem | undefined> {
  const out = await ddb.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.televersementPiece(bureauId, dossierId, pieceId),
      ConsistentRead: true,
    }),
  );
  if (!out.Item || (out.Item.expireLe as number) <= now.getTime() / 1000) return undefined;
  const { PK: _pk, SK: _sk, type: _type, [TABLE_TTL_ATTRIBUTE]: _ttl, ...t } = out.Item;
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
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
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
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName: tableName(), Item: historique } },
        ],
      }),
    );
  } catch (error) {
    const echecs = failedTransactionItems(error);
    if (echecs.includes(0)) throw new NotFoundError('Dossier patient introuvable');
    if (echecs.length > 0) throw new AlreadyExistsError('Cette pièce jointe est déjà enregistrée');
    throw error;
  }
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
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.piece(bureauId, dossierId, pieceId),
              ConditionExpression: 'attribute_exists(PK) AND version = :v',
              ExpressionAttributeValues: { ':v': versionLue },
            },
          },
          { Put: { TableName: tableName(), Item: historique } },
        ],
      }),
    );
  } catch (error) {
    if (!failedTransactionItems(error).includes(0)) throw error;
    if (!(await lirePiece(bureauId, dossierId, pieceId))) throw new NotFoundError(PIECE_INTROUVABLE);
    throw new VersionConflictError();
  }
}
