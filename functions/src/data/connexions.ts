// WebSocket connections (issue 3 WebSocket): one item per connection in the CONNEXIONS partition (so
// a change notification is one Query, no Scan), also indexed by user on GSI1 (to tell one user's
// sessions that their token became invalid). TTL: the token's expiry. Access patterns W1–W4.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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
}

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
