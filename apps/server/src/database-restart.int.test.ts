import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './features/auth/password-hash';
import { systemClock } from './platform/clock';
import type { AppContext } from './platform/context';
import { openDatabase } from './platform/db/database';
import { ensureDatabase, startEmbeddedPostgres } from './platform/db/embedded-postgres';
import { createJobs } from './platform/jobs/jobs';
import { heldJob } from './test/held-job';
import { type Bundle, bundleProcesses, type RunningProcess, startProcess } from './test/processes';

// PostgreSQL stopped and started again under a server and a worker (an embedded server this test
// owns, never the shared one), while the server imports the key list: health answers 503 meanwhile,
// and both recover without a restart.

const PASSWORD = 'Sicher#2024';
let dir: string;
let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let port: number;
let url: string;
let bundle: Bundle | undefined;
const processes: RunningProcess[] = [];
let server: RunningProcess;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kontor-restart-'));
  postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'pg') });
  port = Number(new URL(postgres.url()).port);
  await ensureDatabase(postgres.url(), 'kontor');
  url = postgres.url('kontor');
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="de"><body></body></html>');
  bundle = await bundleProcesses(['test/held-job-worker.ts']);
  const env = {
    DATABASE_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    WEB_DIST: webDist,
    PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  };
  server = await startProcess(bundle, 'server', { env: { ...env, JOBS: 'off' } });
  processes.push(server);
  processes.push(await startProcess(bundle, 'worker', { env, entry: 'held-job-worker' }));
}, 400_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await postgres?.stop();
  bundle?.remove();
  rmSync(dir, { recursive: true, force: true });
});

const health = async () => (await fetch(`${server.url}/api/health`)).status;
const login = async (email: string) =>
  (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, remember_me: false }),
    })
  ).status;

describe('PostgreSQL stopped and started again', () => {
  it('answers health 503 meanwhile; the server and the worker carry on without a restart', async () => {
    const email = 'restart@example.de';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `insert into users (public_id, email, phone, password_hash, status) values ('K-RESTART1', $1, '+4915112345678', $2, 'VERIFIED')`,
      [email, await hashPassword(PASSWORD)],
    );
    await admin.query('create table test_job_effects (suuid uuid not null)');
    await admin.end();
    expect(await health()).toBe(200);
    expect(await login(email)).toBe(200);

    // Load while the database goes away and comes back: logins and health checks, four at a time.
    let loading = true;
    const answers: number[] = [];
    const load = Array.from({ length: 4 }, async (_, i) => {
      while (loading) answers.push(await (i % 2 ? health() : login(email)).catch(() => 0));
    });

    // Stopped while the server imports the key list: its transaction holds a checked-out client
    // between two statements, whose lost connection must not end the process either.
    await expect
      .poll(() => /key list: \d+ of \d+ rows stored/.test(server.output()), { timeout: 120_000, interval: 5 })
      .toBe(true);
    await postgres.stop();
    await expect.poll(health, { timeout: 30_000, interval: 200 }).toBe(503);
    postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port });
    await expect.poll(health, { timeout: 60_000, interval: 200 }).toBe(200);
    await expect.poll(() => login(email), { timeout: 30_000, interval: 200 }).toBe(200);
    loading = false;
    await Promise.all(load);
    // The server kept answering (no connection refused: it did not crash): while the database was
    // away, health and logins alike answered 503 (5017 for a login), never 500.
    expect(answers).toContain(503);
    expect([...new Set(answers)].sort()).toEqual([200, 503]);

    // The worker's job runner is back too: a job queued now is done.
    const database = openDatabase(url, { max: 2 });
    const jobs = createJobs(database);
    const ctx = { database, clock: systemClock } as unknown as AppContext;
    jobs.register(heldJob(ctx));
    await jobs.start({ work: false });
    try {
      const suuid = await jobs.enqueue(heldJob(ctx), {}, { companyId: null });
      await expect
        .poll(async () => (await database.pool.query('select status from job_runs where suuid = $1', [suuid])).rows[0]?.status, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe('DONE');
    } finally {
      await jobs.stop();
      await database.close();
    }
  }, 300_000);
});
