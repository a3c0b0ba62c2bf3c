import type { FastifyReply } from 'fastify';
import { subscriptionInvoiceListSchema } from '@kontor/domain/subscription-invoices';
import { plansResponseSchema, subscribeSchema, subscriptionListSchema, subscriptionSchema } from '@kontor/domain/subscriptions';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/uuid';
import { notFound } from '../../platform/http/app-error';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireCompanyMember } from '../auth/auth.guard';
import { listSubscriptionInvoices, subscriptionInvoicePdf } from './subscription-invoices.service';
import { cancelSubscription, listPlans, listSubscriptions, sepaMandatePdf, subscribe } from './subscriptions.service';
import { errorEnvelopeSchema } from '../../platform/http/error-schema';

// The subscription routes stay open after the trial (requireCompanyMember): ordering a plan is what
// an expired trial asks for.

const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().describe('subscription id (uuid)') });
const errorSchema = errorEnvelopeSchema;
const one = z.object({ data: subscriptionSchema });

/** A malformed id cannot name a subscription (or an invoice) of anyone: the same 404 as another company's. */
function subscriptionId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export async function subscriptionsRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/subscriptions/plans',
    {
      schema: {
        operationId: 'subscriptionsPlans',
        tags,
        security,
        summary:
          'The plans on offer (net prices in cents), the payment types, the SEPA creditor and the first paid day of an order today',
        response: { 200: z.object({ data: plansResponseSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyMember(ctx, request);
      return { data: await listPlans(ctx, user.companyId, user.id) };
    },
  );

  app.get(
    '/api/user/subscriptions',
    {
      schema: {
        operationId: 'subscriptionsList',
        tags,
        security,
        summary: 'The company’s subscriptions, newest first',
        response: { 200: z.object({ data: subscriptionListSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyMember(ctx, request);
      return { data: { subscriptions: await listSubscriptions(ctx, user.companyId) } };
    },
  );

  app.post(
    '/api/user/subscriptions/subscribe',
    {
      schema: {
        operationId: 'subscriptionsSubscribe',
        tags,
        security,
        summary:
          'Order a plan: SEPA direct debit (mandate granted) or invoice; the operator cannot invoice yet → 409 9555, already subscribed → 409 5006, price changed → 409 9544, SEPA not offered → 422 9546',
        body: subscribeSchema,
        response: { 201: one, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyMember(ctx, request);
      return reply.status(201).send({ data: await subscribe(ctx, user, request.body) });
    },
  );

  app.post(
    '/api/user/subscriptions/:id/cancel',
    {
      schema: {
        operationId: 'subscriptionsCancel',
        tags,
        security,
        summary:
          'Cancel to the end of the running period (before the first paid day: it never starts); nothing to cancel → 409 9547',
        params: idParams,
        response: { 200: one, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireCompanyMember(ctx, request);
      return { data: await cancelSubscription(ctx, user, subscriptionId(request.params.id)) };
    },
  );

  app.get(
    '/api/user/subscriptions/:id/mandate',
    {
      schema: {
        operationId: 'subscriptionsMandate',
        tags,
        security,
        summary: 'The SEPA direct-debit mandate of a subscription paid by direct debit, as a PDF',
        params: idParams,
      },
    },
    async (request, reply) => {
      const user = await requireCompanyMember(ctx, request);
      return sendPdf(
        reply,
        await sepaMandatePdf(ctx, { companyId: user.companyId, id: subscriptionId(request.params.id), locale: user.locale }),
      );
    },
  );
  subscriptionInvoiceRoutes(app, ctx);
}

/** The operator's invoices for the company's subscriptions: the list and each one's PDF. */
function subscriptionInvoiceRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/subscriptions/invoices',
    {
      schema: {
        operationId: 'subscriptionsInvoices',
        tags,
        security,
        summary: 'The operator’s invoices for the company’s subscriptions, newest period first',
        response: { 200: z.object({ data: subscriptionInvoiceListSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyMember(ctx, request);
      return { data: { invoices: await listSubscriptionInvoices(ctx, user.companyId) } };
    },
  );

  app.get(
    '/api/user/subscriptions/invoices/:id/pdf',
    {
      schema: {
        operationId: 'subscriptionsInvoicePdf',
        tags,
        security,
        summary: 'A subscription invoice’s PDF, as it was issued',
        params: z.object({ id: z.string().describe('invoice id (uuid)') }),
      },
    },
    async (request, reply) => {
      const user = await requireCompanyMember(ctx, request);
      return sendPdf(reply, await subscriptionInvoicePdf(ctx, user.companyId, subscriptionId(request.params.id)));
    },
  );
}
