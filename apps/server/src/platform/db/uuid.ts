const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuid columns: a value that is not a uuid names no row, and asking PostgreSQL anyway would
 * fail the cast (a 500) instead of finding nothing (a 404).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
