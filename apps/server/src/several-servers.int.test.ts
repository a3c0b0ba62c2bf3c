import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './features/auth/auth.routes';
import { createUserWithPassword, PASSWORD } from './test/auth-factories';
import { sellableVehicle } from './test/documents-factories';
import { createCompanyUser } from './test/factories';
import { type Bundle, bundleProcesses, type RunningProcess, startProcess } from './test/processes';
import { useTestContext } from './test/test-context';

// Two API servers (JOBS=off) and one worker, real processes on one database and one DATA_DIR, as
// behind a load balancer: they must behave as one server.

const t = useTestContext({ workJobs: false });
const processes: RunningProcess[] = [];
let a: RunningProcess;
let b: RunningProcess;
let webDist: string;
let bundle: Bundle | undefined;

beforeAll(async () => {
  // The servers serve a web build; an empty page stands for it (the API is what is tested).
  webDist = mkdtempSync(path.join(tmpdir(), 'kontor-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="de"><body></body></html>');
  const env = {
    DATABASE_URL: t.ctx.database.url,
    DATA_DIR: t.dataDir,
    // The test context signs its users' tokens with this secret; every process must share it.
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    WEB_DIST: webDist,
    PORT: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    EVATR_URL: 'http://127.0.0.1:2/app/v1/abfrage',
  };
  bundle = await bundleProcesses();
  // One first, so that the others find the database migrated and the key list read.
  a = await startProcess(bundle, 'server', { env: { ...env, JOBS: 'off' } });
  processes.push(a);
  const others = await Promise.all([
    startProcess(bundle, 'server', { env: { ...env, JOBS: 'off' } }),
    startProcess(bundle, 'worker', { env }),
  ]);
  processes.push(...others);
  b = others[0];
}, 400_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  bundle?.remove();
  rmSync(webDist, { recursive: true, force: true });
});

async function post(
  server: RunningProcess,
  route: string,
  { body = {}, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function get(server: RunningProcess, route: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${route}`, { headers });
  return { status: response.status, json: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Polls a job's status on `server` until it ended (bounded by the test's timeout). */
async function finished(server: RunningProcess, suuid: string, headers: Record<string, string>) {
  for (;;) {
    const { json } = await get(server, `/api/user/vehicles/uploading-documents-status/${suuid}`, headers);
    if (json.data.status === 'DONE' || json.data.status === 'FAILED') return json.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two API servers and a worker on one database', () => {
  it('count a rate limit across both servers: login attempts split over them meet the limit at its total', async () => {
    const user = await createUserWithPassword(t);
    const attempt = (server: RunningProcess) =>
      post(server, '/api/auth/login', { body: { email: user.email, password: 'Wrong#2024' } });
    const answers = [];
    for (let i = 0; i < RATE_LIMITS.login.max; i += 1) answers.push(await attempt(i % 2 ? b : a));
    expect(answers.map((answer) => answer.status)).toEqual(Array(RATE_LIMITS.login.max).fill(422));
    // Either server now refuses the next one, the right password included.
    expect((await attempt(a)).status).toBe(429);
    expect((await post(b, '/api/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(429);
  });

  it('refuse on one server a refresh token rotated on the other, and end its login', async () => {
    const user = await createUserWithPassword(t);
    const login = await post(a, '/api/auth/login', { body: { email: user.email, password: PASSWORD, remember_me: false } });
    expect(login.status).toBe(200);
    const first = login.json.data.refresh_token as string;
    const rotated = await post(a, '/api/auth/refresh', { body: { refresh_token: first } });
    expect(rotated.status).toBe(200);
    expect((await post(b, '/api/auth/refresh', { body: { refresh_token: first } })).status).toBe(401);
    // The reuse ended the whole login: the token handed out on A is refused too.
    expect((await post(b, '/api/auth/refresh', { body: { refresh_token: rotated.json.data.refresh_token } })).status).toBe(401);
  });

  it('have a document queued through one server made by the worker, and read on the other', async () => {
    const dealer = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    const started = await post(a, `/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`, {
      headers: dealer.headers,
    });
    expect(started.status).toBe(202);
    const status = await finished(b, started.json.data.suuid as string, dealer.headers);
    expect(status).toMatchObject({ status: 'DONE', result: { document_type: 'INVOICE' } });
    // The servers only queue (JOBS=off): the worker made it, and the other server lists it.
    const file = await fetch(`${b.url}/api/user/vehicles/${vehicleId}/documents/generated`, { headers: dealer.headers });
    expect(((await file.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('number invoices issued through both servers at once without a gap or a double', async () => {
    const dealer = await createCompanyUser(t);
    const vehicles = [];
    for (let i = 0; i < 20; i += 1) vehicles.push((await sellableVehicle(t, { user: dealer })).vehicleId);
    const issued = await Promise.all(
      vehicles.map(async (vehicleId, i) => {
        const server = i % 2 ? b : a;
        const started = await post(server, `/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`, {
          headers: dealer.headers,
        });
        expect(started.status).toBe(202);
        return finished(server, started.json.data.suuid as string, dealer.headers);
      }),
    );
    expect(issued.every((status) => status.status === 'DONE')).toBe(true);
    const numbers = issued.map((status) => status.result.number as string);
    expect(new Set(numbers).size).toBe(20);
    // The same prefix, and the running numbers one after another.
    const running = numbers.map((number) => Number(/(\d+)$/.exec(number)![1])).sort((x, y) => x - y);
    expect(running).toEqual(Array.from({ length: 20 }, (_, i) => running[0]! + i));
    expect(new Set(numbers.map((number) => number.replace(/\d+$/, ''))).size).toBe(1);
  });
});
