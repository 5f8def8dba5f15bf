// Users (docs/product-rules.md#user) and their unique e-mail. Access patterns U1–U7 of docs/data-model.md.
import { VERSION_INITIALE } from '@umj/shared/version';
import { QueryCommand, TransactWriteCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Role } from '@umj/shared/roles';
import { AlreadyExistsError, VersionConflictError } from '../errors.ts';
import { batchGetAll } from './batch-get.ts';
import { refusVersionne, siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
import {
  ecritureUnique,
  miseAJourVersionnee,
  transact,
  transactVersioned,
  updateVersioned,
  verificationVersion,
} from './ecriture-versionnee.ts';
import { keys, prefixes } from './keys.ts';
import { putNew } from './put-new.ts';
import { queryAll } from './query-all.ts';

const UTILISATEUR_INTROUVABLE = 'Utilisateur introuvable';

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
  /** Failed sign-ins in a row from the account's unknown devices. */
  echecsConnexion: number;
  /** Epoch ms of the last of them (the count starts again 24 hours later). */
  dernierEchec?: number;
  /** Epoch ms until which sign-ins from unknown devices wait (growing delay). */
  verrouilleJusqua?: number;
  /** Profile: French phone '01 23 45 67 89' and RPPS number (11 digits), or null. */
  telephone?: string | null;
  rpps?: string | null;
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
  telephone?: string | null;
  rpps?: string | null;
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

export function utilisateurDepuisItem(
  item: Record<string, NativeAttributeValue> | undefined,
): UtilisateurItem | undefined {
  if (!item) return undefined;
  const copy = { ...item };
  for (const f of ITEM_FIELDS) delete copy[f];
  return copy as UtilisateurItem;
}

/** U1: get a user by id (strongly consistent: sessions are checked against it). */
export async function lireUtilisateur(id: string): Promise<UtilisateurItem | undefined> {
  const item = await getItem(keys.utilisateur(id));
  return utilisateurDepuisItem(item);
}

/** U2: find a user by e-mail through the uniqueness item EMAIL#<adresse>. */
export async function lireUtilisateurParEmail(adresseEmail: string): Promise<UtilisateurItem | undefined> {
  const item = await getItem(keys.adresseEmail(adresseEmail));
  const utilisateurId = item?.utilisateurId as string | undefined;
  return utilisateurId ? lireUtilisateur(utilisateurId) : undefined;
}

/** U3: list every user, ordered by name (GSI1 collection UTILISATEURS). */
export async function listerUtilisateurs(): Promise<UtilisateurItem[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.utilisateursCollection },
  });
  return items.map((item) => utilisateurDepuisItem(item)!);
}

function utilisateurItem(u: UtilisateurItem): Record<string, NativeAttributeValue> {
  return {
    ...keys.utilisateur(u.id),
    GSI1PK: keys.utilisateursCollection,
    GSI1SK: keys.triUtilisateur(u.nomComplet, u.id),
    type: 'Utilisateur',
    ...u,
  };
}

function createItems(u: UtilisateurItem) {
  return [
    { Put: putNew({ ...keys.adresseEmail(u.adresseEmail), type: 'AdresseEmail', utilisateurId: u.id }) },
    { Put: putNew(utilisateurItem(u)) },
    ...u.bureauIds.map((b) => ({ Put: { TableName: tableName(), Item: membreItem(u, b) } })),
  ];
}

// ---------------------------------------------------------------------------------------------
// M1 (docs/data-model.md): one membership item per office of a user, `BUREAU#<b>#MEMBRES` /
// `<role>#<userId>`, copying what the office's lists show. Written in the same transaction as every
// write of these fields, so that the examiners of an office are one Query, never a Scan.

/** The user fields copied on its memberships; changing one of them rewrites the memberships. */
const CHAMPS_MEMBRE = [
  'nomComplet',
  'adresseEmail',
  'role',
  'bureauIds',
  'actif',
  'telephone',
  'rpps',
] as const;

export interface MembreItem {
  utilisateurId: string;
  bureauId: string;
  nomComplet: string;
  adresseEmail: string;
  role: Role;
  /** Every office of the user (the list shows them all, restricted to the caller's). */
  bureauIds: string[];
  actif: boolean;
  telephone: string | null;
  rpps: string | null;
}

function membreItem(u: UtilisateurItem, bureauId: string): Record<string, NativeAttributeValue> {
  const membre: MembreItem = {
    utilisateurId: u.id,
    bureauId,
    nomComplet: u.nomComplet,
    adresseEmail: u.adresseEmail,
    role: u.role,
    bureauIds: u.bureauIds,
    actif: u.actif,
    telephone: u.telephone ?? null,
    rpps: u.rpps ?? null,
  };
  return { ...keys.membre(bureauId, u.role, u.id), type: 'Membre', ...membre };
}

function toMembre(item: Record<string, NativeAttributeValue>): MembreItem {
  return {
    utilisateurId: item.utilisateurId as string,
    bureauId: item.bureauId as string,
    nomComplet: item.nomComplet as string,
    adresseEmail: item.adresseEmail as string,
    role: item.role as Role,
    bureauIds: (item.bureauIds as string[] | undefined) ?? [],
    actif: item.actif as boolean,
    telephone: (item.telephone as string | null | undefined) ?? null,
    rpps: (item.rpps as string | null | undefined) ?? null,
  };
}

/** M1: the members of one office, all roles or one role (Query, begins_with on the role). */
export async function listerMembresBureau(bureauId: string, role?: Role): Promise<MembreItem[]> {
  const items = await queryAll({
    KeyConditionExpression: role ? 'PK = :pk AND begins_with(SK, :role)' : 'PK = :pk',
    ExpressionAttributeValues: {
      ':pk': keys.membresBureau(bureauId),
      ...(role ? { ':role': prefixes.membresDuRole(role) } : {}),
    },
  });
  return items.map(toMembre);
}

