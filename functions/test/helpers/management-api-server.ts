// A real HTTP server that speaks the API Gateway management API the way the SDK calls it
// (POST/DELETE /@connections/{id}); connections it does not know answer 410 GoneException.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ManagementApiServer {
  endpoint: string;
  /** Frames received per connection id, parsed from JSON. */
  frames: Map<string, unknown[]>;
  deleted: string[];
  open(connectionId: string): void;
  /** The connection disappears without a $disconnect: the next call answers 410 GoneException. */
  forget(connectionId: string): void;
  close(): Promise<void>;
}

export async function startManagementApiServer(): Promise<ManagementApiServer> {
  const live = new Set<string>();
  const frames = new Map<string, unknown[]>();
  const deleted: string[] = [];
  const server: Server = createServer((req, res) => {
    const match = /\/@connections\/([^/?]+)/.exec(req.url ?? '');
    const id = match ? decodeURIComponent(match[1]!) : '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!live.has(id)) {
        res.writeHead(410, { 'x-amzn-errortype': 'GoneException', 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Gone' }));
        return;
      }
      if (req.method === 'DELETE') {
        live.delete(id);
        deleted.push(id);
      } else if (req.method === 'POST') {
        frames.set(id, [...(frames.get(id) ?? []), JSON.parse(Buffer.concat(chunks).toString('utf8'))]);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    frames,
    deleted,
    open: (id) => live.add(id),
    forget: (id) => live.delete(id),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts a management API before the file's tests with WS_MANAGEMENT_ENDPOINT pointed at it, closes it
 * after; answers the running server (call it inside tests or hooks).
 */
export function useManagementApi(): () => ManagementApiServer {
  let api: ManagementApiServer | undefined;
  beforeAll(async () => {
    api = await startManagementApiServer();
    process.env.WS_MANAGEMENT_ENDPOINT = api.endpoint;
  });
  afterAll(async () => {
    delete process.env.WS_MANAGEMENT_ENDPOINT;
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('management API not started (useManagementApi is for test files)');
    return api;
  };
}
