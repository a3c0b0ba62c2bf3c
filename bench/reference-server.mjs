// What every bare reference of a bench shares: node:http answering JSON on a free port of
// 127.0.0.1 (printed once listening, as reference-process.mjs reads it), keep-alive as the server's,
// and a clean stop on SIGTERM. The reference's own work is `answer`: one statement, no framework.
import http from 'node:http';

/** Serves `answer(request)` as JSON; `pool` is ended on SIGTERM. */
export function serveReference(pool, answer) {
  const server = http.createServer(async (request, response) => {
    try {
      const body = JSON.stringify(await answer(request));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}
