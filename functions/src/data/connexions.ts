// WebSocket connections (WebSocket): one item per connection in the CONNEXIONS partition (so
// a change notification is one Query, no Scan), also indexed by user on GSI1 (to tell one user's
// sessions that their token became invalid). TTL: the token's expiry. Access patterns W1–W5.
// Each connection carries its user's role and offices (its scope), so that a change of an
// office's data is signalled only to the connections that may see that office.
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@umj/shared/roles';
import { siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export interface ConnexionItem {
  connectionId: string;
  utilisateurId: string;
  /** The `sid` of the token the connection was opened with. */
  sid: string;
  connecteLe: string;
  /** Epoch seconds: the token's expiry (also the TTL). */
  expireLe: number;
  /**
   * The user's role and offices when the connection was opened (kept current by W5 when an
   * administrator changes the user's offices; a role change ends the sessions). Absent on a
   * connection stored before the patient-file work: such a connection receives no office-scoped notification.
   */
  role?: Role;
  bureauIds?: string[];
}

/** What decides which office-scoped notifications a connection receives. */
export type PorteeConnexion = Required<Pick<ConnexionItem, 'role' | 'bureauIds'>>;

/** W1: store a connection. */
export async function putConnexion(c: ConnexionItem): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connexion(c.connectionId),
        GSI1PK: keys.connexionsUtilisateur(c.utilisateurId),
        GSI1SK: c.connectionId,
        type: 'Connexion',
        ...c,
        [TABLE_TTL_ATTRIBUTE]: c.expireLe,
      },
    }),
  );
}

/** W2: delete a connection (idempotent). */
export async function deleteConnexion(connectionId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.connexion(connectionId) }));
}

/** W3: every stored connection (expired ones included until TTL deletion catches up). */
export async function listConnexions(): Promise<ConnexionItem[]> {
  return (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.connexionsCollection },
  })) as ConnexionItem[];
}

/** W4: the connections of one user (GSI1). */
export async function listConnexionsByUtilisateur(utilisateurId: string): Promise<ConnexionItem[]> {
  return (await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.connexionsUtilisateur(utilisateurId) },
  })) as ConnexionItem[];
}

/**
 * W5: the user's offices changed — every stored connection of that user takes the new scope (W4, then
 * one conditional UpdateItem each; a connection deleted meanwhile is not recreated).
 */
export async function mettreAJourPorteeConnexions(
  utilisateurId: string,
  portee: PorteeConnexion,
): Promise<void> {
  const connexions = await listConnexionsByUtilisateur(utilisateurId);
  await Promise.all(
    connexions.map(async (c) => {
      await siAccepte(
        ddb.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.connexion(c.connectionId),
            UpdateExpression: 'SET #role = :role, bureauIds = :bureauIds',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':role': portee.role, ':bureauIds': portee.bureauIds },
          }),
        ),
      );
    }),
  );
}
