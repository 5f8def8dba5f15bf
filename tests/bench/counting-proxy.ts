// An HTTP proxy in front of DynamoDB Local that counts requests by operation (X-Amz-Target) and the
// items the reads went through (ScannedCount of a Query or Scan, the item of a GetItem, the answers of
// a BatchGetItem): what DynamoDB bills, whatever the handler keeps afterwards.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  endpoint: string;
  reset(): void;
  total(): number;
  summary(): string;
  /** Items read since the last reset. */
  itemsRead(): number;
  stop(): Promise<void>;
}

const LECTURES = new Set(['Query', 'Scan', 'GetItem', 'BatchGetItem']);

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

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const counts = new Map<string, number>();
  let lus = 0;
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const op =
      String(req.headers['x-amz-target'] ?? 'unknown')
        .split('.')
        .pop() ?? 'unknown';
    counts.set(op, (counts.get(op) ?? 0) + 1);
    const fwd = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        if (!LECTURES.has(op)) {
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const body = Buffer.concat(chunks);
          lus += itemsLus(op, body.toString('utf8'));
          res.end(body);
        });
      },
    );
    fwd.on('error', () => res.destroy());
    req.pipe(fwd);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    reset: () => {
      counts.clear();
      lus = 0;
    },
    total: () => [...counts.values()].reduce((s, n) => s + n, 0),
    summary: () => [...counts.entries()].map(([k, v]) => `${k}×${v}`).join(', ') || '-',
    itemsRead: () => lus,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
