// N1: the notifications of one user (docs/architecture.md#notifications), one partition per user
// (`keys.notifications`), one item per notification under its deterministic id (shared `idNotification`):
// a create is a conditional Put, so a notification seen again by the stream or the sweep is never
// written twice. Each item carries the table's TTL attribute (30 days: shared `expirationNotification`);
// DynamoDB deletes it some time after, so reads leave out what has already expired.
import { PutCommand, UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import {
  expirationNotification,
  idNotification,
  type GenreNotification,
  type Notification,
} from '@umj/shared/notifications';
import { isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys, prefixes } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

type Item = Record<string, NativeAttributeValue>;

/** What a producer says of a notification; the recipient, id, instant and expiry are added here. */
export interface NouvelleNotification {
  genre: GenreNotification;
  bureauId: string | null;
  /** The item the notification is about, in its id (a file id, a slot-day, a setting's key and version). */
  objet: string;
  dossierId?: number | null;
  libelle: string;
  detail?: string | null;
}

/** A notification for several users: one item each. */
export interface Envoi {
  destinataires: readonly string[];
  notification: NouvelleNotification;
}

export const NOTIFICATION_INTROUVABLE = 'Notification introuvable';

function itemNotification(utilisateurId: string, n: NouvelleNotification, now: Date): Item {
  const id = idNotification(n.genre, n.bureauId, n.objet);
  return {
    ...keys.notification(utilisateurId, id),
    type: 'Notification',
    id,
    utilisateurId,
    genre: n.genre,
    bureauId: n.bureauId,
    dossierId: n.dossierId ?? null,
    libelle: n.libelle,
    detail: n.detail ?? null,
    creeLe: now.toISOString(),
    lue: false,
    [TABLE_TTL_ATTRIBUTE]: expirationNotification(now),
  };
}

/** Puts one notification unless the user already has it; true when it was written. */
export async function creerNotification(
  utilisateurId: string,
  n: NouvelleNotification,
  now: Date,
): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: itemNotification(utilisateurId, n, now),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Every notification of every envoi, one conditional Put per recipient; the number written. */
export async function creerNotifications(envois: readonly Envoi[], now: Date): Promise<number> {
  const puts = envois.flatMap((e) => [...new Set(e.destinataires)].map((u) => [u, e.notification] as const));
  let ecrites = 0;
  // At most 10 writes in flight (a configuration change notifies every user).
  for (let i = 0; i < puts.length; i += 10) {
    const lot = await Promise.all(puts.slice(i, i + 10).map(([u, n]) => creerNotification(u, n, now)));
    ecrites += lot.filter(Boolean).length;
  }
  return ecrites;
}

function notificationDepuisItem(item: Item): Notification {
  return {
    id: item.id as string,
    genre: item.genre as GenreNotification,
    bureauId: (item.bureauId as string | null) ?? null,
    dossierId: (item.dossierId as number | null) ?? null,
    libelle: item.libelle as string,
    detail: (item.detail as string | null) ?? null,
    creeLe: item.creeLe as string,
    lue: item.lue === true,
  };
}

/** N1: a user's notifications not expired yet, newest first. */
export async function listerNotifications(utilisateurId: string, now: Date): Promise<Notification[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.notifications(utilisateurId), ':sk': prefixes.notification },
    ConsistentRead: true,
  });
  const maintenant = now.getTime() / 1000;
  return items
    .filter((i) => (i[TABLE_TTL_ATTRIBUTE] as number) > maintenant)
    .map(notificationDepuisItem)
    .sort((a, b) => b.creeLe.localeCompare(a.creeLe) || a.id.localeCompare(b.id));
}

/** Marks one of the user's notifications read or unread; false when the user has no such notification. */
export async function marquerNotification(utilisateurId: string, id: string, lue: boolean): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notification(utilisateurId, id),
        UpdateExpression: 'SET lue = :lue',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':lue': lue },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Marks read the given notifications of the user (10 writes in flight at most). */
export async function marquerLues(utilisateurId: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 10) {
    await Promise.all(ids.slice(i, i + 10).map((id) => marquerNotification(utilisateurId, id, true)));
  }
}
