import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server the bench starts. */
export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
