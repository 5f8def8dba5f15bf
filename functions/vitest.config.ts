import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One in-memory DynamoDB Local for the whole run (endpoint via inject() and DYNAMODB_ENDPOINT).
    globalSetup: ['test/setup/dynamodb.global.ts'],
    setupFiles: ['test/setup/dynamodb.env.ts'],
    // DynamoDB Local and s3rver are real processes: give I/O-bound tests room on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
