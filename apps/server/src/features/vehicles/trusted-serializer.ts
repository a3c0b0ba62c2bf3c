import { keysToSnake } from '@kontor/domain/case';

/**
 * For the hot read paths (the vehicle list, the key-list search): their rows are built field by field
 * in the repositories (toVehicle, the key-list entry columns), so nothing unnamed can leak; re-checking
 * 50 rows against zod on every request cost more than the query, so they are only renamed to snake_case.
 */
export const trustedSerializer = () => (data: unknown) => JSON.stringify(keysToSnake(data));
