// `npm run bench`: starts the built app cold (fresh DATA_DIR, embedded PostgreSQL included), then
// runs every suite in bench/suites against it. Each figure is printed as `name: value unit`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from '../scripts/build.mjs';
import { freePort } from './free-port.mjs';
import { serverNodeOptions } from '../scripts/server-node-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function figure(name, value, unit) {
  console.log(`${name}: ${value} ${unit}`);
}

async function waitHealthy(baseUrl, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

await ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-bench-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// The server runs with the Node options `npm start` gives it.
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  // An installation has a support inbox; without one the support form answers 503 by design.
  SUPPORT_EMAIL: process.env.SUPPORT_EMAIL || 'support@kontor.example.de',
  NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
};

const coldStarted = performance.now();
const server = spawn('node', [path.join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
// A suite that crashes the runner must not leave the server (and its embedded PostgreSQL) running.
process.once('exit', () => server.kill('SIGTERM'));
try {
  await waitHealthy(baseUrl, server);
  figure('cold_start_to_healthy', Math.round(performance.now() - coldStarted), 'ms');

  // `npm run bench -- vehicle` runs only the suites whose file name contains one of the words.
  const only = process.argv.slice(2);
  const suites = readdirSync(path.join(root, 'bench/suites'))
    .filter((f) => f.endsWith('.mjs') && (only.length === 0 || only.some((word) => f.includes(word))))
    .sort();
  for (const suite of suites) {
    const { run } = await import(pathToFileURL(path.join(root, 'bench/suites', suite)).href);
    await run({ baseUrl, dataDir, figure, serverPid: server.pid });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
