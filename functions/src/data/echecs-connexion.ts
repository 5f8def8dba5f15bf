// The counters of failed sign-ins (docs/data-model.md U5 and U8). Two kinds share the same
// attributes and writes: the account's unknown devices, on the user item (`UTILISATEUR#<id>`/`PROFIL`),
// and each device the server knows, on its own item (`UTILISATEUR#<id>`/`APPAREIL#<deviceId>`, TTL).
// Attributes: `echecsConnexion` (failures in a row), `dernierEchec` (epoch ms of the last counted attempt),
// `verrouilleJusqua` (epoch ms until which the counter's sign-ins wait), `echecsAuDelai` (the count its
// last delay was set at). Every sign-in attempt is counted before its password is checked, by one
// conditional UpdateItem, so concurrent attempts are all counted; a success clears the count.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OUBLI_ECHECS_HEURES } from '@umj/shared/verrouillage';
import { isConditionFailed, siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
import { keys } from './keys.ts';
import { LostRace, RETRY_COMPARE_AND_SET, withRetry } from './retry.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export type CleCompteur = { PK: string; SK: string };

export interface CompteurEchecs {
  echecsConnexion: number;
  dernierEchec?: number;
  verrouilleJusqua?: number;
}

/** U8: the counter of one known device of a user. */
export function cleAppareil(utilisateurId: string, appareilId: string): CleCompteur {
  return keys.appareil(utilisateurId, appareilId);
}

/** U8: a device's counter (consistent read), or undefined when it never failed. */
export async function lireCompteur(cle: CleCompteur): Promise<CompteurEchecs | undefined> {
  const item = await getItem(cle);
  if (!item) return undefined;
  return {
    echecsConnexion: (item.echecsConnexion as number | undefined) ?? 0,
    dernierEchec: item.dernierEchec as number | undefined,
    verrouilleJusqua: item.verrouilleJusqua as number | undefined,
  };
}

/** A counted attempt (`echecs` in a row, this one included; `echecsAuDelai` the count its last delay was set at), or the delay that runs. */
export type Tentative =
  | { kind: 'comptee'; echecs: number; echecsAuDelai: number }
  | { kind: 'en-attente'; jusqua: number };

/**
 * Counts one sign-in attempt before its password is checked: one UpdateItem `ADD echecsConnexion 1`
 * on the condition that the counter's delay is not running, so concurrent attempts are each counted
 * and none slips in once a delay is set (a success clears the count, `effacerEchecs`). A counter whose
 * last attempt is OUBLI_ECHECS_HEURES old starts again at 1. `expireLe` (epoch seconds): the item's TTL
 * (device items).
 */
export async function compterTentative(cle: CleCompteur, now: Date, expireLe?: number): Promise<Tentative> {
  const maintenant = now.getTime();
  const seuil = maintenant - OUBLI_ECHECS_HEURES * 3_600_000;
  const ttl = expireLe === undefined ? '' : `, ${TABLE_TTL_ATTRIBUTE} = :ttl`;
  const ttlValue = expireLe === undefined ? {} : { ':ttl': expireLe };
  const pasDeDelai = '(attribute_not_exists(verrouilleJusqua) OR verrouilleJusqua <= :now)';
  return withRetry(RETRY_COMPARE_AND_SET, async () => {
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: cle,
          UpdateExpression: `ADD echecsConnexion :one SET dernierEchec = :now${ttl}`,
          ConditionExpression: `${pasDeDelai} AND (attribute_not_exists(dernierEchec) OR dernierEchec > :seuil)`,
          ExpressionAttributeValues: { ':one': 1, ':now': maintenant, ':seuil': seuil, ...ttlValue },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return {
        kind: 'comptee',
        echecs: (out.Attributes?.echecsConnexion as number | undefined) ?? 1,
        echecsAuDelai: (out.Attributes?.echecsAuDelai as number | undefined) ?? 0,
      };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    const actuel = await lireCompteur(cle);
    if (actuel?.verrouilleJusqua !== undefined && actuel.verrouilleJusqua > maintenant)
      return { kind: 'en-attente', jusqua: actuel.verrouilleJusqua };
    try {
      // The last attempt is old: the count starts again (unless a concurrent attempt did it first).
      await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: cle,
          UpdateExpression: `SET echecsConnexion = :one, dernierEchec = :now${ttl} REMOVE verrouilleJusqua, echecsAuDelai`,
          ConditionExpression: `dernierEchec <= :seuil AND ${pasDeDelai}`,
          ExpressionAttributeValues: { ':one': 1, ':now': maintenant, ':seuil': seuil, ...ttlValue },
        }),
      );
      return { kind: 'comptee', echecs: 1, echecsAuDelai: 0 };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    throw new LostRace("Compteur d'échecs de connexion : trop d'écritures concurrentes");
  });
}

/** Makes the counter wait until `jusqua` (epoch ms), if its count is still `echecs` (else a newer write decides). */
export async function poserDelai(cle: CleCompteur, echecs: number, jusqua: number): Promise<void> {
  await siAccepte(
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cle,
        UpdateExpression: 'SET verrouilleJusqua = :jusqua, echecsAuDelai = :n',
        ConditionExpression: 'echecsConnexion = :n',
        ExpressionAttributeValues: { ':jusqua': jusqua, ':n': echecs },
      }),
    ),
  );
}

/** A success clears the counter (written only when there is something to clear). */
export async function effacerEchecs(cle: CleCompteur): Promise<void> {
  await siAccepte(
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cle,
        UpdateExpression: 'SET echecsConnexion = :zero REMOVE verrouilleJusqua, dernierEchec, echecsAuDelai',
        ConditionExpression: 'echecsConnexion > :zero OR attribute_exists(verrouilleJusqua)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    ),
  );
}
