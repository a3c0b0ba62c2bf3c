// `npm run test:e2e [playwright args]`: builds the server and the web app into folders of this
// run's own (so that parallel runs and edits never swap files under a running server), starts the
// app from them on a free port with a fresh DATA_DIR (its own embedded PostgreSQL and mail folder),
// and runs the Playwright journeys against it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { buildWeb, serverBuildOptions } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

// The server bundle must sit below apps/server, where it finds its migrations.
const serverOut = path.join(root, 'apps/server', `.build-e2e-${process.pid}`);
const webOut = path.join(root, 'apps/web', `.build-e2e-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-e2e-'));
let status;
try {
  await esbuild.build(serverBuildOptions(serverOut));
  await buildWeb(webOut);
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SERVER_ENTRY: path.join(serverOut, 'main.js'),
    E2E_WEB_DIST: webOut,
    E2E_OUTPUT_DIR: path.join(root, 'e2e/.artifacts', `results-${process.pid}`),
  };
  const started = Date.now();
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  console.log(`e2e wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  status = result.status ?? 1;
} finally {
  for (const dir of [serverOut, webOut, dataDir]) rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
