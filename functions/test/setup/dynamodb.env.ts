// Vitest setup file (runs in every test worker): exposes the global DynamoDB Local to the code under
// test through the same variables the handlers read on AWS and locally (src/config/env.ts).
import { inject } from 'vitest';
import {
  LOCAL_ACCESS_KEY_ID,
  LOCAL_REGION,
  LOCAL_SECRET_ACCESS_KEY,
} from '../../src/local/local-credentials.ts';

process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.AWS_REGION ??= LOCAL_REGION;
process.env.AWS_ACCESS_KEY_ID ??= LOCAL_ACCESS_KEY_ID;
process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_SECRET_ACCESS_KEY;
