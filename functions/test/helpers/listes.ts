// Helpers of the reference-list tests (issue 8): a WebSocket listener that records the
// ModificationTable messages sent to it, and the audit entries of today.
import { modificationTableSchema, serverFrameSchema, type ModificationTable } from '@umj/shared/realtime';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { AuditEntry } from '../../src/data/audit.ts';
import { handler as listAudit } from '../../src/handlers/audit/list-audit.ts';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { buildWsEvent, call, lambdaContext } from './events.ts';
import { startManagementApiServer, type ManagementApiServer } from './management-api-server.ts';

/** Starts a management API for the file; `listen(token)` opens a connection and returns its messages. */
export function useRealtimeListener(): { listen: (token: string) => Promise<() => ModificationTable[]> } {
  let api: ManagementApiServer;
  beforeAll(async () => {
    api = await startManagementApiServer();
    process.env.WS_MANAGEMENT_ENDPOINT = api.endpoint;
  });
  afterAll(async () => {
    delete process.env.WS_MANAGEMENT_ENDPOINT;
    await api.close();
  });
  return {
    listen: async (token) => {
      const connectionId = randomUUID();
      const res = await connect(
        buildWsEvent('$connect', connectionId, {
          Origin: 'http://localhost:3000',
          'Sec-WebSocket-Protocol': `umj.v1, ${token}`,
        }),
        lambdaContext(),
      );
      if (res.statusCode !== 200) throw new Error(`connexion WebSocket refusée : ${res.statusCode}`);
      api.open(connectionId);
      return () =>
        (api.frames.get(connectionId) ?? []).flatMap((f) => {
          const frame = serverFrameSchema.parse(f);
          return frame.event === 'msgToClient' ? [modificationTableSchema.parse(JSON.parse(frame.data))] : [];
        });
    },
  };
}

/** Today's audit entries (UTC day), newest first, read through GET /audit as an administrator. */
export async function auditDuJour(adminToken: string): Promise<AuditEntry[]> {
  const today = new Date().toISOString().slice(0, 10);
  const res = await call(listAudit, { query: { du: today, au: today, limite: '200' }, token: adminToken });
  if (res.statusCode !== 200) throw new Error(`audit illisible : ${res.statusCode}`);
  return res.body.elements as AuditEntry[];
}
