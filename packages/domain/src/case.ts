// The wire speaks snake_case, the code camelCase; these two walk a JSON value and rename its keys.
// Values (including strings that look like keys) are never touched. The walk recurses: request
// bodies nested deeper than a few dozen levels are refused before it runs (platform/http
// nesting-depth.ts), and answers are ours.

export function toSnakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[rename(key)] = renameKeys(inner, rename);
  return out;
}

/**
 * The same few dozen keys are renamed on every answer (50 vehicles × 30 fields on a list page), so
 * each rename is remembered. Bounded: keys of a request body are the client's choice.
 */
function remembered(rename: (key: string) => string, limit = 2000): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let renamed = known.get(key);
    if (renamed === undefined) {
      renamed = rename(key);
      if (known.size < limit) known.set(key, renamed);
    }
    return renamed;
  };
}

const snakeKey = remembered(toSnakeKey);
const camelKey = remembered(toCamelKey);

export function keysToSnake<T = unknown>(value: unknown): T {
  return renameKeys(value, snakeKey) as T;
}

export function keysToCamel<T = unknown>(value: unknown): T {
  return renameKeys(value, camelKey) as T;
}
