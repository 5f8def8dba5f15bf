// Helpers of the reference-list tests: a WebSocket listener that records the
// ModificationTable messages sent to it, the audit entries of today, the calls of an office-scoped list
// and the two offices with their accounts those tests start from.
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { modificationTableSchema, serverFrameSchema, type ModificationTable } from '@umj/shared/realtime';
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../src/data/audit.ts';
import { lireEntree, type Liste } from '../../src/data/listes.ts';
import { handler as listAudit } from '../../src/handlers/audit/list-audit.ts';
import { handler as connect } from '../../src/handlers/realtime/connect.ts';
import { buildWsEvent, call, lambdaContext } from './events.ts';
import { createTestBureau, signedIn } from './fixtures.ts';
import { useFlux } from './flux.ts';
import { useManagementApi } from './management-api-server.ts';

/**
 * Starts a management API and the table's stream to the notifier for the file (after its
 * useFreshTable); `listen(token)` opens a connection and returns the messages (but Utilisateur's) it
 * received once the stream has handed over every write made so far.
 */
export function useRealtimeListener(): {
  listen: (token: string) => Promise<() => Promise<ModificationTable[]>>;
} {
  const managementApi = useManagementApi();
  const flux = useFlux();
  return {
    listen: async (token) => {
      // The changes written before the connection opens are not its business.
      await flux();
      const connectionId = randomUUID();
      const res = await connect(
        buildWsEvent('$connect', connectionId, {
          Origin: 'http://localhost:3000',
          'Sec-WebSocket-Protocol': `umj.v1, ${token}`,
        }),
        lambdaContext(),
      );
      if (res.statusCode !== 200) throw new Error(`connexion WebSocket refusée : ${res.statusCode}`);
      managementApi().open(connectionId);
      return async () => {
        await flux();
        return (managementApi().frames.get(connectionId) ?? []).flatMap((f) => {
          const frame = serverFrameSchema.parse(f);
          if (frame.event !== 'msgToClient') return [];
          const message = modificationTableSchema.parse(JSON.parse(frame.data));
          // The accounts a test creates meanwhile signal Utilisateur: not what these tests check.
          return message.table === 'Utilisateur' ? [] : [message];
        });
      };
    },
  };
}

/** Today's audit entries (UTC day), newest first, read through GET /audit as an administrator. */
export async function auditDuJour(adminToken: string): Promise<AuditEntry[]> {
  // GET /audit reads Paris days: between midnight in Paris and midnight UTC, the UTC date is the day before.
  const today = isoDepuisJour(jourParis(new Date()));
  const res = await call(listAudit, { query: { du: today, au: today, limite: '200' }, token: adminToken });
  if (res.statusCode !== 200) throw new Error(`audit illisible : ${res.statusCode}`);
  return res.body.elements as AuditEntry[];
}

type Handler = Parameters<typeof call>[0];

/**
 * The calls of an office-scoped reference list (GET/POST /<liste>, PATCH/DELETE /<liste>/{id}) and
 * the stored entry of an id.
 */
export function appelsListe(
  liste: Liste,
  handlers: { create: Handler; list: Handler; update: Handler; remove: Handler },
) {
  return {
    create: (body: unknown, token: string) => call(handlers.create, { method: 'POST', body, token }),
    list: (token: string, bureaux?: string) =>
      call(handlers.list, { token, ...(bureaux === undefined ? {} : { query: { bureaux } }) }),
    patch: (id: string, body: unknown, token: string) =>
      call(handlers.update, { method: 'PATCH', pathParameters: { id }, body, token }),
    remove: (id: string, body: unknown, token: string) =>
      call(handlers.remove, { method: 'DELETE', pathParameters: { id }, body, token }),
    stored: (id: string) => lireEntree(liste, id),
  };
}

/** Offices Argenteuil and Chartres, an administrator without offices and a secretariat of Argenteuil. */
export async function deuxBureauxEtComptes(): Promise<{
  argenteuil: string;
  chartres: string;
  admin: string;
  secretariat: string;
}> {
  const argenteuil = (await createTestBureau('Argenteuil')).id;
  const chartres = (await createTestBureau('Chartres')).id;
  return {
    argenteuil,
    chartres,
    admin: (await signedIn('administrateur')).token,
    secretariat: (await signedIn('secretariat', [argenteuil])).token,
  };
}
