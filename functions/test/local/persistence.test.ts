import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_REGION, localCredentials } from '../../src/local/local-credentials.ts';
import { startLocalRuntime, type LocalRuntime } from '../../src/local/runtime.ts';
import { avecTable } from '../helpers/table-locale.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'umj-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(): Promise<LocalRuntime> {
  // Its own DynamoDB Local on disk under dataDir, as `npm start` does.
  return startLocalRuntime({ port: 0, dataDir, seed: false, log: () => undefined });
}

async function withS3<T>(runtime: LocalRuntime, fn: (s3: S3Client) => Promise<T>): Promise<T> {
  const s3 = new S3Client({
    endpoint: runtime.s3Endpoint,
    region: LOCAL_REGION,
    credentials: localCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  try {
    return await fn(s3);
  } finally {
    s3.destroy();
  }
}

describe('local runtime data folder (Local runtime: data survives a restart)', () => {
  // Two DynamoDB Local JVM starts: a generous limit for a busy machine (a bound, not a timed assertion).
  it('keeps table items, files and the JWT key across a stop and a start', { timeout: 120_000 }, async () => {
    const first = await start();
    let secret: string;
    try {
      await avecTable(first, (doc) =>
        doc.send(
          new PutCommand({
            TableName: first.tableName,
            Item: { PK: 'BUREAU#1', SK: 'BUREAU', nom: 'Argenteuil' },
          }),
        ),
      );
      await withS3(first, (s3) =>
        s3.send(new PutObjectCommand({ Bucket: first.filesBucket, Key: 'persist.txt', Body: 'gardé' })),
      );
      secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
      expect(process.env.JWT_SECRET).toBe(secret);
    } finally {
      await first.stop();
    }

    const second = await start();
    try {
      const item = await avecTable(second, (doc) =>
        doc.send(new GetCommand({ TableName: second.tableName, Key: { PK: 'BUREAU#1', SK: 'BUREAU' } })),
      );
      expect(item.Item).toMatchObject({ nom: 'Argenteuil' });
      const file = await withS3(second, (s3) =>
        s3
          .send(new GetObjectCommand({ Bucket: second.filesBucket, Key: 'persist.txt' }))
          .then((o) => o.Body?.transformToString()),
      );
      expect(file).toBe('gardé');
      expect(process.env.JWT_SECRET).toBe(secret);
    } finally {
      await second.stop();
    }
  });
});
