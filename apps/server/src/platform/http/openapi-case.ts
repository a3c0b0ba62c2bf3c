import { toSnakeKey } from '@kontor/domain/case';

type JsonSchema = { [key: string]: unknown };

/**
 * The zod schemas are camelCase, the wire is snake_case (see the case hooks); the published
 * OpenAPI must show the wire, so property names are renamed the same way.
 */
export function renameProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(renameProperties);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, schema]) => [toSnakeKey(name), renameProperties(schema)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out.required = value.map((name) => (typeof name === 'string' ? toSnakeKey(name) : name));
    } else {
      out[key] = renameProperties(value);
    }
  }
  return out;
}

/**
 * Body, querystring and answers are renamed (the case hooks rename the query's keys too); path
 * parameters are not: their names are the URL template's (`{emailToken}`), never a key on the wire.
 */
export function snakeCaseJsonSchema<T extends { schema: unknown; url: string }>(input: T): T {
  if (!input.schema || typeof input.schema !== 'object') return input;
  const { params, ...rest } = input.schema as JsonSchema;
  const renamed = renameProperties(rest) as JsonSchema;
  return { ...input, schema: params === undefined ? renamed : { ...renamed, params } };
}
