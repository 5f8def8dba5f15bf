// What IAM evaluates for one AWS SDK command of a handler: the action(s), the resource as its ARN would
// be on AWS, and the condition keys IAM sees (docs/deployment.md#the-permissions-the-tests-use).
// Recorded by appels-aws.ts; evaluated against each function's role by infra/test/permissions/.
// A resource the function names through one of its variables is written with that variable as a
// placeholder (`${TABLE_NAME}`), replaced by the template's value for that function: locally the names
// are the stand-ins'. `${VAR#arn}` is the ARN of what the URL in VAR points to (queue, WebSocket stage).
// DynamoDB transactions and batches give one request per item, as IAM evaluates them: TransactWriteItems
// as PutItem/UpdateItem/DeleteItem/ConditionCheckItem, TransactGetItems as GetItem, BatchGetItem and
// BatchWriteItem under their own action, each with the partition key of its item as dynamodb:LeadingKeys.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { valeurDeLaVariable, type VariableDeRessource } from '../../config/env.ts';
import { TABLE_INDEXES, TABLE_PARTITION_KEY } from '../../data/table-definition.ts';

/** One request as IAM evaluates it. */
export interface AppelIam {
  /** `service:Action`, e.g. `dynamodb:UpdateItem`. */
  action: string;
  /** ARN on AWS, with `${AWS::Region}`, `${AWS::AccountId}` and the function's variables as placeholders. */
  ressource: string;
  /** Condition keys of the request (e.g. `dynamodb:LeadingKeys`). */
  contexte?: Record<string, string | string[]>;
}

export type ServiceAws = 'dynamodb' | 's3' | 'sqs' | 'execute-api' | 'ses';

const REGION = '${AWS::Region}';
const COMPTE = '${AWS::AccountId}';

/** `${VAR}` when `valeur` is the value of one of `variables`, else the value itself. */
function nommee(valeur: string, variables: readonly VariableDeRessource[], suffixe = ''): string {
  const variable = variables.find((v) => valeurDeLaVariable(v) === valeur);
  return variable ? `\${${variable}${suffixe}}` : valeur;
}

type Entree = Record<string, unknown>;
type Item = Record<string, AttributeValue>;

function texte(valeur: AttributeValue | undefined): string {
  if (!valeur) return '?';
  if ('S' in valeur && valeur.S !== undefined) return valeur.S;
  if ('N' in valeur && valeur.N !== undefined) return valeur.N;
  return JSON.stringify(valeur);
}

function arnTable(table: string, index?: string): string {
  const nom = nommee(table, ['TABLE_NAME']);
  return `arn:aws:dynamodb:${REGION}:${COMPTE}:table/${nom}${index ? `/index/${index}` : ''}`;
}

function surItem(action: string, table: string, item: Item | undefined): AppelIam {
  return {
    action: `dynamodb:${action}`,
    ressource: arnTable(table),
    contexte: { 'dynamodb:LeadingKeys': [texte(item?.[TABLE_PARTITION_KEY])] },
  };
}

