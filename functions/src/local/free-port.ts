// Asks the OS for a free TCP port (listen on 0, read it, close). Used for child processes such as
// DynamoDB Local that need an explicit port number.
import { createServer } from 'node:net';

export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('Aucun port libre trouvé.'))));
    });
  });
}
