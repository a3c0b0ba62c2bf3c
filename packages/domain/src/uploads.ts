import { z } from 'zod';

/**
 * The server's upload limits (GET /api/uploads/limits): the one upload control checks the same
 * limits in the browser before sending.
 */
export const uploadLimitsSchema = z.object({
  maxMb: z.number().describe('Per-file size limit in MB'),
  maxFiles: z.number().int().describe('Files per upload'),
  extensions: z.object({ general: z.array(z.string()), images: z.array(z.string()), logo: z.array(z.string()) }),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
