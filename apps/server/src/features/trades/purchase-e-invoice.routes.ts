import { receivedEInvoiceSchema, receiveEInvoiceInputSchema } from '@kontor/domain/received-e-invoice';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireCompanyUser } from '../auth/auth.guard';
import { getPurchaseEInvoice, receivePurchaseEInvoice } from './purchase-e-invoice.service';

const bearer = [{ bearer: [] }];
const tags = ['trades'];
const params = z.object({ vehicleId: z.string().max(64) });

/** The seller's e-invoice of a purchase: read an uploaded one into the purchase, and show it. */
export async function purchaseEInvoiceRoutes(app: HttpApp, ctx: AppContext): Promise<void> {
  app.get(
    '/api/user/vehicles/:vehicleId/trades/BUYING/e-invoice',
    {
      schema: {
        operationId: 'tradesPurchaseEInvoice',
        tags,
        summary:
          "The purchase's seller invoice read as an e-invoice from the stored file (seller, number, date, amounts, lines, the rules' result, the fields it fills); null when there is none or the file is no e-invoice",
        security: bearer,
        params,
        response: { 200: z.object({ data: receivedEInvoiceSchema.nullable() }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getPurchaseEInvoice(ctx, user.companyId, request.params.vehicleId) };
    },
  );

  app.post(
    '/api/user/vehicles/:vehicleId/trades/BUYING/e-invoice',
    {
      schema: {
        operationId: 'tradesReceiveEInvoice',
        tags,
        summary:
          "Reads an uploaded document of the vehicle (XRechnung CII/UBL XML or ZUGFeRD/Factur-X PDF) as the business seller's e-invoice, checks it with the EN 16931 and XRechnung rules (KoSIT severities; an invoice that breaks rules is taken with the messages, as the rule sets word them) and fills the open purchase's seller-invoice number, date, document, price and VAT from it. 404 another company's vehicle or document; 422 9584 no business seller, 9581/9582/9583 the file is no e-invoice (it stays a document of the vehicle); 409 9522 contract made",
        security: bearer,
        params,
        body: receiveEInvoiceInputSchema,
        response: { 200: z.object({ data: receivedEInvoiceSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { vehicleId } = request.params;
      return { data: await receivePurchaseEInvoice(ctx, user.companyId, { vehicleId, documentId: request.body.documentId }) };
    },
  );
}
