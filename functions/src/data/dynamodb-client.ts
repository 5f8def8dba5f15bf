// The one DynamoDB DocumentClient of a Lambda container (module scope: reused across invocations).
// Locally DYNAMODB_ENDPOINT points at DynamoDB Local; on AWS it is unset.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../config/env.ts';

const endpoint = env.dynamodbEndpoint;

export const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: env.region, ...(endpoint ? { endpoint } : {}) }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export function tableName(): string {
  return env.tableName;
}
