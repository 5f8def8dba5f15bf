// Vitest setup file (runs in every test worker): exposes the global DynamoDB Local to the code under
// test through the same variables the handlers read on AWS and locally (src/config/env.ts).
import { afterAll, beforeAll, inject } from 'vitest';
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

// What a file changes in the environment ends with it (a local S3's endpoint, a table's name…): the
// files that share one module graph (vitest.config.ts) each start from the same variables. This
// setup's afterAll runs after the file's own (hooks run in stack order).
let avant: Record<string, string | undefined> = {};
beforeAll(() => {
  avant = { ...process.env };
});
afterAll(() => {
  for (const cle of Object.keys(process.env)) if (!(cle in avant)) delete process.env[cle];
  Object.assign(process.env, avant);
});
