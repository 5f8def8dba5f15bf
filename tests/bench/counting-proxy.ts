// An HTTP proxy in front of DynamoDB Local that counts requests by operation (X-Amz-Target) and the
// items the reads went through (ScannedCount of a Query or Scan, the item of a GetItem, the answers of
// a BatchGetItem): what DynamoDB bills, whatever the handler keeps afterwards. It also asks every data
// call for its consumed capacity (ReturnConsumedCapacity TOTAL, added when the caller did not ask) and
// sums the read and write units DynamoDB Local answers, the units an on-demand table bills. The local
// stream's polls (DynamoDB Streams: GetRecords, GetShardIterator…; on AWS the Lambda service's reads,
// free for a trigger and no call's) are forwarded uncounted: a slower call would otherwise count more.
// So are the reads of the open WebSocket connections (the `CONNEXIONS` partition): the change notifier
// makes them for each batch of the stream, in process here but its own Lambda on AWS, so they belong
// to no measured call (a call that follows many writes would otherwise count the notifier's backlog).
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  endpoint: string;
  reset(): void;
  total(): number;
  summary(): string;
  /** Items read since the last reset. */
  itemsRead(): number;
  /** Read and write capacity units consumed since the last reset. */
  capacity(): { rcu: number; wcu: number };
  stop(): Promise<void>;
}

const LECTURES = new Set(['Query', 'Scan', 'GetItem', 'BatchGetItem']);
const LECTURES_CAPACITE = new Set([...LECTURES, 'TransactGetItems']);
const ECRITURES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** A Query of the open connections' partition: the change notifier's (see above). */
function duNotificateur(op: string, body: Buffer): boolean {
  if (op !== 'Query') return false;
  try {
    const input = JSON.parse(body.toString('utf8')) as {
      ExpressionAttributeValues?: Record<string, { S?: string }>;
    };
    return Object.values(input.ExpressionAttributeValues ?? {}).some((v) => v.S === 'CONNEXIONS');
  } catch {
    return false;
  }
}

/** The request body with ReturnConsumedCapacity TOTAL when it is a data call that did not ask. */
function demanderCapacite(op: string, body: Buffer): Buffer {
  if (!LECTURES_CAPACITE.has(op) && !ECRITURES.has(op)) return body;
  try {
    const input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    if (input.ReturnConsumedCapacity !== undefined) return body;
    return Buffer.from(JSON.stringify({ ...input, ReturnConsumedCapacity: 'TOTAL' }));
  } catch {
    return body;
  }
}

/** The capacity units of an answer (one ConsumedCapacity, or one per table for batches and transactions). */
function unitesConsommees(body: string): number {
  try {
    const out = JSON.parse(body) as {
      ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
    };
    const consommee = out.ConsumedCapacity;
    const liste = Array.isArray(consommee) ? consommee : consommee ? [consommee] : [];
    return liste.reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
  } catch {
    return 0;
  }
}

function itemsLus(op: string, body: string): number {
  try {
    const out = JSON.parse(body) as {
      ScannedCount?: number;
      Item?: unknown;
      Responses?: Record<string, unknown[]>;
    };
    if (op === 'Query' || op === 'Scan') return out.ScannedCount ?? 0;
    if (op === 'GetItem') return out.Item ? 1 : 0;
    return Object.values(out.Responses ?? {}).reduce((s, items) => s + items.length, 0);
  } catch {
    return 0;
  }
}

/** '12.5 RCU / 3 WCU': the capacity units consumed since the proxy's last reset. */
export function unitesDeCapacite(proxy: CountingProxy): string {
  const { rcu, wcu } = proxy.capacity();
  const u = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return `${u(rcu)} RCU / ${u(wcu)} WCU`;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const counts = new Map<string, number>();
  let lus = 0;
  let rcu = 0;
  let wcu = 0;
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const cible = String(req.headers['x-amz-target'] ?? 'unknown');
    const op = cible.split('.').pop() ?? 'unknown';
    const morceaux: Buffer[] = [];
    req.on('data', (c: Buffer) => morceaux.push(c));
    req.on('end', () => {
      const brut = Buffer.concat(morceaux);
      const compte = !cible.startsWith('DynamoDBStreams') && !duNotificateur(op, brut);
      if (compte) counts.set(op, (counts.get(op) ?? 0) + 1);
      const corps = compte ? demanderCapacite(op, brut) : brut;
      const transmettre = (reprise: boolean): void => {
        const fwd = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'content-length': String(corps.length) },
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            if (!compte || (!LECTURES_CAPACITE.has(op) && !ECRITURES.has(op))) {
              up.pipe(res);
              return;
            }
            const chunks: Buffer[] = [];
            up.on('data', (c: Buffer) => chunks.push(c));
            up.on('end', () => {
              const body = Buffer.concat(chunks);
              const texte = body.toString('utf8');
              if (LECTURES.has(op)) lus += itemsLus(op, texte);
              if (ECRITURES.has(op)) wcu += unitesConsommees(texte);
              else rcu += unitesConsommees(texte);
              res.end(body);
            });
          },
        );
        // A kept-alive connection DynamoDB Local closed as it was reused: sent once more on a new one
        // (what Node's documentation advises), instead of failing the caller's request.
        fwd.on('error', (error: NodeJS.ErrnoException) => {
          if (!reprise && fwd.reusedSocket && error.code === 'ECONNRESET') transmettre(true);
          else res.destroy();
        });
        fwd.end(corps);
      };
      transmettre(false);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    reset: () => {
      counts.clear();
      lus = 0;
      rcu = 0;
      wcu = 0;
    },
    total: () => [...counts.values()].reduce((s, n) => s + n, 0),
    summary: () => [...counts.entries()].map(([k, v]) => `${k}×${v}`).join(', ') || '-',
    itemsRead: () => lus,
    capacity: () => ({ rcu, wcu }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
