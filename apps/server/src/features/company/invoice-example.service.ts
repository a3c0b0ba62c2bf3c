import { DEFAULT_COUNTRY_ID, type Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import { SAMPLE_BUYER, SAMPLE_VEHICLE, SAMPLE_VEHICLE_DESCRIPTION } from '@kontor/domain/sample-data';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { getCompany, readLogo } from './company.service';
import { renderInvoicePdf, vehicleDetails } from './invoice-pdf';
import { getCustomTemplates, getNumbering } from './invoice-numbering.service';

/**
 * GET /api/user/invoice-example: a sample invoice with the company's own data, logo, bank details,
 * invoice template and the next standard invoice number as it would be issued, which is only
 * previewed here, never allocated. Buyer and vehicle are made up and the PDF says it is a sample.
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
  return renderInvoicePdf({
    locale,
    company,
    logo,
    template: templates.invoiceTemplate,
    number: numbering.invoice.preview,
    issuedOn: today,
    suppliedOn: today,
    buyer: {
      name: SAMPLE_BUYER.name,
      lines: [
        `${SAMPLE_BUYER.streetAddress} ${SAMPLE_BUYER.houseNumber}`,
        `${SAMPLE_BUYER.postalCode} ${SAMPLE_BUYER.city}`,
        countryName(countryById(DEFAULT_COUNTRY_ID)!, locale),
      ],
    },
    lines: [
      {
        description: SAMPLE_VEHICLE_DESCRIPTION,
        details: vehicleDetails(locale, SAMPLE_VEHICLE),
        quantity: 1,
        unitNetCents: 1_500_000,
      },
    ],
    vatRatePercent: 19,
    sample: true,
  });
}
