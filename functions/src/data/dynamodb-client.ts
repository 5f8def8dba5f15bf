// The one DynamoDB DocumentClient of a Lambda container (module scope: reused across invocations).
// Locally DYNAMODB_ENDPOINT points at DynamoDB Local; on AWS it is unset. In the tests its calls are
// recorded (lib/adapters/appels-aws.ts; the DocumentClient shares the client's middleware stack).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../config/env.ts';
import { enregistrerAppelsAws } from '../lib/adapters/appels-aws.ts';

const endpoint = env.dynamodbEndpoint;

/** The low-level client under `ddb`, for libraries that send their own commands (idempotency records). */
export const dynamodb = enregistrerAppelsAws(
  'dynamodb',
  new DynamoDBClient({ region: env.region, ...(endpoint ? { endpoint } : {}) }),
);

export const ddb = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  return env.tableName;
}
