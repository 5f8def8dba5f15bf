// An HTTP proxy in front of DynamoDB Local that counts requests by operation (X-Amz-Target).
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  endpoint: string;
  reset(): void;
  total(): number;
  summary(): string;
  stop(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const counts = new Map<string, number>();
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
        up.pipe(res);
      },
    );
    fwd.on('error', () => res.destroy());
    req.pipe(fwd);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    reset: () => counts.clear(),
    total: () => [...counts.values()].reduce((s, n) => s + n, 0),
    summary: () => [...counts.entries()].map(([k, v]) => `${k}×${v}`).join(', ') || '-',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
