import { z } from 'zod';

// A background job (an upload's processing today; generated documents and OCR next) is watched by
// its suuid: every feature's status endpoint answers this one shape, and the web polls it.

const JOB_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;

export const jobStatusSchema = z.object({
  suuid: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  result: z.unknown(),
  error: z.string().nullable(),
});
export type JobStatusView = z.infer<typeof jobStatusSchema>;

/** What a request that starts a job answers at once (202): the suuid to watch it by. */
export const jobStartedSchema = z.object({ suuid: z.string() });
export type JobStarted = z.infer<typeof jobStartedSchema>;
