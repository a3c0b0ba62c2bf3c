import { type Company, companyFullName, companyRepresentativeRole } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import { formatIban, formatPhone } from '@kontor/domain/display-format';
import type { DocumentTemplate } from '@kontor/domain/custom-templates';
import { translate } from '@kontor/domain/i18n/catalogs';
import { createPdf, type Pdf, pdfBuffer } from '../../platform/pdf/pdf';

// An invoice as §14 Abs. 4 UStG asks (DOMAIN.md "Invoices"): seller and buyer with addresses, the
// seller's tax number or VAT id, issue date, number, the goods (for a vehicle: make, model, VIN,
// first registration, mileage), date of supply, net amount, rate and tax. The company's template
// chooses the layout and adds its header note, footer and terms. Money is in integer cents.

type InvoiceParty = { name: string; lines: string[] };
type InvoiceLine = { description: string; details: string[]; quantity: number; unitNetCents: number };

type InvoiceInput = {
  locale: Locale;
  company: Company;
  logo: Buffer | null;
  template: DocumentTemplate;
  number: string;
  issuedOn: string; // ISO date
  suppliedOn: string; // ISO date
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  vatRatePercent: number;
  /** A sample: marked on every page so that it is never taken for a real invoice. */
  sample: boolean;
};

const BLUE = '#1d4ed8';
/** Height kept free at the bottom of every page for the footer (up to six lines and the page number). */
const FOOTER_ROOM = 96;
const GREY = '#475569';

type Look = { margin: number; size: number; small: number; title: number; logoHeight: number; band: boolean };
const LOOKS: Record<DocumentTemplate['layout'], Look> = {
  CLASSIC: { margin: 56, size: 10, small: 8, title: 20, logoHeight: 56, band: false },
  MODERN: { margin: 56, size: 10, small: 8, title: 22, logoHeight: 48, band: true },
  COMPACT: { margin: 40, size: 9, small: 7, title: 16, logoHeight: 40, band: false },
};

const intlLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');
const formatDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The lines that identify a vehicle on an invoice: VIN, first registration, mileage. */
export function vehicleDetails(locale: Locale, vehicle: { vinCode: string; firstRegistered: string; mileage: number }): string[] {
  const t = (key: string) => translate(locale, `documents.invoice.${key}`);
  const km = new Intl.NumberFormat(intlLocale(locale)).format(vehicle.mileage);
  return [`${t('vin')}: ${vehicle.vinCode}`, `${t('firstRegistration')}: ${formatDate(locale, vehicle.firstRegistered)} · ${t('mileage')}: ${km} km`];
}

/** VAT of a net amount, rounded half up to the cent. */
export function vatCents(netCents: number, ratePercent: number): number {
  return Math.round((netCents * ratePercent) / 100);
}

