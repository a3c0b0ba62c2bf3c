import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters, one row per key (its window begins with the key's first hit and starts
 * anew with the first hit after it ended), shared by every server on the database so that a limit
 * counts a client's requests however the load balancer spreads them. UNLOGGED (written so in the
 * migration): a counter is worthless after a crash and must not cost WAL on every counted request.
 * Rows whose window ended are deleted by each server's sweep.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /**
   * SHA-256 of the route and the limit's key (an address, an address and e-mail, a bearer token).
   * Not named `…_key`: that suffix marks a column naming a stored file, which the backup collects.
   */
  keyHash: text('key_hash').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
