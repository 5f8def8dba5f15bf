// WebSocket connections (docs/data-model.md, patterns W1–W5). A user's registered connections are ONE
// item, its registration item (`CONNEXIONS` / `UTILISATEUR#<userId>`): one attribute per connection
// (`CONNEXION#<connectionId>`: its token's `sid`, registration instant, token expiry, role and offices)
// and their number `nombre`. Registering (W1) is one conditional UpdateItem of that item, which adds
// the new connection and removes the ones it replaces (expired tokens, the oldest beyond the cap) in the
// same write: whatever the concurrency, a user never has more than MAX_CONNEXIONS_PAR_UTILISATEUR
// registered connections, and no in-process lock is needed (the condition is DynamoDB's). All the
// registration items share the CONNEXIONS partition, so a change notification reads every connection in
// one Query (W3), no Scan. Beside them, one small item per connection (`CONNEXION#<connectionId>`)
// names its user, for $disconnect, which only knows the connection id (W2).
// Each connection carries its user's role and offices (its scope), so that a change of an office's data
// is signalled only to the connections that may see that office.
import { DeleteCommand, PutCommand, UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Role } from '@umj/shared/roles';
import {
  MAX_CONNEXIONS_PAR_UTILISATEUR,
  planifierInscription,
  type PlanInscription,
} from '@umj/shared/realtime';
import { TooManyConnectionsError } from '../errors.ts';
import { refusDe, siAccepte } from './conditional-errors.ts';
import { ddb, tableName } from './dynamodb-client.ts';
import { getItem } from './get-item.ts';
import { keys } from './keys.ts';
import { queryAll } from './query-all.ts';
import { LostRace, withRetry, type RetryPolicy } from './retry.ts';
import { TABLE_TTL_ATTRIBUTE } from './table-definition.ts';

export interface ConnexionItem {
  connectionId: string;
  utilisateurId: string;
  /** The `sid` of the token the connection was opened with. */
  sid: string;
  connecteLe: string;
  /** Epoch seconds: the token's expiry. */
  expireLe: number;
  /**
   * The user's role and offices when the connection was opened (kept current by W5 when an
   * administrator changes the user's offices; a role change ends the sessions). A connection without
   * them receives no office-scoped notification.
   */
  role?: Role;
  bureauIds?: string[];
}

/** What decides which office-scoped notifications a connection receives. */
export type PorteeConnexion = Required<Pick<ConnexionItem, 'role' | 'bureauIds'>>;

/** The attribute of the registration item holding one connection. */
const PREFIXE_CONNEXION = keys.connexion('').SK;
const attributConnexion = (connectionId: string) => `${PREFIXE_CONNEXION}${connectionId}`;

type Item = Record<string, NativeAttributeValue>;

/** The key of a user's registration item, for a read made with another (the session's, $connect). */
export function cleInscriptionsConnexions(utilisateurId: string): { PK: string; SK: string } {
  return keys.inscriptionsConnexions(utilisateurId);
}

/** The connections held by a registration item. */
function connexionsInscrites(item: Item | undefined): ConnexionItem[] {
  if (!item) return [];
  return Object.entries(item).flatMap(([nom, valeur]) =>
    nom.startsWith(PREFIXE_CONNEXION)
      ? [
          {
            ...(valeur as Omit<ConnexionItem, 'connectionId' | 'utilisateurId'>),
            connectionId: nom.slice(PREFIXE_CONNEXION.length),
            utilisateurId: item.utilisateurId as string,
          },
        ]
      : [],
  );
}

/**
 * A registration write refused because concurrent ones changed the item (LostRace): planned again at
 * once from the item the refusal returned, 4 attempts in all.
 */
const RETRY_INSCRIPTION: RetryPolicy = {
  attempts: 4,
  pauseMs: () => 0,
  retryOn: (error) => error instanceof LostRace,
};

/** What a registration removed besides adding the new connection: the caller tells them and closes them. */
export interface Inscription {
  /** Connections whose token had expired. */
  expirees: ConnexionItem[];
  /** The oldest live connections, closed to keep the cap. */
  fermees: ConnexionItem[];
}

/**
 * W1: registers a connection, in one conditional UpdateItem of its user's registration item: the new
 * connection is added and the ones it replaces removed, on the condition that every one of those is
 * still there and that the number after the write stays within MAX_CONNEXIONS_PAR_UTILISATEUR. What
 * an attempt replaces is planned (`planifierInscription`: expired tokens out, the oldest closed unless
 * too recent, or a refusal) from the item as read just before (`lue`, consistent: `item` undefined
 * when absent), else the first attempt writes blind; refused, the write returns the item as stored
 * (`ALL_OLD`), from which the next attempt plans again (RETRY_INSCRIPTION). The
 * connection's own item (its user, for W2) is put once registered. Throws TooManyConnectionsError
 * (429) when the connection cannot be registered. `conserverJusqua`: epoch seconds until which no
 * registered connection's token can still be valid (the registration item's TTL).
 */
