import { vatConfirmationSchema } from '@kontor/domain/vat-confirmation';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { errorEnvelopeSchema } from '../../platform/http/error-schema';
import { requireCompanyMember, requireCompanyUser } from '../auth/auth.guard';
import { askAgain, listVatConfirmations } from './vat-confirmation.service';

const security = [{ bearer: [] }];
const tags = ['trades'];
const params = z.object({ tradeId: z.string().max(64) });

/** The qualified confirmations of a sale's buyer VAT id (§ 18e UStG): read, and asked again. */
export async function vatConfirmationRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/trades/:tradeId/vat-confirmations',
    {
      schema: {
        operationId: 'vatConfirmationsList',
        tags,
        security,
        summary:
          "The trade's qualified confirmation requests of the buyer's VAT id with eVatR's answers, newest first; 404 for another company's trade",
        params,
        response: { 200: z.object({ data: z.array(vatConfirmationSchema) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyMember(ctx, request);
      return { data: await listVatConfirmations(ctx, user.companyId, request.params.tradeId) };
    },
  );

  app.post(
    '/api/user/trades/:tradeId/vat-confirmations',
    {
      schema: {
        operationId: 'vatConfirmationsAsk',
        tags,
        security,
        summary:
          "Asks eVatR again for the qualified confirmation of the buyer's VAT id, name and address as the invoice names them, and records the answer (also a failed one); 422 9570 unless the trade is an issued intra-EU sale",
        params,
        response: { 201: z.object({ data: vatConfirmationSchema }), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      return reply.status(201).send({ data: await askAgain(ctx, user.companyId, request.params.tradeId) });
    },
  );
}
