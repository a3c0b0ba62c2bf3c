import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * The rate limits' counters in PostgreSQL (table rate_limit_counters), so that every API server on
 * the database counts the same requests: a client whose login attempts the load balancer spreads
 * over two servers meets the limit at its total, not twice it. One statement a counted request: an
 * upsert that counts the hit in the key's window, or opens a new window when the last one ended, and
 * answers the count and the milliseconds left. The window begins with the first hit, as the
 * in-memory store counts, by the database's clock, which every server shares.
 */

/** What @fastify/rate-limit asks of a store (its FastifyRateLimitStore, called with callbacks). */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type Route = { method?: string | string[]; url?: string };

// now() is the transaction's start: a request that began before the one that opened the window
// sees a little more than the window left, hence the clamp.
const INCREMENT = {
  name: 'rate-limit-incr',
  text: `INSERT INTO rate_limit_counters AS c (key_hash, window_start, hits, expires_at)
    VALUES ($1, now(), 1, now() + $2::int * interval '1 millisecond')
    ON CONFLICT (key_hash) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
      window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
      expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
    RETURNING hits, least($2::int, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000)))::int AS ttl`,
};

const READ = {
  name: 'rate-limit-read',
  text: `SELECT hits, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::int AS ttl
    FROM rate_limit_counters WHERE key_hash = $1 AND expires_at > now()`,
};

const SWEEP = 'DELETE FROM rate_limit_counters WHERE expires_at < now()';

/** How often each server deletes the windows that ended (any server's sweep serves all). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

export class PostgresRateLimitStore {
  constructor(
    private readonly pool: Queryable,
    /** Tells one route's counters from another's that use the same key (the client's address). */
    private readonly prefix = '',
  ) {}

  private keyOf(key: string): string {
    // Hashed: a key may be a bearer token, which must not lie in a table in the clear.
    return createHash('sha256').update(`${this.prefix}|${key}`).digest('hex');
  }

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    this.pool.query<{ hits: number; ttl: number }>({ ...INCREMENT, values: [this.keyOf(key), timeWindow] }).then(
      ({ rows: [row] }) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: StoreCallback): void {
    this.pool.query<{ hits: number; ttl: number }>({ ...READ, values: [this.keyOf(key)] }).then(
      ({ rows: [row] }) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? 0 }),
      (error: Error) => callback(error),
    );
  }

  /** The store of one route's limit: the plugin hands over the route's merged options (routeInfo: the route). */
  child(options: object): PostgresRateLimitStore {
    const { method, url } = (options as { routeInfo?: Route }).routeInfo ?? {};
    return new PostgresRateLimitStore(this.pool, `${this.prefix}${[method].flat().join(',')} ${url ?? ''}`);
  }
}

/** The store's class as @fastify/rate-limit wants it (it makes the store itself, with its own options). */
export function postgresRateLimitStore(pool: Queryable) {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(pool);
    }
  };
}

/** Deletes the ended windows now and every `RATE_LIMIT_SWEEP_MS`; returns the stop. */
export function sweepRateLimitCounters(pool: Queryable, log: (message: string) => void): () => void {
  const sweep = () => void pool.query(SWEEP).catch((error: unknown) => log(`rate limits: sweep failed: ${String(error)}`));
  sweep();
  const timer = setInterval(sweep, RATE_LIMIT_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
