import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

type Db = NodePgDatabase;
/** A transaction handle has the same query surface as the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** What runs a plain (named, prepared) statement: the pool, or one of its clients. */
export type Queryable = Pick<pg.Pool, 'query'>;

export type Database = {
  url: string;
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
};

// DATE columns stay 'YYYY-MM-DD' strings: a calendar day has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// BIGINT (counts, byte sizes) fits a JS number for everything we store.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(url: string, options: { max?: number } = {}): Database {
  // The app's own prepared statements (the vehicle list's and the guard's, each named; Drizzle's are
  // unnamed and planned on every run) always run their generic plan. PostgreSQL would otherwise plan
  // the first five runs on each connection for their values, and such a plan was the slow one: for the
  // list of 10 000 vehicles among 18 000 it read the whole stock through the partial VIN index (which
  // `status = 'CURRENT'` proves) and sorted it, 10–18 ms a page against 1–1.5 ms generic, and the
  // planning alone took 1–3 ms a run (docs/perf/vehicle-list.md, change 13). The generic plans are
  // the ones vehicle-list-plans.int.test.ts checks. Idle connections are kept for minutes, not pg's
  // default 10 s, so that a dealer's pauses do not make every page parse and plan its statement
  // anew; TCP keep-alive finds a connection that a network cut while it idled.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 5 * 60_000,
    keepAlive: true,
    application_name: 'kontor',
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // A client that loses its connection must not crash the process: an idle one (the pool's 'error'),
  // nor one checked out between two statements (a transaction while a key-list import reads its next
  // rows), whose 'error' pg leaves to its holder. Its next statement fails, and the pool drops it on
  // release (no longer queryable).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool);
  return { url, pool, db, close: () => pool.end() };
}

/**
 * Whether the database answers within `timeoutMs`: a server that is down refuses at once, but one
 * cut off by the network (or a pool waiting for a connection) would hold the health check open for
 * as long as the load balancer waits, rather than answer that this server cannot serve now.
 */
export async function pingDatabase(database: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = database.pool.query('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The PostgreSQL error behind a query's failure: drizzle wraps the driver's error as its cause. */
function pgErrorOf(error: unknown): { code?: unknown; constraint?: unknown } {
  const fieldsOf = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown; constraint?: unknown }) : {});
  const own = fieldsOf(error);
  return typeof own.code === 'string' ? own : fieldsOf((error as { cause?: unknown } | undefined)?.cause);
}

/**
 * True when PostgreSQL refused a delete because another row still references the target:
 * foreign_key_violation (23503) or, for ON DELETE RESTRICT on PostgreSQL 17+, restrict_violation
 * (23001).
 */
export function isStillReferenced(error: unknown): boolean {
  const { code } = pgErrorOf(error);
  return code === '23503' || code === '23001';
}

/** True when PostgreSQL refused a row as a duplicate (unique_violation 23505), of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgErrorOf(error);
  return found.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

// Connection refused or cut, the server shutting down or starting (SQLSTATE class 08, 57P01-57P03).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

/**
 * True when a query failed because PostgreSQL could not be reached (down, restarting, the network
 * cut), not because of the query: a passing outage the client may retry, not our bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code } = pgErrorOf(error);
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const messages = [error, (error as { cause?: unknown } | undefined)?.cause].map((e) => (e instanceof Error ? e.message : ''));
  return messages.some((message) => /^Connection terminated/.test(message));
}
