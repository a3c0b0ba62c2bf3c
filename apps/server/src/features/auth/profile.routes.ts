import { changePasswordSchema, meSchema, userDetailsSchema } from '@kontor/domain/accounts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireUser, requireVerifiedUser, sessionIdOfRequest } from './auth.guard';
import { changePassword, getMe, updateDetails } from './profile.service';

const meAnswer = z.object({ data: meSchema });
const bearer = [{ bearer: [] }];

/** The signed-in user's own data: who they are (with their company), their details and password. */
export async function profileRoutes(app: HttpApp, ctx: AppContext) {
  for (const [url, operationId] of [
    ['/api/auth/me', 'sessionMe'],
    ['/v1/user/me', 'sessionMeV1'],
  ] as const) {
    app.get(
      url,
      { schema: { operationId, tags: ['auth'], summary: 'The logged-in user', security: bearer, response: { 200: meAnswer } } },
      async (request) => {
        const user = await requireUser(ctx, request);
        return { data: await getMe(ctx, user.id) };
      },
    );
  }

  app.put(
    '/api/user/details',
    {
      schema: {
        operationId: 'authUpdateDetails',
        tags: ['user'],
        summary: 'Change the account details (verified users)',
        security: bearer,
        body: userDetailsSchema,
        response: { 200: meAnswer },
      },
    },
    async (request) => {
      const user = await requireVerifiedUser(ctx, request);
      return { data: await updateDetails(ctx, user.id, request.body) };
    },
  );

  app.put(
    '/api/user/change-password',
    {
      schema: {
        operationId: 'authChangePassword',
        tags: ['user'],
        summary: 'Change the password and end every other login; wrong current → 422 0034, same as current → 422 0035',
        security: bearer,
        body: changePasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(ctx, request);
      await changePassword(ctx, { userId: user.id, currentSessionId: sessionIdOfRequest(ctx, request) }, request.body);
      return reply.status(204).send(null);
    },
  );
}
