import type { Locale } from '@kontor/domain/constants';
import { NO_DEALER_DATA, SAMPLE_BUYER, SAMPLE_VEHICLE } from '@kontor/domain/sample-data';
import { DEFAULT_SALE, type SaleFields, type TradeParty, tradeVehicleOf } from '@kontor/domain/trades';
import { emptyTradeParty } from '@kontor/domain/trade-party';
import { tradeAmounts } from '@kontor/domain/vat';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { getCompany, readLogo } from '../company/company.service';
import { getCustomTemplates, getNumbering } from '../company/invoice-numbering.service';
import type { DocumentContent, DocumentVehicle } from '../document-engine/document-content';
import { renderDocument } from '../document-engine/render/render-document';

/** The sample sale: the sample vehicle for 17.850,00 € at 19 % (15.000,00 € net), payable by transfer in 14 days. */
const SAMPLE_SALE: SaleFields = {
  ...DEFAULT_SALE,
  tradeType: 'PRIVATE',
  grossPrice: 1_785_000,
  paymentType: 'IN_14_DAYS',
  paymentMethod: 'TRANSFER',
  documents: ['INVOICE'],
};

/** The sample vehicle as a document prints it, without the dealer's own data (no plate, no equipment). */
const SAMPLE_DOCUMENT_VEHICLE: DocumentVehicle = tradeVehicleOf({ ...SAMPLE_VEHICLE, ...NO_DEALER_DATA });

const [firstName, ...lastNames] = SAMPLE_BUYER.name.split(' ');
const SAMPLE_PARTY: TradeParty = {
  ...emptyTradeParty('sample'),
  firstName: firstName ?? null,
  lastName: lastNames.join(' ') || null,
  streetAddress: SAMPLE_BUYER.streetAddress,
  houseNumber: SAMPLE_BUYER.houseNumber,
  postalCode: SAMPLE_BUYER.postalCode,
  city: SAMPLE_BUYER.city,
};

/**
 * GET /api/user/invoice-example: a sample invoice with the company's own data, logo, bank details,
 * invoice template and the next standard invoice number as it would be issued, which is only
 * previewed here, never allocated. Buyer and vehicle are made up and the PDF says it is a sample.
 * It is rendered by the same engine as the real invoices, so what the dealer sees is what they get.
 */
export async function renderInvoiceExample(ctx: AppContext, companyId: string, locale: Locale): Promise<Buffer> {
  const [company, numbering, templates] = await Promise.all([
    getCompany(ctx, companyId),
    getNumbering(ctx, companyId),
    getCustomTemplates(ctx, companyId),
  ]);
  const logo = company.hasLogo ? (await readLogo(ctx, companyId)).buffer : null;
  // Invoices are dated by the business calendar day (Europe/Berlin), not the server's UTC day.
  const today = businessToday(ctx.clock);
  const number = numbering.invoice.preview;
  const content: DocumentContent = {
    type: 'INVOICE',
    locale,
    number,
    issuedOn: today,
    company,
    template: templates.invoiceTemplate,
    buyer: SAMPLE_PARTY,
    vehicle: SAMPLE_DOCUMENT_VEHICLE,
    trade: {
      ...SAMPLE_SALE,
      amounts: tradeAmounts({
        grossCents: SAMPLE_SALE.grossPrice,
        vat: SAMPLE_SALE.vat,
        vatRate: SAMPLE_SALE.vatRate,
        sectionType: SAMPLE_SALE.sectionType,
        depositCents: SAMPLE_SALE.deposit,
        purchaseCents: null,
      }),
      invoiceNumber: number,
      invoiceDate: today,
      handoverOn: today,
    },
  };
  return renderDocument(content, { logo, sample: true });
}
