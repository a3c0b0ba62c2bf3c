import { UPLOAD_EXTENSIONS } from '@kontor/domain/constants';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { HttpApp } from '../http/create-http-app';

const limitsSchema = z.object({
  data: z.object({
    maxMb: z.number().describe('Per-file size limit in MB'),
    maxFiles: z.number().int().describe('Files per upload'),
    extensions: z.object({ general: z.array(z.string()), images: z.array(z.string()), logo: z.array(z.string()) }),
  }),
});

/** Public: the one upload component checks the same limits in the browser before sending. */
export async function uploadsRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/uploads/limits',
    {
      schema: { tags: ['platform'], summary: 'Upload limits and the allowed extensions of each kind', response: { 200: limitsSchema } },
    },
    async () => ({
      data: {
        maxMb: ctx.config.uploadMaxBytes / 1024 / 1024,
        maxFiles: ctx.config.uploadMaxFiles,
        extensions: {
          general: [...UPLOAD_EXTENSIONS.general],
          images: [...UPLOAD_EXTENSIONS.images],
          logo: [...UPLOAD_EXTENSIONS.logo],
        },
      },
    }),
  );
}
