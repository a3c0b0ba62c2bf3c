import { DEFAULT_COUNTRY_ID, type Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import type { AppContext } from '../../platform/context';
import { getCompany, readLogo } from './company.service';
import { renderInvoicePdf, vehicleDetails } from './invoice-pdf';
import { getCustomTemplates, getNumbering } from './invoice-numbering.service';

/** The business calendar day (Europe/Berlin), as invoices are dated. */
function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
}

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
  const today = berlinDate(ctx.clock.now());
  return renderInvoicePdf({
    locale,
    company,
    logo,
    template: templates.invoiceTemplate,
    number: numbering.invoice.preview,
    issuedOn: today,
    suppliedOn: today,
    buyer: { name: 'Erika Mustermann', lines: ['Heidestraße 17', '51147 Köln', countryName(countryById(DEFAULT_COUNTRY_ID)!, locale)] },
    lines: [
      {
        description: 'Volkswagen Golf 1.5 TSI',
        details: vehicleDetails(locale, { vinCode: 'WVWZZZCDZMW000001', firstRegistered: '2021-04-12', mileage: 42_300 }),
        quantity: 1,
        unitNetCents: 1_500_000,
      },
    ],
    vatRatePercent: 19,
    sample: true,
  });
}