/** M1: whether an office still has members (one item read at most). */
export async function bureauAMembres(bureauId: string): Promise<boolean> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.membresBureau(bureauId) },
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).length > 0;
}

/**
 * M1 (seed): writes the memberships a user lacks (users created before M1 existed); an existing one is
 * left as it is. Returns how many were written.
 */
export async function completerMembres(u: UtilisateurItem): Promise<number> {
  let ecrits = 0;
  for (const b of u.bureauIds) {
    const ecriture = new TransactWriteCommand({
      TransactItems: [
        { ConditionCheck: verificationVersion(keys.utilisateur(u.id), u.version) },
        { Put: putNew(membreItem(u, b)) },
      ],
    });
    // Refused: already there, or the user changed meanwhile (its own write then kept its memberships).
    if (await siAccepte(ddb.send(ecriture))) ecrits += 1;
  }
  return ecrits;
}

/**
 * U4: create users, claim their e-mails and write their office memberships (M1) in one transaction (at
 * most 100 items: 2 per user plus one per office); the e-mail items'
 * conditions make e-mails unique (no read-then-write). AlreadyExistsError when an e-mail is taken:
 * then nothing is written.
 */
export async function creerUtilisateurs(users: readonly UtilisateurItem[]): Promise<void> {
  if (users.length === 0) return;
  const items = users.map(createItems);
  /** Index of each user's e-mail item in the transaction. */
  const emailIndexes = new Set(items.map((_, i) => items.slice(0, i).reduce((n, it) => n + it.length, 0)));
  await transact(items.flat(), ({ index }) =>
    emailIndexes.has(index)
      ? new AlreadyExistsError('Un compte existe déjà avec cette adresse e-mail')
      : undefined,
  );
}

export function creerUtilisateur(u: UtilisateurItem): Promise<void> {
  return creerUtilisateurs([u]);
}

/** U2 (batch): which of these e-mails already belong to an account. */
export async function emailsExistants(adresses: readonly string[]): Promise<Set<string>> {
  const items = await batchGetAll(adresses.map((a) => keys.adresseEmail(a)));
  return new Set(items.map((item) => keys.adresseDeCleEmail(item.PK as string)));
}

/**
 * U6: end every session of the user now (logout): tokens issued before `validAfter` are refused (with
 * the request's audit entry in one transaction).
 */
export async function terminerSessions(id: string, validAfter: number): Promise<void> {
  const Update = {
    TableName: tableName(),
    Key: keys.utilisateur(id),
    UpdateExpression: 'SET validAfter = :va',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':va': validAfter },
  };
  await ecritureUnique({ Update }, () => undefined);
}

export interface UtilisateurChanges {
  nomComplet?: string;
  role?: Role;
  bureauIds?: string[];
  actif?: boolean;
  telephone?: string | null;
  rpps?: string | null;
  confirme?: boolean;
  motDePasseHash?: string;
  validAfter?: number;
  echecsConnexion?: number;
  /** Epoch ms; 0 clears a lock. */
  verrouilleJusqua?: number;
  /** The count the last delay was set at; 0 clears it (shared/src/verrouillage.ts `tentativeVerifiee`). */
  echecsAuDelai?: number;
}

/**
 * U7: versioned update of a user. `avant` is the user as the caller read it and `expectedVersion` the
 * version the client sent: 409 when they differ or when the stored one has moved on, 404 when the user
 * does not exist. A change of a field copied on the memberships (M1) rewrites them in the same
 * transaction: the old ones deleted, the new ones put. Returns the updated user.
 */
export async function modifierUtilisateur(
  avant: UtilisateurItem,
  expectedVersion: number,
  changes: UtilisateurChanges,
  now: Date,
): Promise<UtilisateurItem> {
  if (avant.version !== expectedVersion) throw new VersionConflictError();
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const toucheMembres = CHAMPS_MEMBRE.some((c) => c in defined);
  if (!toucheMembres) {
    const item = await updateVersioned({
      key: keys.utilisateur(avant.id),
      expectedVersion,
      changes: { ...defined, modifieLe: now.toISOString() },
      notFoundMessage: UTILISATEUR_INTROUVABLE,
    });
    return utilisateurDepuisItem(item)!;
  }
  const apres: UtilisateurItem = {
    ...avant,
    ...defined,
    version: avant.version + 1,
    modifieLe: now.toISOString(),
  };
  const nouvellesCles = new Set(apres.bureauIds.map((b) => `${b}#${apres.role}`));
  const miseAJour = miseAJourVersionnee({
    key: keys.utilisateur(avant.id),
    versionLue: expectedVersion,
    changes: {
      ...defined,
      ...(defined.nomComplet !== undefined
        ? { GSI1SK: keys.triUtilisateur(apres.nomComplet, apres.id) }
        : {}),
      modifieLe: apres.modifieLe,
    },
  });
  await transactVersioned(
    [
      { Update: miseAJour },
      ...avant.bureauIds
        .filter((b) => !nouvellesCles.has(`${b}#${avant.role}`))
        .map((b) => ({ Delete: { TableName: tableName(), Key: keys.membre(b, avant.role, avant.id) } })),
      ...apres.bureauIds.map((b) => ({ Put: { TableName: tableName(), Item: membreItem(apres, b) } })),
    ],
    refusVersionne(UTILISATEUR_INTROUVABLE),
  );
  return apres;
}
