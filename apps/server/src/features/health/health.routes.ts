import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { pingDatabase } from '../../platform/db/database';
import type { HttpApp } from '../../platform/http/create-http-app';

const healthSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'down']) }),
});

export async function healthRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'healthCheck',
        security: [],
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await pingDatabase(ctx.database);
      return reply
        .status(databaseUp ? 200 : 503)
        .send({ data: { status: databaseUp ? 'ok' : 'error', database: databaseUp ? 'ok' : 'down' } });
    },
  );
}
