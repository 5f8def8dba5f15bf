// The one DynamoDB DocumentClient of a Lambda container (module scope: reused across invocations).
// Locally DYNAMODB_ENDPOINT points at DynamoDB Local; on AWS it is unset.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../config/env.ts';

const endpoint = env.dynamodbEndpoint;

/** The low-level client under `ddb`, for libraries that send their own commands (idempotency records). */
export const dynamodb = new DynamoDBClient({ region: env.region, ...(endpoint ? { endpoint } : {}) });

export const ddb = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  return env.tableName;
}
