// Users (spec §3 User) and their unique e-mail. Access patterns U1–U7 of docs/data-model.md.
import { VERSION_INITIALE } from '@umj/shared/version';
import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Role } from '@umj/shared/roles';
import { AlreadyExistsError } from '../errors.ts';
import { failedTransactionItems, isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';
import { updateVersioned } from './versioned-update.ts';

export interface UtilisateurItem {
  id: string;
  nomComplet: string;
  adresseEmail: string;
  role: Role;
  bureauIds: string[];
  actif: boolean;
  confirme: boolean;
  motDePasseHash: string;
  /** Epoch seconds (fractional): tokens issued before are refused (logout, reset, role change, disabling). */
  validAfter: number;
  echecsConnexion: number;
  /** Epoch ms until which sign-in is refused after repeated failures. */
  verrouilleJusqua?: number;
  version: number;
  creeLe: string;
  modifieLe: string;
}

export interface NouvelUtilisateur {
  nomComplet: string;
  adresseEmail: string;
  role: Role;
  bureauIds: string[];
  confirme: boolean;
  motDePasseHash: string;
}

/** A new account at VERSION_INITIALE: active, no failed sign-in, no ended session (sign-up, seed, create-admin). */
export function nouvelUtilisateur(
  u: NouvelUtilisateur,
  now: Date,
  id: string = randomUUID(),
): UtilisateurItem {
  return {
    id,
    ...u,
    actif: true,
    validAfter: 0,
    echecsConnexion: 0,
    version: VERSION_INITIALE,
    creeLe: now.toISOString(),
    modifieLe: now.toISOString(),
  };
}

const ITEM_FIELDS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'type'] as const;

function toUtilisateur(item: Record<string, NativeAttributeValue> | undefined): UtilisateurItem | undefined {
  if (!item) return undefined;
  const copy = { ...item };
  for (const f of ITEM_FIELDS) delete copy[f];
  return copy as UtilisateurItem;
}

/** U1: get a user by id (strongly consistent: sessions are checked against it). */
export async function getUtilisateurById(id: string): Promise<UtilisateurItem | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.utilisateur(id), ConsistentRead: true }),
  );
  return toUtilisateur(out.Item);
}

/** U2: find a user by e-mail through the uniqueness item EMAIL#<adresse>. */
export async function getUtilisateurByEmail(adresseEmail: string): Promise<UtilisateurItem | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.adresseEmail(adresseEmail), ConsistentRead: true }),
  );
  const utilisateurId = out.Item?.utilisateurId as string | undefined;
  return utilisateurId ? getUtilisateurById(utilisateurId) : undefined;
}

/** U3: list every user, ordered by name (GSI1 collection UTILISATEURS). */
export async function listUtilisateurs(): Promise<UtilisateurItem[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.utilisateursCollection },
  });
  return items.map((item) => toUtilisateur(item)!);
}

function utilisateurItem(u: UtilisateurItem): Record<string, NativeAttributeValue> {
  return {
    ...keys.utilisateur(u.id),
    GSI1PK: keys.utilisateursCollection,
    GSI1SK: `${u.nomComplet.toLocaleLowerCase('fr')}#${u.id}`,
    type: 'Utilisateur',
    ...u,
  };
}

function createItems(u: UtilisateurItem) {
  return [
    { Put: putNew({ ...keys.adresseEmail(u.adresseEmail), type: 'AdresseEmail', utilisateurId: u.id }) },
    { Put: putNew(utilisateurItem(u)) },
  ];
}

/**
 * U4: create users and claim their e-mails in one transaction (at most 50 users); the e-mail items'
 * conditions make e-mails unique (no read-then-write). AlreadyExistsError when an e-mail is taken:
 * then nothing is written.
 */
export async function createUtilisateurs(users: readonly UtilisateurItem[]): Promise<void> {
  if (users.length === 0) return;
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: users.flatMap(createItems) }));
  } catch (error) {
    if (failedTransactionItems(error).some((i) => i % 2 === 0)) {
      throw new AlreadyExistsError('Un compte existe déjà avec cette adresse e-mail');
    }
    throw error;
  }
}

export function createUtilisateur(u: UtilisateurItem): Promise<void> {
  return createUtilisateurs([u]);
}

/** U2 (batch): which of these e-mails already belong to an account. */
export async function existingEmails(adresses: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (adresses.length === 0) return found;
  let request: Record<string, { Keys: Record<string, NativeAttributeValue>[]; ConsistentRead?: boolean }> = {
    [tableName()]: { Keys: adresses.map((a) => keys.adresseEmail(a)), ConsistentRead: true },
  };
  while (Object.keys(request).length > 0) {
    const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of out.Responses?.[tableName()] ?? [])
      found.add((item.PK as string).slice('EMAIL#'.length));
    request = (out.UnprocessedKeys ?? {}) as typeof request;
  }
  return found;
}

/** U5: count one failed sign-in; returns the new count. */
export async function recordFailedLogin(id: string): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.utilisateur(id),
      UpdateExpression: 'SET echecsConnexion = if_not_exists(echecsConnexion, :zero) + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (out.Attributes?.echecsConnexion as number | undefined) ?? 0;
}

/**
 * U5: lock the account until `until` (epoch ms) and restart the count, only if the count is still the
 * one that reached the limit (a concurrent success may have reset it).
 */
export async function lockUtilisateur(id: string, echecs: number, until: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.utilisateur(id),
        UpdateExpression: 'SET verrouilleJusqua = :until, echecsConnexion = :zero',
        ConditionExpression: 'echecsConnexion = :n',
        ExpressionAttributeValues: { ':until': until, ':zero': 0, ':n': echecs },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** U5: a successful sign-in clears the failure count (only written when there is one to clear). */
export async function clearFailedLogins(id: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.utilisateur(id),
        UpdateExpression: 'SET echecsConnexion = :zero REMOVE verrouilleJusqua',
        ConditionExpression: 'echecsConnexion > :zero OR attribute_exists(verrouilleJusqua)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** U6: end every session of the user now (logout): tokens issued before `validAfter` are refused. */
export async function endSessions(id: string, validAfter: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.utilisateur(id),
      UpdateExpression: 'SET validAfter = :va',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':va': validAfter },
    }),
  );
}

export interface UtilisateurChanges {
  role?: Role;
  bureauIds?: string[];
  actif?: boolean;
  confirme?: boolean;
  motDePasseHash?: string;
  validAfter?: number;
  echecsConnexion?: number;
  /** Epoch ms; 0 clears a lock. */
  verrouilleJusqua?: number;
}

/**
 * U7: versioned update of a user. `expectedVersion` is the version the caller read: 409 when the
 * stored one has moved on, 404 when the user does not exist. Returns the updated user.
 */
export async function updateUtilisateur(
  id: string,
  expectedVersion: number,
  changes: UtilisateurChanges,
  now: Date,
): Promise<UtilisateurItem> {
  const item = await updateVersioned({
    key: keys.utilisateur(id),
    expectedVersion,
    changes: { ...changes, modifieLe: now.toISOString() },
    notFoundMessage: 'Utilisateur introuvable',
  });
  return toUtilisateur(item)!;
}