export async function inscrireConnexion(
  c: ConnexionItem,
  options: { maintenant: Date; conserverJusqua: number; lue?: { item: Item | undefined } },
): Promise<Inscription> {
  const { maintenant, conserverJusqua } = options;
  let connues = connexionsInscrites(options.lue?.item);
  let plan: PlanInscription = options.lue
    ? planifierInscription(connues, maintenant)
    : { inscrire: true, expirees: [], fermees: [] };
  const retenu = await withRetry(RETRY_INSCRIPTION, async () => {
    if (!plan.inscrire) return plan;
    try {
      await ecrireInscription(c, [...plan.expirees, ...plan.fermees], conserverJusqua);
      return plan;
    } catch (error) {
      const [refus] = refusDe(error);
      if (!refus) throw error;
      connues = connexionsInscrites(
        refus.ancien && unmarshall(refus.ancien as Record<string, AttributeValue>),
      );
      plan = planifierInscription(connues, maintenant);
      throw new LostRace();
    }
  }).catch((error: unknown) => {
    if (error instanceof LostRace) return { inscrire: false } as const;
    throw error;
  });
  if (!retenu.inscrire) throw new TooManyConnectionsError();
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connexion(c.connectionId),
        type: 'Connexion',
        utilisateurId: c.utilisateurId,
        [TABLE_TTL_ATTRIBUTE]: c.expireLe,
      },
    }),
  );
  const parId = (ids: string[]) => connues.filter((x) => ids.includes(x.connectionId));
  return { expirees: parId(retenu.expirees), fermees: parId(retenu.fermees) };
}

/** The one conditional write of W1 (see there). */
async function ecrireInscription(
  c: ConnexionItem,
  retirer: string[],
  conserverJusqua: number,
): Promise<void> {
  const { connectionId, utilisateurId, ...entree } = c;
  const noms: Record<string, string> = {
    '#nouvelle': attributConnexion(connectionId),
    '#ttl': TABLE_TTL_ATTRIBUTE,
  };
  retirer.forEach((id, i) => (noms[`#r${i}`] = attributConnexion(id)));
  const retires = retirer.map((_, i) => `#r${i}`);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.inscriptionsConnexions(utilisateurId),
      UpdateExpression:
        'SET #nouvelle = :entree, utilisateurId = :utilisateurId, #type = :type, #ttl = :ttl ADD nombre :delta' +
        (retires.length > 0 ? ` REMOVE ${retires.join(', ')}` : ''),
      ConditionExpression: [
        '(attribute_not_exists(nombre) OR nombre <= :plafond)',
        ...retires.map((r) => `attribute_exists(${r})`),
      ].join(' AND '),
      ExpressionAttributeNames: { ...noms, '#type': 'type' },
      ExpressionAttributeValues: {
        ':entree': entree,
        ':utilisateurId': utilisateurId,
        ':type': 'InscriptionsConnexions',
        ':ttl': conserverJusqua,
        ':delta': 1 - retirer.length,
        // Each of `retirer` is there (condition) and goes: the number after the write is nombre - |retirer| + 1.
        ':plafond': MAX_CONNEXIONS_PAR_UTILISATEUR - 1 + retirer.length,
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }),
  );
}

/**
 * W2: forgets a connection (idempotent): its own item is deleted, and it leaves its user's registration
 * item (conditional on being there: a connection already replaced is not counted twice), its user
 * read from the deleted item.
 */
export async function deleteConnexion(connectionId: string): Promise<void> {
  const out = await ddb.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.connexion(connectionId), ReturnValues: 'ALL_OLD' }),
  );
  const proprietaire = out.Attributes?.utilisateurId as string | undefined;
  if (!proprietaire) return;
  await siAccepte(
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.inscriptionsConnexions(proprietaire),
        UpdateExpression: 'REMOVE #c ADD nombre :moinsUn',
        ConditionExpression: 'attribute_exists(#c)',
        ExpressionAttributeNames: { '#c': attributConnexion(connectionId) },
        ExpressionAttributeValues: { ':moinsUn': -1 },
      }),
    ),
  );
}

/** W3: every registered connection (expired tokens included until a registration removes them). */
export async function listConnexions(): Promise<ConnexionItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.connexionsCollection,
      ':sk': keys.inscriptionsConnexions('').SK,
    },
  });
  return items.flatMap(connexionsInscrites);
}

/** W4: the registered connections of one user (GetItem of its registration item, consistent). */
export async function listConnexionsByUtilisateur(utilisateurId: string): Promise<ConnexionItem[]> {
  return connexionsInscrites(await getItem(keys.inscriptionsConnexions(utilisateurId)));
}

/** W5 lost to a registration or a disconnection between its read and its write: read again. */
const RETRY_PORTEE: RetryPolicy = {
  attempts: 5,
  pauseMs: () => Math.random() * 20,
  retryOn: (e) => e instanceof LostRace,
};

/**
 * W5: the user's offices changed — every registered connection of that user takes the new scope: W4,
 * then one UpdateItem of the registration item, on the condition that each connection read is still
 * there (else read again; a connection gone meanwhile is not recreated).
 */
export async function mettreAJourPorteeConnexions(
  utilisateurId: string,
  portee: PorteeConnexion,
): Promise<void> {
  await withRetry(RETRY_PORTEE, async () => {
    const connexions = await listConnexionsByUtilisateur(utilisateurId);
    if (connexions.length === 0) return;
    const noms = Object.fromEntries(connexions.map((c, i) => [`#c${i}`, attributConnexion(c.connectionId)]));
    const cles = Object.keys(noms);
    const ecrite = await siAccepte(
      ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.inscriptionsConnexions(utilisateurId),
          UpdateExpression: `SET ${cles.map((c) => `${c}.#role = :role, ${c}.bureauIds = :bureauIds`).join(', ')}`,
          ConditionExpression: cles.map((c) => `attribute_exists(${c})`).join(' AND '),
          ExpressionAttributeNames: { ...noms, '#role': 'role' },
          ExpressionAttributeValues: { ':role': portee.role, ':bureauIds': portee.bureauIds },
        }),
      ),
    );
    if (!ecrite) throw new LostRace();
  });
}
