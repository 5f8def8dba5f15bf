// S1 (docs/data-model.md, idle timeout): one small item per session (token `sid`),
// `SESSION#<sid>` / `ACTIVITE`, holding the epoch ms of its last API call; TTL = the token's expiry.
// Read with the user in ONE BatchGetItem (strongly consistent) on every authenticated call; written
// only when the stored activity is at least a minute old, so most calls cost no write.
import { UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { PAS_ACTIVITE_SESSION_MS } from '@umj/shared/constantes';
import { batchGetAll } from './batch-get.ts';
import { siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';
import { utilisateurDepuisItem, type UtilisateurItem } from './utilisateurs.ts';

export interface UtilisateurEtSession {
  utilisateur: UtilisateurItem | undefined;
  /** Epoch ms of the session's last recorded activity; undefined before the first recorded call. */
  derniereActivite: number | undefined;
  /** The item `aussi` named, as stored (undefined when absent or not asked for). */
  aussi: Record<string, NativeAttributeValue> | undefined;
}

type Cle = { PK: string; SK: string };

/**
 * U1 + S1 in one request: the user (consistent read, as U1) and the session's last activity, and
 * `aussi` when given (one more item read by the same request: $connect's registration item, W1).
 */
export async function lireUtilisateurEtSession(
  utilisateurId: string,
  sid: string,
  aussi?: Cle,
): Promise<UtilisateurEtSession> {
  const utilisateurKey = keys.utilisateur(utilisateurId);
  const sessionKey = keys.session(sid);
  // Keys left unprocessed are sent again (batchGetAll), never taken as "absent".
  const found = await batchGetAll([utilisateurKey, sessionKey, ...(aussi ? [aussi] : [])]);
  const item = (key: Cle) => found.find((i) => i.PK === key.PK && i.SK === key.SK);
  const session = item(sessionKey);
  return {
    utilisateur: utilisateurDepuisItem(item(utilisateurKey)),
    derniereActivite: typeof session?.derniereActivite === 'number' ? session.derniereActivite : undefined,
    aussi: aussi && item(aussi),
  };
}

/**
 * S1: records an API call of the session at `maintenant` (epoch ms), unless another call of the same
 * session recorded one less than PAS_ACTIVITE_SESSION_MS ago (conditional: concurrent calls write once).
 * `expireLe`: the token's expiry, epoch seconds (the TTL).
 */
export async function noterActiviteSession(sid: string, maintenant: number, expireLe: number): Promise<void> {
  await siAccepte(
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(sid),
        UpdateExpression: 'SET derniereActivite = :maintenant, #ttl = :ttl, #type = :type',
        ConditionExpression: 'attribute_not_exists(derniereActivite) OR derniereActivite < :seuil',
        ExpressionAttributeNames: { '#ttl': TABLE_TTL_ATTRIBUTE, '#type': 'type' },
        ExpressionAttributeValues: {
          ':maintenant': maintenant,
          ':seuil': maintenant - PAS_ACTIVITE_SESSION_MS,
          ':ttl': expireLe,
          ':type': 'Session',
        },
      }),
    ),
  );
}
