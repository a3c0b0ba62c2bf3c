import { z } from 'zod';

/**
 * The error envelope as a route's response schema (for OpenAPI, and for the serializer, which drops
 * every key a schema does not name): `fields` maps each refused field to its code, `allowed` lists
 * the values an enumeration field takes, `file` names the upload a refusal is about, `keptUntil` the
 * last day a record whose deletion was refused is kept by law.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    allowed: z.record(z.string(), z.array(z.string())).optional(),
    file: z.string().optional(),
    keptUntil: z.string().optional(),
  }),
});
