import { UPLOAD_EXTENSIONS } from '@kontor/domain/constants';
import { jobStartedSchema, jobStatusSchema } from '@kontor/domain/jobs';
import { uploadLimitsSchema } from '@kontor/domain/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { HttpApp } from '../http/create-http-app';
import { uploadJobStatus } from './staged-uploads';

const limitsSchema = z.object({ data: uploadLimitsSchema });

/** Public: the one upload component checks the same limits in the browser before sending. */
export async function uploadsRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/uploads/limits',
    {
      schema: {
        operationId: 'uploadLimits',
        security: [],
        tags: ['platform'],
        summary: 'Upload limits and the allowed extensions of each kind',
        response: { 200: limitsSchema },
      },
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

/** What an upload answers at once (202): the suuid of the job that stores the files. */
export const uploadStartedAnswer = z.object({ data: jobStartedSchema });

type UploadStatusRoute = {
  url: string;
  /** The published operation's name (OpenAPI operationId), unique per route. */
  operationId: string;
  tags: string[];
  summary: string;
  /** The feature's guard (requireCompanyUser): platform knows no users, only whose company asks. */
  caller: (ctx: AppContext, request: FastifyRequest) => Promise<{ companyId: string }>;
};

/** The progress route a feature's uploads are polled at; only the company that started the job sees it. */
export function uploadStatusRoute(app: HttpApp, ctx: AppContext, route: UploadStatusRoute) {
  app.get(
    route.url,
    {
      schema: {
        operationId: route.operationId,
        tags: route.tags,
        security: [{ bearer: [] }],
        summary: route.summary,
        params: z.object({ suuid: z.uuid() }),
        response: { 200: z.object({ data: jobStatusSchema }) },
      },
    },
    async (request) => {
      const { companyId } = await route.caller(ctx, request);
      return { data: await uploadJobStatus(ctx, { companyId, suuid: request.params.suuid }) };
    },
  );
}
