import { addDays } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { lineNet, PROPOSAL_VALID_DAYS } from '@kontor/domain/service-invoices';
import type { RenderOptions, ServiceDocumentContent, ServiceVehicle } from '../document-content';
import { ciiInvoice } from '../e-invoice/cii-invoice';
import { type DocumentPage, openDocument } from './document-layout';
import { type Fact } from './document-head';
import { formatDate, formatMonth, formatNumber } from './document-formats';
import { type TotalLine } from './table-block';
import { labelled } from './document-frame';
import { paymentBlock } from './invoice.document';
import { serviceTaxationNotice } from './tax-notices';

// The service invoice: workshop and service work billed by lines, as §14 Abs. 4 UStG
// asks: seller with tax number and VAT id (header and footer, drawn by the
// frame), the customer's address, number, date, the date of the service (Leistungsdatum), kind and
// quantity of every line with its net, the net by rate, the rate and the VAT, or without VAT the
// notice of why (amounts.vatExemption): the small business of §19 UStG; the reverse charge of §13b
// UStG with both VAT ids (§14a Abs. 1 and 5); work for a business outside the EU, not taxable in
// Germany (§3a Abs. 2 UStG). The cost estimate and the cancellation print the same notice. The vehicle worked on is named beside the address when known.
// Its cost estimate (Kostenvoranschlag) prints the same lines and totals, says how long it is valid
// and that it is no invoice, and asks for no payment. Its cancellation invoice is laid out as the
// sale's (cancellation-invoice.document.ts): own number and date, the canceled invoice's number and
// date, the reason, every amount reversed under the invoice's tax treatment, and the credit.

type ServicePage = DocumentPage<ServiceDocumentContent>;
type Text = (key: string, params?: Record<string, string | number>) => string;

// A quantity is hours, pieces or litres with at most three decimals (the domain's rule): printed as
// the language writes it ("1,5" / "1.5"), never padded to a fixed number of decimals.
const QUANTITY_FORMATS: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
};

/** The vehicle worked on as one fact: make and model, under it plate, VIN, mileage and next HU; null when nothing is known. */
function vehicleFact(vehicle: ServiceVehicle, input: { locale: Locale; t: Text }): Fact | null {
  const { locale, t } = input;
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  // A no-break space keeps the unit with its number when the line wraps.
  const mileage =
    vehicle.mileage === null ? null : labelled(t('common.mileage'), `${formatNumber(locale, vehicle.mileage)}\u00a0km`);
  const inspection = vehicle.nextInspection
    ? labelled(t('common.nextInspection'), formatMonth(locale, vehicle.nextInspection))
    : null;
  const details = [
    vehicle.licencePlate ? labelled(t('common.licencePlate'), vehicle.licencePlate) : null,
    vehicle.vinCode ? labelled(t('common.vin'), vehicle.vinCode) : null,
    mileage,
    inspection,
  ].filter((line): line is string => Boolean(line));
  if (name) return { label: t('common.vehicle'), value: name, details };
  // Without make and model the first thing known (usually the plate) names the vehicle.
  const [first, ...rest] = details;
  return first ? { label: t('common.vehicle'), value: first, details: rest } : null;
}

/** The day a cost estimate stops binding the dealer: the one it names, else the domain's default. */
function proposalValidUntil(content: ServiceDocumentContent): string {
  return content.validUntil ?? addDays(content.issuedOn, PROPOSAL_VALID_DAYS);
}

/** The facts beside the address, by type: number and dates first, then the vehicle. */
function serviceFacts(content: ServiceDocumentContent, t: Text): Fact[] {
  const date = (iso: string) => formatDate(content.locale, iso);
  const serviceDay = { label: t('serviceInvoice.serviceDate'), value: date(content.serviceOn) };
  const vehicle = vehicleFact(content.vehicle, { locale: content.locale, t });
  const facts: Fact[] = [];
  switch (content.type) {
    case 'INVOICE':
      facts.push(
        { label: t('invoice.number'), value: content.number },
        { label: t('invoice.date'), value: date(content.issuedOn) },
        serviceDay,
      );
      break;
    case 'PROPOSAL':
      // The work is yet to be done: no day of service.
      facts.push(
        { label: t('serviceInvoice.proposal.number'), value: content.number },
        { label: t('serviceInvoice.proposal.date'), value: date(content.issuedOn) },
        { label: t('serviceInvoice.proposal.validUntil'), value: date(proposalValidUntil(content)) },
      );
      break;
    case 'CANCELLATION': {
      const { originalNumber, originalIssuedOn } = cancellationOf(content);
      facts.push(
        { label: t('cancellation.invoice.number'), value: content.number },
        { label: t('cancellation.invoice.date'), value: date(content.issuedOn) },
        { label: t('cancellation.invoice.originalNumber'), value: originalNumber ?? '' },
        { label: t('cancellation.invoice.originalDate'), value: date(originalIssuedOn) },
        serviceDay,
      );
      break;
    }
  }
  return vehicle ? [...facts, vehicle] : facts;
}

/** What a cancellation invoice cancels; a stored cancellation without it cannot be printed truthfully. */
function cancellationOf(content: ServiceDocumentContent): NonNullable<ServiceDocumentContent['cancellation']> {
  if (!content.cancellation) throw new Error(`service cancellation invoice ${content.number} names no canceled invoice`);
  return content.cancellation;
}

const TITLE_KEYS = {
  INVOICE: 'invoice.title',
  PROPOSAL: 'serviceInvoice.proposal.title',
  CANCELLATION: 'cancellation.invoice.title',
} as const;

