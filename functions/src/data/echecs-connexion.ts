// Issue 12: the counters of failed sign-ins (docs/data-model.md U5 and U8). Two kinds share the same
// attributes and writes: the account's unknown devices, on the user item (`UTILISATEUR#<id>`/`PROFIL`),
// and each device the server knows, on its own item (`UTILISATEUR#<id>`/`APPAREIL#<deviceId>`, TTL).
// Attributes: `echecsConnexion` (failures in a row), `dernierEchec` (epoch ms of the last one),
// `verrouilleJusqua` (epoch ms until which the counter's sign-ins wait). Every write is one conditional
// UpdateItem, so concurrent failures are all counted.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OUBLI_ECHECS_HEURES } from '@umj/shared/verrouillage';
import { isConditionFailed } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export type CleCompteur = { PK: string; SK: string };

export interface CompteurEchecs {
  echecsConnexion: number;
  dernierEchec?: number;
  verrouilleJusqua?: number;
}

/** U8: the counter of one known device of a user. */
export function cleAppareil(utilisateurId: string, appareilId: string): CleCompteur {
  return { PK: keys.utilisateur(utilisateurId).PK, SK: `APPAREIL#${appareilId}` };
}

/** U8: a device's counter (consistent read), or undefined when it never failed. */
export async function lireCompteur(cle: CleCompteur): Promise<CompteurEchecs | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: cle, ConsistentRead: true }));
  if (!out.Item) return undefined;
  return {
    echecsConnexion: (out.Item.echecsConnexion as number | undefined) ?? 0,
    dernierEchec: out.Item.dernierEchec as number | undefined,
    verrouilleJusqua: out.Item.verrouilleJusqua as number | undefined,
  };
}

/**
 * Counts one failure; returns the failures in a row. A counter whose last failure is
 * OUBLI_ECHECS_HEURES old starts again at 1. `expireLe` (epoch seconds): the item's TTL (device items).
 */
export async function compterEchec(cle: CleCompteur, now: Date, expireLe?: number): Promise<number> {
  const maintenant = now.getTime();
  const seuil = maintenant - OUBLI_ECHECS_HEURES * 3_600_000;
  const ttl = expireLe === undefined ? '' : `, ${TABLE_TTL_ATTRIBUTE} = :ttl`;
  const ttlValue = expireLe === undefined ? {} : { ':ttl': expireLe };
  for (let tentative = 0; tentative < 3; tentative++) {
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: cle,
          UpdateExpression: `SET echecsConnexion = if_not_exists(echecsConnexion, :zero) + :one, dernierEchec = :now${ttl}`,
          ConditionExpression: 'attribute_not_exists(dernierEchec) OR dernierEchec > :seuil',
          ExpressionAttributeValues: {
            ':zero': 0,
            ':one': 1,
            ':now': maintenant,
            ':seuil': seuil,
            ...ttlValue,
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return (out.Attributes?.echecsConnexion as number | undefined) ?? 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    try {
      // The last failure is old: the count starts again (unless a concurrent failure did it first).
      await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: cle,
          UpdateExpression: `SET echecsConnexion = :one, dernierEchec = :now${ttl} REMOVE verrouilleJusqua`,
          ConditionExpression: 'dernierEchec <= :seuil',
          ExpressionAttributeValues: { ':one': 1, ':now': maintenant, ':seuil': seuil, ...ttlValue },
        }),
      );
      return 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  throw new Error("Compteur d'échecs de connexion : trop d'écritures concurrentes");
}

/** Makes the counter wait until `jusqua` (epoch ms), if its count is still `echecs` (else a newer write decides). */
export async function poserDelai(cle: CleCompteur, echecs: number, jusqua: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cle,
        UpdateExpression: 'SET verrouilleJusqua = :jusqua',
        ConditionExpression: 'echecsConnexion = :n',
        ExpressionAttributeValues: { ':jusqua': jusqua, ':n': echecs },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** A success clears the counter (written only when there is something to clear). */
export async function effacerEchecs(cle: CleCompteur): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cle,
        UpdateExpression: 'SET echecsConnexion = :zero REMOVE verrouilleJusqua, dernierEchec',
        ConditionExpression: 'echecsConnexion > :zero OR attribute_exists(verrouilleJusqua)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
