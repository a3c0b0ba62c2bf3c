import fc from 'fast-check';

// The values of the hostile requests (openapi-fuzz.ts): valid by a JSON Schema of the contract, or
// broken in the ways a client can break them, with ids of both companies mixed in.

export type JsonSchema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  default?: unknown;
};

/**
 * The ids the caller draws from: `own` are the caller's company's, `foreign` another company's, by
 * kind (vehicle, customer, trade, serviceInvoice, document, upload, ocrImage, job, user, …).
 */
export type IdPool = { own: Record<string, string[]>; foreign: Record<string, string[]> };

/** Strings that break naive code: control characters, huge ones, unicode, SQL and path syntax, numbers as text. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\uFEFF',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚗',
  'Ä'.repeat(300),
  'x'.repeat(10_000),
  "' or 1=1 --",
  '%',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-00-00',
  '2026-13',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid(),
);

/** Values of the path words that are no ids (the route's kinds), so that some requests reach its logic. */
export function fromPool(pool: IdPool, kind: string | undefined): fc.Arbitrary<string>[] {
  const choices: fc.Arbitrary<string>[] = [];
  const all = (side: Record<string, string[]>) => Object.values(side).flat();
  const own = kind ? (pool.own[kind] ?? []) : [];
  const foreign = kind ? (pool.foreign[kind] ?? []) : [];
  if (own.length > 0) choices.push(fc.constantFrom(...own));
  if (foreign.length > 0) choices.push(fc.constantFrom(...foreign));
  if (all(pool.foreign).length > 0) choices.push(fc.constantFrom(...all(pool.foreign)));
  return choices;
}

const date = fc
  .record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** A string valid by the schema's enum, format, pattern and length, or (sometimes) a pool id for an id field. */
export function validString(schema: JsonSchema, name: string, pool: IdPool): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  const ids = /(^|_)id$/.test(name) && name !== 'vat_id' ? fromPool(pool, undefined) : [];
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), ...ids);
  const minLength = schema.minLength ?? 0;
  const limit = schema.maxLength ?? Infinity;
  const maxLength = Math.max(minLength, Math.min(limit, 40));
  // Cut to the schema's length, never filtered: a filter that rarely passes (an e-mail address in
  // 8 characters) would draw for ever.
  const fit = (s: string) => (s.length > limit ? s.slice(0, limit) : s.padEnd(minLength, 'x'));
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) return fc.stringMatching(pattern, { size: 'small' }).map(fit);
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }).map(fit),
    date.map(fit),
    fc.emailAddress({ size: 'small' }).map(fit),
    ...ids,
  );
}

export function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const low = schema.minimum ?? -1e9;
  const high = schema.maximum ?? 1e9;
  if (integer) {
    const min = Math.max(low, -2_147_483_648) + (schema.exclusiveMinimum ? 1 : 0);
    const max = Math.min(high, 2_147_483_647);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  return fc.double({
    min: Math.max(low, -1e12),
    max: Math.min(high, 1e12),
    minExcluded: Boolean(schema.exclusiveMinimum),
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A value valid by a JSON Schema (the document's dialect, OpenAPI 3.0: nullable, boolean exclusiveMinimum). */
export function validValue(schema: JsonSchema, pool: IdPool, at: Place = { name: '', depth: 0 }): fc.Arbitrary<unknown> {
  const value = validNonNull(schema, pool, at);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

/** Where a value is: its property's name (an id field draws pool ids) and how deep it nests. */
type Place = { name: string; depth: number };

function validNonNull(schema: JsonSchema, pool: IdPool, { name, depth }: Place): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => validValue(branch, pool, { name, depth })));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, name, pool);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, pool, { name, depth: depth + 1 }), {
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, pool, { name: key, depth: depth + 1 })]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the wrong type for anything. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0, 2 ** 53 + 1),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The ways a body is broken: one key's value replaced, a required key left out, keys added, nesting, not an object. */
export type Mutation =
  | { kind: 'wrong'; key: number; value: unknown }
  | { kind: 'drop'; key: number }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'huge'; key: number }
  | { kind: 'deep'; depth: number }
  | { kind: 'replace'; value: unknown }
  | { kind: 'text'; text: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrong' as const), key: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('drop' as const), key: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    name: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'company_id', 'id', 'user_id', 'status'), fc.string()),
    value: wrongValue,
  }),
  fc.record({ kind: fc.constant('huge' as const), key: fc.nat() }),
  fc.record({ kind: fc.constant('deep' as const), depth: fc.integer({ min: 20, max: 5000 }) }),
  fc.record({ kind: fc.constant('replace' as const), value: wrongValue }),
  fc.record({
    kind: fc.constant('text' as const),
    text: fc.constantFrom('{', '{"a":', 'null', '""', '[', '\u0000', '{"a":1}garbage', '\uFEFF{}', ''),
  }),
);

/** JSON text nesting objects and arrays `depth` levels deep, written as text (no deep value is ever built). */
function nestedText(depth: number): string {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? '[' : '{"a":')).join('');
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? ']' : '}'))
    .reverse()
    .join('');
  return `${open}"deep"${close}`;
}

/** The body as JSON text after the mutation. */
export function mutate(body: unknown, change: Mutation): string {
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const keys = Object.keys(object);
  const at = (index: number) => keys[index % Math.max(keys.length, 1)];
  switch (change.kind) {
    case 'wrong': {
      const key = at(change.key);
      if (key) object[key] = change.value;
      else object.value = change.value;
      return JSON.stringify(object);
    }
    case 'drop': {
      const key = at(change.key);
      if (key) delete object[key];
      return JSON.stringify(object);
    }
    case 'extra':
      // Written into the text, so a key like __proto__ reaches the parser as a key.
      return JSON.stringify(object).replace(
        /^\{/,
        `{${JSON.stringify(change.name)}:${JSON.stringify(change.value)}${keys.length ? ',' : ''}`,
      );
    case 'huge': {
      const key = at(change.key) ?? 'value';
      object[key] = 'Ü'.repeat(200_000);
      return JSON.stringify(object);
    }
    case 'deep': {
      const key = at(0) ?? 'value';
      object[key] = '\u0000deep\u0000';
      return JSON.stringify(object).replace(JSON.stringify(object[key]), nestedText(change.depth));
    }
    case 'replace':
      return JSON.stringify(change.value) ?? 'null';
    case 'text':
      return change.text;
  }
}