/**
 * The lines: position, description, quantity, net unit price and net amount (without VAT, net and
 * gross are one, so the columns drop "net"). On a cancellation the amounts are the reversed ones of
 * the snapshot; the unit price, stored as the invoice had it, is reversed with them so that each
 * line still reads quantity × unit price = amount.
 */
function linesTable(page: ServicePage): void {
  const { t, content } = page;
  const { amounts } = content;
  const net = amounts.vatRate > 0;
  const sign = content.type === 'CANCELLATION' ? -1 : 1;
  // 0 - x, not -x: a free line's reversed price is 0, and -0 would print as "-0,00 €".
  const signed = (cents: number) => (sign < 0 ? 0 - Math.abs(cents) : cents);
  const quantity = QUANTITY_FORMATS[content.locale];
  page.table(
    [
      { label: t('invoice.position'), width: 30 },
      { label: t('invoice.description'), plain: true },
      { label: t('invoice.quantity'), width: 55, align: 'right' },
      { label: t('serviceInvoice.unit'), width: 55, gap: 6 },
      { label: t(net ? 'invoice.unitPriceNet' : 'invoice.unitPrice'), width: 95, align: 'right' },
      { label: t(net ? 'invoice.amountNet' : 'invoice.amount'), width: 95, align: 'right' },
    ],
    content.lines.map((line, index) => ({
      cells: [
        String(index + 1),
        line.description,
        quantity.format(line.quantity),
        // A line stored before units existed says none rather than one it never had.
        line.unit ? t(`serviceInvoice.units.${line.unit}`) : '',
        page.money(signed(line.unitPrice)),
        // The snapshot's amounts are what was invoiced; a line they lack is computed as the domain does.
        page.money(amounts.lines[index]?.netCents ?? signed(lineNet(line))),
      ],
    })),
  );
}

/** Net, VAT at the rate and gross; without VAT only the total, followed by the notice of why. */
function totals(page: ServicePage): void {
  const { t, content, money } = page;
  const { amounts } = content;
  const lines: TotalLine[] =
    amounts.vatRate > 0
      ? [
          { label: t('common.net'), value: money(amounts.netCents) },
          { label: t('common.vat', { rate: amounts.vatRate }), value: money(amounts.vatCents) },
          { label: t('common.gross'), value: money(amounts.grossCents), strong: true },
        ]
      : [{ label: t('common.gross'), value: money(amounts.grossCents), strong: true }];
  page.totals(lines);
  // A seller that charges no VAT must say why.
  const notice = serviceTaxationNotice(page.content);
  if (notice) page.notice(notice);
}

function comments(page: ServicePage): void {
  if (!page.content.comments) return;
  page.heading(page.t('invoice.comments'));
  page.paragraph(page.content.comments);
}

function invoiceBody(page: ServicePage): void {
  const { t, content } = page;
  page.paragraph(t('serviceInvoice.intro'));
  linesTable(page);
  totals(page);
  page.heading(t('common.paymentTerm'));
  paymentBlock(page, { paymentType: content.paymentType, paymentMethod: content.paymentMethod, issuedOn: content.issuedOn });
  comments(page);
  page.terms();
}

/** The cost estimate asks for no payment (no due day, no bank): it states its validity and that it is no invoice. */
function proposalBody(page: ServicePage): void {
  const { t, content } = page;
  page.paragraph(t('serviceInvoice.proposal.intro'));
  linesTable(page);
  totals(page);
  page.paragraph(
    `${t('serviceInvoice.proposal.validity', { date: page.date(proposalValidUntil(content)) })} ${t('serviceInvoice.proposal.notInvoice')}`,
    {
      bold: true,
    },
  );
  comments(page);
  page.terms();
}

/** The reference to the canceled invoice, the reason, the lines and totals reversed, and the credit. */
function cancellationBody(page: ServicePage): void {
  const { t, content } = page;
  const { originalNumber, originalIssuedOn, reason } = cancellationOf(content);
  page.paragraph(t('cancellation.invoice.reference', { number: originalNumber ?? '', date: page.date(originalIssuedOn) }), {
    bold: true,
  });
  page.rows([[t('cancellation.reason'), reason]]);
  page.paragraph(t('cancellation.invoice.intro'));
  linesTable(page);
  totals(page);
  page.paragraph(t('cancellation.invoice.credit'));
}

export async function renderServiceDocument(content: ServiceDocumentContent, options: RenderOptions): Promise<Buffer> {
  const t: Text = (key, params) => documentText(content.locale, key, params);
  const cancelling = content.type === 'CANCELLATION';
  // As on the sale's cancellation invoice: the template's greeting thanks for an order and its terms
  // say how to pay; neither belongs on the document that takes the invoice back.
  const framed = cancelling ? { ...content, template: { ...content.template, headerNote: null, terms: null } } : content;
  const page = openDocument(framed, options, {
    title: `${t(TITLE_KEYS[content.type])} ${content.number}`,
    facts: serviceFacts(content, t),
    ...(content.type === 'INVOICE' ? { sampleMark: t('invoice.sample'), sampleNote: t('invoice.sampleNote') } : {}),
    // The invoice and its cancellation are e-invoices; a cost estimate is no invoice.
    ...(content.type === 'PROPOSAL' ? {} : { eInvoice: ciiInvoice(content) }),
  });
  if (content.type === 'INVOICE') invoiceBody(page);
  else if (content.type === 'PROPOSAL') proposalBody(page);
  else cancellationBody(page);
  return page.finish();
}
