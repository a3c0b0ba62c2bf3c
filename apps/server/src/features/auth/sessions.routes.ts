import { userSessionSchema } from '@kontor/domain/accounts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireUser, sessionIdOfRequest } from './auth.guard';
import { endSession, listSessions } from './sessions.service';

const bearer = [{ bearer: [] }];

/** The signed-in user's logins: which devices are signed in, and ending any of them. */
export async function sessionsRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/sessions',
    {
      schema: {
        operationId: 'userSessionsList',
        tags: ['user'],
        summary: 'The user’s active logins (device, start, last use; the asking one marked current), last used first',
        security: bearer,
        response: { 200: z.object({ data: z.array(userSessionSchema) }) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { data: await listSessions(ctx, user.id, sessionIdOfRequest(ctx, request)) };
    },
  );

  app.delete(
    '/api/user/sessions/:sessionId',
    {
      schema: {
        operationId: 'userSessionsEnd',
        tags: ['user'],
        summary: 'End one of the user’s logins: its next token refresh is refused; not the user’s live login → 404',
        security: bearer,
        params: z.object({ sessionId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await endSession(ctx, user.id, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
}
