import type { FastifyRequest } from 'fastify';
import { conflict } from './app-error';

// Optimistic concurrency for edits (two tabs, two people): a client that read a record sends its
// `updated_at` back as `If-Match: "<ISO time>"` with the change, and the change is refused with
// 409 9541 when the record was changed since, instead of silently overwriting the other change.
// Without the header a change goes through as before (API clients that do not track versions).

/**
 * The version the client made its change on, or null when it sent none. Times compare to the
 * millisecond: JSON carries milliseconds, PostgreSQL keeps microseconds (repositories compare
 * `date_trunc('milliseconds', updated_at)`).
 */
export function expectedVersionOf(request: FastifyRequest): Date | null {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '' || header.trim() === '*') return null;
  const value = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  const time = new Date(value);
  // An unreadable version cannot match any record: the change is refused rather than let through.
  if (Number.isNaN(time.getTime())) throw changedMeanwhile();
  return time;
}

/** The record is not the version the change was made on. */
export function changedMeanwhile() {
  return conflict('9541');
}
