// The recording of the AWS calls of the functions (docs/deployment.md#the-permissions-the-tests-use):
// what IAM would evaluate, item by item for transactions and batches, under the function of the
// invocation, and nothing outside an invocation or when UMJ_APPELS_AWS_FICHIER is unset.
import '../helpers/test-env.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dansLInvocationDe, enregistrerAppelsAws } from '../../src/lib/adapters/appels-aws.ts';
import { presignDownload, presignPostUpload } from '../../src/lib/adapters/files-storage.ts';
import { sendMail } from '../../src/lib/adapters/mail.ts';
import { codeHashKey } from '../../src/lib/auth/signing-key.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('appels-aws');

const TABLE = 'arn:aws:dynamodb:${AWS::Region}:${AWS::AccountId}:table/${TABLE_NAME}';
let fichier: string;

beforeEach(() => {
  fichier = join(mkdtempSync(join(tmpdir(), 'umj-appels-')), 'appels.jsonl');
  process.env.UMJ_APPELS_AWS_FICHIER = fichier;
});
afterEach(() => {
  delete process.env.UMJ_APPELS_AWS_FICHIER;
});

const lignes = () =>
  existsSync(fichier)
    ? readFileSync(fichier, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

/** A DocumentClient over a client that records (the shared one records when the variable is set first). */
function clientQuiEnregistre(): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'eu-west-3' });
  return DynamoDBDocumentClient.from(enregistrerAppelsAws('dynamodb', client));
}

describe('the recording of the AWS calls each function makes', () => {
  it('records a transaction item by item as IAM evaluates it (PutItem, UpdateItem, ConditionCheckItem), each with its partition key as dynamodb:LeadingKeys', async () => {
    const ddb = clientQuiEnregistre();
    const TableName = process.env.TABLE_NAME!;
    await dansLInvocationDe('bureaux/update-bureau', () =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { PK: 'AUDIT#2026-01-01#1', SK: 'x' } } },
            {
              Update: {
                TableName,
                Key: { PK: 'BUREAU#b1', SK: 'PROFIL' },
                UpdateExpression: 'SET v = :v',
                ExpressionAttributeValues: { ':v': 1 },
              },
            },
            {
              ConditionCheck: {
                TableName,
                Key: { PK: 'BUREAUX', SK: 'b1' },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      ),
    );
    const cles = (cle: string) => ({ 'dynamodb:LeadingKeys': [cle] });
    expect(lignes()).toEqual([
      { fonction: 'bureaux/update-bureau', invocation: true },
      {
        fonction: 'bureaux/update-bureau',
        action: 'dynamodb:PutItem',
        ressource: TABLE,
        contexte: cles('AUDIT#2026-01-01#1'),
      },
      {
        fonction: 'bureaux/update-bureau',
        action: 'dynamodb:UpdateItem',
        ressource: TABLE,
        contexte: cles('BUREAU#b1'),
      },
      {
        fonction: 'bureaux/update-bureau',
        action: 'dynamodb:ConditionCheckItem',
        ressource: TABLE,
        contexte: cles('BUREAUX'),
      },
    ]);
  });

  it('records a BatchGetItem key by key, a Query of an index with the index’s partition key, on the ARN named through TABLE_NAME', async () => {
    const ddb = clientQuiEnregistre();
    await dansLInvocationDe('utilisateurs/get-moi', async () => {
      await ddb.send(
        new QueryCommand({
          TableName: process.env.TABLE_NAME,
          IndexName: 'GSI1',
          KeyConditionExpression: '#pk = :pk AND begins_with(GSI1SK, :debut)',
          ExpressionAttributeNames: { '#pk': 'GSI1PK' },
          ExpressionAttributeValues: { ':pk': 'CONNEXIONS#u1', ':debut': 'a' },
        }),
      );
      // The shared client of data/, made once the variable is set (as in the tiers that record).
      const { batchGetAll } = await import('../../src/data/batch-get.ts');
      await batchGetAll([
        { PK: 'UTILISATEUR#u1', SK: 'PROFIL' },
        { PK: 'SESSION#s1', SK: 'ACTIVITE' },
      ]);
    });
    const appels = lignes().filter((l) => l.action);
    expect(appels).toEqual([
      {
        fonction: 'utilisateurs/get-moi',
        action: 'dynamodb:Query',
        ressource: `${TABLE}/index/GSI1`,
        contexte: { 'dynamodb:LeadingKeys': ['CONNEXIONS#u1'] },
      },
      ...['UTILISATEUR#u1', 'SESSION#s1'].map((cle) => ({
        fonction: 'utilisateurs/get-moi',
        action: 'dynamodb:BatchGetItem',
        ressource: TABLE,
        contexte: { 'dynamodb:LeadingKeys': [cle] },
      })),
    ]);
  });

  it('records nothing outside an invocation (a test’s own set-up, a seed), nor when UMJ_APPELS_AWS_FICHIER is unset', async () => {
    const ddb = clientQuiEnregistre();
    const Key = { PK: 'BUREAUX', SK: 'b1' };
    await ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key }));
    delete process.env.UMJ_APPELS_AWS_FICHIER;
    await dansLInvocationDe('bureaux/get-bureau', () =>
      ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key })),
    );
    expect(lignes()).toEqual([]);
  });

  it('records what the local stand-ins replace: the presigned URLs’ S3 requests, SES’s SendEmail from MAIL_FROM, the read of the signing key', async () => {
    await dansLInvocationDe('pieces/create-piece-televersement', async () => {
      await presignPostUpload('incoming/dossiers/b1/1/p.jpg', 'image/jpeg', 1000);
      await presignDownload('dossiers/b1/1/p.jpg');
      await sendMail({ to: 'a@b.fr', subject: 's', text: 't' });
      await codeHashKey();
    });
    const appels = lignes()
      .filter((l) => l.action)
      .map(({ action, ressource, contexte }) => ({ action, ressource, contexte }));
    expect(appels).toEqual([
      { action: 's3:PutObject', ressource: 'arn:aws:s3:::${FILES_BUCKET}/incoming/dossiers/b1/1/p.jpg' },
      { action: 's3:GetObject', ressource: 'arn:aws:s3:::${FILES_BUCKET}/dossiers/b1/1/p.jpg' },
      {
        action: 'ses:SendEmail',
        ressource: 'arn:aws:ses:${AWS::Region}:${AWS::AccountId}:identity/${MAIL_FROM}',
        contexte: { 'ses:FromAddress': '${MAIL_FROM}' },
      },
      { action: 'secretsmanager:GetSecretValue', ressource: '${JWT_SECRET_ARN}' },
    ]);
  });
});