/** The partition key value a Query names: its key condition's equality on the table's or index's key. */
function clePartitionDeLaRequete(entree: Entree, index: string | undefined): string | undefined {
  const attribut = index
    ? TABLE_INDEXES.find((i) => i.indexName === index)?.partitionKey
    : TABLE_PARTITION_KEY;
  if (!attribut) return undefined;
  const legacy = (entree.KeyConditions as Record<string, { AttributeValueList?: AttributeValue[] }>)?.[
    attribut
  ];
  if (legacy) return texte(legacy.AttributeValueList?.[0]);
  const noms = (entree.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const valeurs = (entree.ExpressionAttributeValues ?? {}) as Item;
  for (const [, nom, valeur] of String(entree.KeyConditionExpression ?? '').matchAll(
    /([#\w.]+)\s*=\s*(:\w+)/g,
  )) {
    if ((noms[nom!] ?? nom) === attribut) return texte(valeurs[valeur!]);
  }
  return undefined;
}

function dynamodb(operation: string, entree: Entree): AppelIam[] {
  const table = String(entree.TableName ?? '');
  switch (operation) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [surItem(operation, table, entree.Key as Item)];
    case 'PutItem':
      return [surItem(operation, table, entree.Item as Item)];
    case 'Query': {
      const index = entree.IndexName as string | undefined;
      const cle = clePartitionDeLaRequete(entree, index);
      return [
        {
          action: 'dynamodb:Query',
          ressource: arnTable(table, index),
          ...(cle === undefined ? {} : { contexte: { 'dynamodb:LeadingKeys': [cle] } }),
        },
      ];
    }
    case 'BatchGetItem':
      return Object.entries((entree.RequestItems ?? {}) as Record<string, { Keys?: Item[] }>).flatMap(
        ([nom, { Keys = [] }]) => Keys.map((cle) => surItem('BatchGetItem', nom, cle)),
      );
    case 'BatchWriteItem':
      return Object.entries(
        (entree.RequestItems ?? {}) as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >,
      ).flatMap(([nom, ecritures]) =>
        ecritures.map((e) => surItem('BatchWriteItem', nom, e.PutRequest?.Item ?? e.DeleteRequest?.Key)),
      );
    case 'TransactWriteItems':
      return (
        (entree.TransactItems ?? []) as Record<string, { TableName: string; Key?: Item; Item?: Item }>[]
      )
        .flatMap((t) => Object.entries(t))
        .map(([type, e]) =>
          surItem(
            type === 'ConditionCheck' ? 'ConditionCheckItem' : `${type}Item`,
            e.TableName,
            e.Key ?? e.Item,
          ),
        );
    case 'TransactGetItems':
      return ((entree.TransactItems ?? []) as { Get: { TableName: string; Key: Item } }[]).map((t) =>
        surItem('GetItem', t.Get.TableName, t.Get.Key),
      );
    default:
      return [{ action: `dynamodb:${operation}`, ressource: arnTable(table) }];
  }
}

function arnObjet(bucket: string, cle?: string): string {
  const nom = nommee(bucket, ['FILES_BUCKET', 'AUDIT_DIGESTS_BUCKET']);
  return `arn:aws:s3:::${nom}${cle === undefined ? '' : `/${cle}`}`;
}

function s3(operation: string, entree: Entree): AppelIam[] {
  const bucket = String(entree.Bucket ?? '');
  const cle = entree.Key as string | undefined;
  const version = entree.VersionId === undefined ? '' : 'Version';
  switch (operation) {
    case 'GetObject':
    case 'HeadObject':
      return [{ action: `s3:GetObject${version}`, ressource: arnObjet(bucket, cle) }];
    case 'PutObject':
      return [{ action: 's3:PutObject', ressource: arnObjet(bucket, cle) }];
    case 'DeleteObject':
      return [{ action: `s3:DeleteObject${version}`, ressource: arnObjet(bucket, cle) }];
    case 'CopyObject': {
      const source = decodeURIComponent(String(entree.CopySource ?? '').replace(/^\//, ''));
      const coupe = source.indexOf('/');
      return [
        { action: 's3:GetObject', ressource: arnObjet(source.slice(0, coupe), source.slice(coupe + 1)) },
        { action: 's3:PutObject', ressource: arnObjet(bucket, cle) },
      ];
    }
    case 'ListObjectsV2':
    case 'HeadBucket':
      return [{ action: 's3:ListBucket', ressource: arnObjet(bucket) }];
    default:
      return [{ action: `s3:${operation}`, ressource: arnObjet(bucket, cle) }];
  }
}

/** The HTTP method of each connection operation, part of the resource IAM evaluates. */
const METHODES_CONNEXION: Record<string, string> = {
  PostToConnection: 'POST',
  DeleteConnection: 'DELETE',
  GetConnection: 'GET',
};

/** The IAM requests of one SDK command of `service`. */
export function appelsIamDe(service: ServiceAws, operation: string, entree: Entree): AppelIam[] {
  switch (service) {
    case 'dynamodb':
      return dynamodb(operation, entree);
    case 's3':
      return s3(operation, entree);
    case 'sqs':
      return [
        {
          action: `sqs:${operation}`,
          ressource: nommee(String(entree.QueueUrl ?? ''), ['SPLIT_DEAD_LETTER_QUEUE_URL'], '#arn'),
        },
      ];
    case 'execute-api':
      return [
        {
          action: 'execute-api:ManageConnections',
          ressource: `\${WS_MANAGEMENT_ENDPOINT#arn}/${METHODES_CONNEXION[operation] ?? operation}/@connections/${String(entree.ConnectionId)}`,
        },
      ];
    case 'ses':
      return [appelEnvoiMail(operation)];
  }
}

/**
 * Reading the secret named by `variable`: noted at each use of the secret (lib/auth/), as its read once
 * per container cannot be told apart from another function's read in one process.
 */
export function appelLectureSecret(variable: 'JWT_SECRET_ARN' | 'ORIGIN_SECRET_ARN'): AppelIam {
  return { action: 'secretsmanager:GetSecretValue', ressource: `\${${variable}}` };
}

/** Sending a mail from MAIL_FROM (SES on AWS, the local outbox otherwise). */
export function appelEnvoiMail(operation = 'SendEmail'): AppelIam {
  return {
    action: `ses:${operation}`,
    ressource: `arn:aws:ses:${REGION}:${COMPTE}:identity/\${MAIL_FROM}`,
    contexte: { 'ses:FromAddress': '${MAIL_FROM}' },
  };
}
