import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-context';
import { type Database, openDatabase } from '../db/database';
import { PostgresRateLimitStore, sweepRateLimitCounters } from './rate-limit-store';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 4 });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const incr = (store: PostgresRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
  );
const read = (store: PostgresRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!))),
  );

describe('the rate limits in PostgreSQL', () => {
  it('counts a key across stores on the same database (two servers), each route on its own', async () => {
    // Two servers: two stores, each with its own pool, on one database.
    const other = openDatabase(testDb.url, { max: 2 });
    try {
      const a = new PostgresRateLimitStore(database.pool).child({ routeInfo: { method: 'POST', url: '/api/auth/login' } });
      const b = new PostgresRateLimitStore(other.pool).child({ routeInfo: { method: 'POST', url: '/api/auth/login' } });
      const elsewhere = new PostgresRateLimitStore(database.pool).child({ routeInfo: { method: 'POST', url: '/api/x' } });
      const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => incr(i % 2 ? a : b, '192.0.2.1|a@b.de', 60_000)));
      // Concurrent hits from both: each count handed out once, 1 to 20.
      expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
      expect((await read(a, '192.0.2.1|a@b.de')).current).toBe(20);
      expect((await incr(elsewhere, '192.0.2.1|a@b.de', 60_000)).current).toBe(1);
      expect((await read(a, 'unknown')).current).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('starts a new window after the last one ended, and the sweep deletes ended windows', async () => {
    const store = new PostgresRateLimitStore(database.pool, 'windows');
    expect((await incr(store, 'k', 200)).current).toBe(1);
    expect((await incr(store, 'k', 200)).current).toBe(2);
    await expect.poll(async () => (await read(store, 'k')).current, { timeout: 5_000, interval: 50 }).toBe(0);
    expect((await incr(store, 'k', 200)).current).toBe(1);
    await expect.poll(async () => (await read(store, 'k')).current, { timeout: 5_000, interval: 50 }).toBe(0);
    const stop = sweepRateLimitCounters(database.pool, () => undefined);
    stop();
    await expect
      .poll(
        async () =>
          (await database.pool.query('select count(*)::int as n from rate_limit_counters where expires_at < now()')).rows[0].n,
        {
          timeout: 5_000,
        },
      )
      .toBe(0);
  });

  it('stores keys hashed: a bearer token used as a key never lies in the table', async () => {
    const token = 'Bearer eyJhbGciOiJIUzI1NiJ9.secret.signature';
    await incr(new PostgresRateLimitStore(database.pool, 'mail'), token, 60_000);
    const { rows } = await database.pool.query<{ key: string }>('select key_hash as key from rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key) && !row.key.includes('secret'))).toBe(true);
  });
});
