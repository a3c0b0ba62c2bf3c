import { supportContactSchema, supportMessageSchema } from '@kontor/domain/support';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireUser } from '../auth/auth.guard';
import { sendSupportMessage, supportContact } from './support.service';

// Each user may write a few messages in a short time, not flood the support inbox.
const MESSAGES_PER_WINDOW = 5;
const WINDOW = '10 minutes';

export async function supportRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/support',
    {
      schema: {
        operationId: 'supportContact',
        security: [],
        tags: ['support'],
        summary: 'Support e-mail and phone, and the operator as the legal pages and the legal notice name it (public)',
        response: { 200: z.object({ data: supportContactSchema }) },
      },
    },
    async () => ({ data: supportContact(ctx) }),
  );

  app.post(
    '/api/user/support/message',
    {
      config: {
        rateLimit: {
          max: MESSAGES_PER_WINDOW,
          timeWindow: WINDOW,
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
      schema: {
        operationId: 'supportSendMessage',
        tags: ['support'],
        summary: 'Mail a message to support with the sender’s user and company attached',
        security: [{ bearer: [] }],
        body: supportMessageSchema,
        response: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await sendSupportMessage(ctx, user.id, request.body);
      return { data: { sent: true as const } };
    },
  );
}
