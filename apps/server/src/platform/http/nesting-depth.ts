import { AppError } from './app-error';

/**
 * How deep a request body may nest objects and arrays. Ours nest a handful of levels at most (a
 * trade's lines inside the trade); anything far deeper is an attack on the walks that follow
 * (key renaming, the control-character check), so it is refused before any of them runs.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects or arrays more than `limit` levels deep. Iterative: any depth is safe to ask about. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: object; depth: number }> = [];
  if (value !== null && typeof value === 'object') pending.push({ value, depth: 1 });
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const inner of Object.values(next.value)) {
      if (inner !== null && typeof inner === 'object') pending.push({ value: inner as object, depth: next.depth + 1 });
    }
  }
  return false;
}

/** Throws 400 `5003` (a request that makes no sense) when the body nests deeper than `MAX_BODY_DEPTH`. */
export function refuseDeepNesting(body: unknown): void {
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) throw new AppError('5003', 400);
}
