import { z } from 'zod';

// What every paged list answers beside its rows, and how a list's query is read from a URL.

export const listMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/**
 * Reads a list query the way a link may carry it: a field that does not pass the schema falls back
 * to its default (or is left out), so a stale or hand-edited URL still shows a list instead of an error.
 */
export function parseListQuery<T extends z.ZodObject>(schema: T, input: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const refused = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], undefined]));
  return schema.parse({ ...input, ...refused });
}
