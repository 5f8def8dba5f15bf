// The local runtime's S3 (s3rver behind its POST-policy front, src/local/s3-local.ts) for the tests of
// one file: started on a free port before the file's tests, S3_ENDPOINT pointed at it, closed after.
// Call it at the top level of the test file, before the file's own beforeAll that needs the storage.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../src/local/s3-local.ts';

export function useLocalS3(): void {
  let s3: LocalS3;
  let server: Server;
  beforeAll(async () => {
    s3 = await startLocalS3({
      directory: mkdtempSync(join(tmpdir(), 'umj-s3-')),
      bucket: process.env.FILES_BUCKET!,
      origins: ['http://localhost:3000'],
      writeOnceBuckets: [process.env.AUDIT_DIGESTS_BUCKET!],
    });
    server = createServer((req, res) => s3.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.S3_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}/s3`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    s3.close();
  });
}
