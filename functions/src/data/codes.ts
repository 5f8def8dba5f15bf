// One-time codes sent by e-mail (sign-up confirmation, password reset). Stored hashed, with an expiry
// (also the TTL attribute) and a count of wrong attempts. Access patterns C1–C4 of docs/data-model.md.
import { DeleteCommand, UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { InvalidCodeError } from '../errors.ts';
import { siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
import { ecritureUnique, miseAJourVersionnee, transact } from './ecriture-versionnee.ts';
import { keys } from './keys.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export type CodeUsage = 'confirmation' | 'reinitialisation';

export interface CodeItem {
  codeHash: string;
  tentatives: number;
  /** Epoch seconds. */
  expireLe: number;
}

/**
 * C1: store a new code for a user, replacing the previous one of the same usage (with the request's
 * audit entry in one transaction: a sign-up, a password reset request).
 */
export async function putCode(
  utilisateurId: string,
  usage: CodeUsage,
  codeHash: string,
  expireLe: number,
): Promise<void> {
  const Item = {
    ...keys.code(utilisateurId, usage),
    type: 'Code',
    codeHash,
    tentatives: 0,
    expireLe,
    [TABLE_TTL_ATTRIBUTE]: expireLe,
  };
  await ecritureUnique({ Put: { TableName: tableName(), Item } }, () => undefined);
}

/** C2: read the pending code of a user. */
export async function getCode(utilisateurId: string, usage: CodeUsage): Promise<CodeItem | undefined> {
  const item = await getItem(keys.code(utilisateurId, usage));
  return item as CodeItem | undefined;
}

/** C3: count one wrong attempt; the code is deleted once `max` attempts are reached. */
export async function recordWrongCode(utilisateurId: string, usage: CodeUsage, max: number): Promise<void> {
  const comptee = await siAccepte(
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.code(utilisateurId, usage),
        UpdateExpression: 'SET tentatives = tentatives + :one',
        ConditionExpression: 'attribute_exists(PK) AND tentatives < :last',
        ExpressionAttributeValues: { ':one': 1, ':last': max - 1 },
      }),
    ),
  );
  if (!comptee) {
    await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.code(utilisateurId, usage) }));
  }
}

/**
 * C4: consume a code and apply the user change it authorises, atomically: the code is deleted only
 * if it is still the one that was checked, and the user is updated (version + 1) in the same
 * transaction. A code used twice concurrently succeeds once.
 */
export async function consumeCodeAndUpdateUtilisateur(
  utilisateurId: string,
  usage: CodeUsage,
  codeHash: string,
  changes: Record<string, NativeAttributeValue>,
): Promise<void> {
  await transact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: keys.code(utilisateurId, usage),
          ConditionExpression: 'codeHash = :h',
          ExpressionAttributeValues: { ':h': codeHash },
        },
      },
      // The change the code authorises, whatever the user's version (the code is the proof).
      {
        Update: miseAJourVersionnee({ key: keys.utilisateur(utilisateurId), versionLue: undefined, changes }),
      },
    ],
    () => new InvalidCodeError(),
  );
}
