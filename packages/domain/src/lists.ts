import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, TEXT_MAX } from './constants';
import { tooLongCode } from './text-limits';

// What every paged list answers beside its rows, and how a list's query is read from a URL.

/**
 * The page and search of a list's query: a per_page over 100 or a page below 1 is
 * refused like any bad field (422, naming it); an empty search is no search.
 */
export const listQueryFields = {
  page: z.coerce.number({ error: '5003' }).int('5003').min(1, '5003').default(1),
  perPage: z.coerce.number({ error: '5003' }).int('5003').min(1, '5003').max(MAX_PAGE_SIZE, '5003').default(PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(TEXT_MAX, tooLongCode(TEXT_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
};

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
