// Test environment of the handler tests: the variables of src/config/env.ts that the DynamoDB setup
// does not set, a mail outbox in a temporary folder, and the TEST-ONLY reduced scrypt cost. Import it
// first in a test file, then call useFreshTable() so that each file has its own table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, vi } from 'vitest';
import { ensureTable } from '../../src/local/ensure-table.ts';
import { useReducedScryptCostForTests } from '../../src/lib/auth/password.ts';

process.env.JWT_SECRET = 'secret-de-test-de-plus-de-32-caracteres-pour-hs256';
process.env.FILES_BUCKET = 'umj-fichiers-test';
process.env.AUDIT_DIGESTS_BUCKET = 'umj-audit-test';
process.env.S3_ENDPOINT ??= 'http://127.0.0.1:9';
process.env.MAIL_MODE = 'outbox';
process.env.MAIL_OUTBOX_DIR = mkdtempSync(join(tmpdir(), 'umj-outbox-'));
process.env.ALLOWED_ORIGINS = 'http://localhost:3000';
delete process.env.WS_MANAGEMENT_ENDPOINT;

useReducedScryptCostForTests({ N: 2 ** 10, r: 8, p: 1 });

/** Gives the test file its own table (the data of parallel test files never mix). */
export function useFreshTable(name: string): void {
  beforeAll(async () => {
    const tableName = `umj-test-${name}`;
    await ensureTable({ endpoint: process.env.DYNAMODB_ENDPOINT!, tableName });
    process.env.TABLE_NAME = tableName;
  });
}

// Request log lines would drown the test report; warnings and errors stay visible. Powertools writes
// through the global console (console.info, console.debug) in its dev mode, which also turns the
// embedded-format metrics off (lib/adapters/logger.ts, metrics.ts).
process.env.POWERTOOLS_DEV = 'true';
vi.spyOn(console, 'log').mockImplementation(() => undefined);
vi.spyOn(console, 'info').mockImplementation(() => undefined);
vi.spyOn(console, 'debug').mockImplementation(() => undefined);