export async function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(input.locale, `documents.invoice.${key}`, params);
  const look = LOOKS[input.template.layout];
  const money = new Intl.NumberFormat(intlLocale(input.locale), { style: 'currency', currency: 'EUR' });
  const euros = (cents: number) => money.format(cents / 100);
  const date = (iso: string) => formatDate(input.locale, iso);

  const { company } = input;
  const sellerName = companyFullName(company);
  const doc = createPdf({ title: `${t('title')} ${input.number}`, author: sellerName, language: input.locale }, look.margin, FOOTER_ROOM);
  const left = look.margin;
  const width = doc.page.width - 2 * look.margin;

  // Header: the seller, and the logo on the right (on a blue band in the modern layout).
  let y = look.margin;
  if (look.band) {
    doc.rect(0, 0, doc.page.width, look.margin + look.logoHeight + 16).fill(BLUE);
    doc.fillColor('#ffffff');
  }
  if (input.logo) drawLogo(doc, input.logo, { x: left + width - 160, y, width: 160, height: look.logoHeight });
  doc.font('bold').fontSize(look.size + 4).text(sellerName, left, y, { width: width - 180 });
  doc.font('regular').fontSize(look.small).text(sellerLine(company, input.locale), { width: width - 180 });
  doc.fillColor('#000000');
  y = Math.max(doc.y, y + look.logoHeight) + (look.band ? 32 : 20);

  if (input.sample) {
    doc.font('bold').fontSize(look.size + 1).fillColor('#b91c1c').text(t('sample'), left, y, { width });
    doc.font('regular').fontSize(look.small).text(t('sampleNote'), { width });
    doc.fillColor('#000000');
    y = doc.y + 12;
  }

  // Buyer on the left, the invoice's facts on the right.
  doc.font('bold').fontSize(look.size).text(input.buyer.name, left, y, { width: width / 2 });
  doc.font('regular').text(input.buyer.lines.join('\n'), { width: width / 2 });
  const buyerBottom = doc.y;
  const facts: Array<[string, string]> = [
    [t('number'), input.number],
    [t('date'), date(input.issuedOn)],
    [t('deliveryDate'), date(input.suppliedOn)],
  ];
  let factsY = y;
  for (const [label, value] of facts) {
    doc.fontSize(look.size).fillColor(GREY).text(label, left + width / 2, factsY, { width: width / 4 });
    doc.fillColor('#000000').font('bold').text(value, left + (3 * width) / 4, factsY, { width: width / 4, align: 'right' });
    doc.font('regular');
    factsY = doc.y + 2;
  }
  y = Math.max(buyerBottom, factsY) + 24;

  doc.font('bold').fontSize(look.title).text(`${t('title')} ${input.number}`, left, y, { width });
  y = doc.y + 8;
  if (input.template.headerNote) {
    doc.font('regular').fontSize(look.size).text(input.template.headerNote, left, y, { width });
    y = doc.y + 12;
  }

  // The positions.
  const columns = [
    { key: 'position', x: left, w: 30, align: 'left' as const },
    { key: 'description', x: left + 30, w: width - 30 - 40 - 90 - 90, align: 'left' as const },
    { key: 'quantity', x: left + width - 220, w: 40, align: 'right' as const },
    { key: 'unitPrice', x: left + width - 180, w: 90, align: 'right' as const },
    { key: 'amount', x: left + width - 90, w: 90, align: 'right' as const },
  ];
  doc.font('bold').fontSize(look.small);
  for (const column of columns) doc.text(t(column.key), column.x, y, { width: column.w, align: column.align });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(GREY).stroke();
  y += 6;
  let netCents = 0;
  input.lines.forEach((line, index) => {
    const amount = line.quantity * line.unitNetCents;
    netCents += amount;
    doc.font('regular').fontSize(look.size);
    doc.text(String(index + 1), columns[0]!.x, y, { width: columns[0]!.w });
    doc.text(String(line.quantity), columns[2]!.x, y, { width: columns[2]!.w, align: 'right' });
    doc.text(euros(line.unitNetCents), columns[3]!.x, y, { width: columns[3]!.w, align: 'right' });
    doc.text(euros(amount), columns[4]!.x, y, { width: columns[4]!.w, align: 'right' });
    doc.font('bold').text(line.description, columns[1]!.x, y, { width: columns[1]!.w });
    doc.font('regular').fontSize(look.small).fillColor(GREY).text(line.details.join('\n'), { width: columns[1]!.w });
    doc.fillColor('#000000');
    y = doc.y + 8;
  });
  doc.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 8;

  // Totals: net, VAT, gross.
  const vat = vatCents(netCents, input.vatRatePercent);
  const totals: Array<[string, string, boolean]> = [
    [t('net'), euros(netCents), false],
    [t('vat', { rate: input.vatRatePercent }), euros(vat), false],
    [t('gross'), euros(netCents + vat), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? look.size + 1 : look.size);
    doc.text(label, left + width - 280, y, { width: 180 });
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    y = doc.y + 4;
  }
  y += 16;

  // The dealer's own terms carry its payment terms; printing the fixed line above them said how to
  // pay twice, possibly differently. Without terms the fixed line is the payment term.
  if (input.template.terms) doc.font('regular').fontSize(look.size).text(input.template.terms, left, y, { width });
  else doc.font('regular').fontSize(look.size).text(t('payment'), left, y, { width });

  drawFooters(doc, input, { look, t });
  return pdfBuffer(doc);
}

