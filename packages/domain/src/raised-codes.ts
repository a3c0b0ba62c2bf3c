import { z } from 'zod';

/**
 * The error codes a schema's own rules raise (a superRefine, or a transform that adds issues): zod
 * keeps those rules as functions whose codes nobody can read, so the schema names them here, and the
 * published API document lists them with the schema's route.
 */
export const raisedCodes = z.registry<{ codes: readonly string[] }>();

/** The schema, recorded as raising these codes from its rules across fields. */
export function raising<T extends z.ZodType>(schema: T, ...codes: string[]): T {
  raisedCodes.add(schema, { codes });
  return schema;
}