function drawLogo(doc: Pdf, logo: Buffer, box: { x: number; y: number; width: number; height: number }): void {
  try {
    doc.image(logo, box.x, box.y, { fit: [box.width, box.height], align: 'right' });
  } catch {
    // A logo pdfkit cannot read (it was checked as JPEG/PNG on upload) leaves the header without it
    // rather than failing the whole document.
  }
}

function sellerLine(company: Company, locale: Locale): string {
  const country = countryById(company.countryId);
  const street = [company.streetAddress, company.houseNumber].filter(Boolean).join(' ');
  return [street, company.additionalAddress, `${company.postalCode} ${company.city}`, country ? countryName(country, locale) : null]
    .filter(Boolean)
    .join(' · ');
}

const SEPARATOR = ' · ';

/**
 * Fills lines with whole entries ("Registergericht: Amtsgericht Berlin HRB 12345 B"), breaking only
 * between them: pdfkit's own wrapping breaks at any space and tore entries apart. An entry wider
 * than a line on its own gets a line to itself (and only then wraps inside).
 */
function packEntries(doc: Pdf, entries: string[], width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const entry of entries) {
    const candidate = current ? `${current}${SEPARATOR}${entry}` : entry;
    if (current && doc.widthOfString(candidate) > width) {
      lines.push(current);
      current = entry;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** On every page: the seller's legal and bank details, the template's footer, and the page number. */
function drawFooters(
  doc: Pdf,
  input: InvoiceInput,
  { look, t }: { look: Look; t: (key: string, params?: Record<string, string | number>) => string },
): void {
  const { company } = input;
  const role = translate(input.locale, `company.roles.${companyRepresentativeRole(company.type)}`);
  const legal = [
    company.owner ? `${role}: ${company.owner}` : null,
    company.vatId ? `${t('vatId')}: ${company.vatId}` : null,
    company.taxNumber ? `${t('taxNumber')}: ${company.taxNumber}` : null,
    company.commercialRegisterNumber
      ? `${t('register')}: ${[company.commercialRegisterName, company.commercialRegisterNumber].filter(Boolean).join(' ')}`
      : null,
  ];
  const contact = [
    company.phone ? `${t('phone')}: ${formatPhone(company.phone)}` : null,
    company.email ? `${t('email')}: ${company.email}` : null,
    company.website,
  ];
  const bank = [
    company.bankName ? `${t('bank')}: ${company.bankName}` : null,
    company.iban ? `${t('iban')}: ${formatIban(company.iban)}` : null,
    company.bic ? `${t('bic')}: ${company.bic}` : null,
  ];
  const width = doc.page.width - 2 * look.margin;
  doc.font('regular').fontSize(look.small);
  const lines = [legal, contact, bank].flatMap((part) => packEntries(doc, part.filter((entry): entry is string => Boolean(entry)), width));
  if (input.template.footer) lines.unshift(input.template.footer);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    let y = doc.page.height - look.margin / 2 - FOOTER_ROOM;
    doc.moveTo(look.margin, y).lineTo(look.margin + width, y).lineWidth(0.5).strokeColor(GREY).stroke();
    y += 6;
    doc.font('regular').fontSize(look.small).fillColor(GREY);
    for (const line of lines) {
      doc.text(line, look.margin, y, { width, align: 'center' });
      y += doc.heightOfString(line, { width }) + 2;
    }
    doc.text(t('page', { page: index + 1, pages: range.count }), look.margin, y + 4, { width, align: 'right', lineBreak: false });
    if (input.sample) doc.fillColor('#b91c1c').text(t('sample'), look.margin, y + 4, { width, align: 'left', lineBreak: false });
    doc.fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
}
