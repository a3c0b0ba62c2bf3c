import { addDays } from '@kontor/domain/business-calendar';
import type { PAYMENT_METHODS, PAYMENT_TERMS } from '@kontor/domain/constants';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { CancellationInvoiceContent, DocumentContent, RenderOptions } from '../document-content';
import { ciiInvoice } from '../e-invoice/cii-invoice';
import { formatDayOrMonth } from './day-or-month';
import { type FramedContent, labelled } from './document-frame';
import { saleTaxationNotice } from './tax-notices';
import { companyBank, formatDate } from './document-formats';
import { type DocumentPage, openDocument } from './document-layout';
import { type Fact } from './document-head';
import { type TotalLine } from './table-block';

// The invoice as §14 Abs. 4 UStG asks: seller (header and footer, with tax
// number and VAT id) and buyer (address field) with their addresses, issue date, the unique number,
// the vehicle (make, model, VIN, first registration, mileage, plate), the date of supply, and the
// amounts by taxation: STANDARD net/rate/VAT/gross; MARGIN (§25a) only the gross and the notice
// "Gebrauchtgegenstände/Sonderregelung" (§14a Abs. 6; the margin VAT is never printed); EXPORT and
// INTRA_EU 0 % with their exemption notice (intra-EU with both VAT ids); NO_VAT no VAT lines and the
// small-business notice of §19 UStG (a seller that charges no VAT must say why).
// The cancellation invoice (cancellation-invoice.document.ts) prints the same position, amounts and
// notice from the reversed snapshot, so those pieces are exported; the service invoice
// (service-invoice.document.ts) shares the payment block.

/** An invoice's page, or its cancellation invoice's: both print the buyer, the vehicle and the amounts alike. */
export type InvoicePage = DocumentPage<DocumentContent | CancellationInvoiceContent>;

const PAYMENT_DAYS: Record<(typeof PAYMENT_TERMS)[number], number> = { IMMEDIATE: 0, IN_7_DAYS: 7, IN_14_DAYS: 14 };

/** How an invoice is to be paid: its term and method, counted from its date (a sale's or a service invoice's). */
export type InvoicePayment = {
  paymentType: (typeof PAYMENT_TERMS)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  issuedOn: string;
};

/**
 * The vehicle's identifying lines: VIN, first registration, mileage, plate when there is one. One fact
 * a line: joined, the description column broke them after the separator ("Erstzulassung: 12.04.2021 ·").
 */
function vehicleDetailLines(page: InvoicePage): string[] {
  const { t, content } = page;
  const { vehicle, trade } = content;
  const firstRegistration = vehicle.firstRegistered
    ? labelled(t('common.firstRegistration'), formatDayOrMonth(page.locale, vehicle.firstRegistered))
    : null;
  // A no-break space keeps the unit with its number when the line wraps.
  const mileage = labelled(t('common.mileage'), `${page.number(trade.handoverMileage ?? vehicle.mileage)}\u00a0km`);
  return [
    labelled(t('common.vin'), vehicle.vinCode),
    firstRegistration,
    mileage,
    vehicle.licencePlate ? labelled(t('common.licencePlate'), vehicle.licencePlate) : null,
  ].filter((line): line is string => Boolean(line));
}

/** The amounts as the taxation allows them to be shown; the deposit and the rest due after them. */
export function amountLines(page: InvoicePage, options: { deposit: boolean } = { deposit: true }): TotalLine[] {
  const { t, content, money } = page;
  const amounts = content.trade.amounts;
  const lines: TotalLine[] = [];
  switch (amounts.taxation) {
    case 'STANDARD':
    case 'EXPORT':
    case 'INTRA_EU':
      lines.push(
        { label: t('common.net'), value: money(amounts.netCents) },
        { label: t('common.vat', { rate: amounts.vatRate }), value: money(amounts.vatCents) },
        { label: t('common.gross'), value: money(amounts.grossCents), strong: true },
      );
      break;
    case 'MARGIN':
    case 'NO_VAT':
      lines.push({ label: t('common.gross'), value: money(amounts.grossCents), strong: true });
      break;
  }
  if (options.deposit && amounts.depositCents > 0) {
    lines.push(
      { label: t('common.deposit'), value: money(-amounts.depositCents) },
      { label: t('common.amountDue'), value: money(amounts.amountDueCents), strong: true },
    );
  }
  return lines;
}

/** One position, the vehicle; with VAT shown its prices are net, otherwise net and gross are one. */
export function positionTable(page: InvoicePage): void {
  const { t, content } = page;
  const { trade, vehicle } = content;
  const net = trade.amounts.taxation === 'STANDARD';
  page.table(
    [
      { label: t('invoice.position'), width: 30 },
      { label: t('invoice.description') },
      { label: t('invoice.quantity'), width: 40, align: 'right' },
      { label: t(net ? 'invoice.unitPriceNet' : 'invoice.unitPrice'), width: 95, align: 'right' },
      { label: t(net ? 'invoice.amountNet' : 'invoice.amount'), width: 95, align: 'right' },
    ],
    [
      {
        cells: [
          '1',
          `${vehicle.make} ${vehicle.model}`,
          '1',
          page.money(trade.amounts.netCents),
          page.money(trade.amounts.netCents),
        ],
        details: vehicleDetailLines(page),
      },
    ],
  );
}

/** The taxation's notice in a box under the amounts; the margin scheme's in bold, as it replaces the VAT. */
export function taxationNoticeBox(page: InvoicePage): void {
  const notice = saleTaxationNotice(page.content);
  if (notice) page.notice(notice, { bold: page.content.trade.amounts.taxation === 'MARGIN' });
}

export async function renderInvoice(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const { trade, vehicle, locale } = content;
  const t = (key: string) => documentText(locale, key);
  const date = (iso: string) => formatDate(locale, iso);
  const number = content.number ?? '';
  const facts: Fact[] = [
    { label: t('invoice.number'), value: number },
    { label: t('invoice.date'), value: date(content.issuedOn) },
    { label: t('invoice.deliveryDate'), value: date(trade.handoverOn) },
  ];
  const page = openDocument(content, options, {
    title: `${t('invoice.title')} ${number}`,
    facts,
    sampleMark: t('invoice.sample'),
    sampleNote: t('invoice.sampleNote'),
    eInvoice: ciiInvoice(content),
  });

  positionTable(page);
  page.totals(amountLines(page));
  taxationNoticeBox(page);

  if (vehicle.equipment.length) {
    page.heading(t('common.equipment'));
    page.paragraph(vehicle.equipment.join(', '));
  }
  page.heading(t('common.paymentTerm'));
  paymentBlock(page, { paymentType: trade.paymentType, paymentMethod: trade.paymentMethod, issuedOn: content.issuedOn });
  if (trade.invoiceComments) {
    page.heading(t('invoice.comments'));
    page.paragraph(trade.invoiceComments);
  }
  page.terms();
  return page.finish();
}

/**
 * The payment block: method, due day, the bank for a transfer, and the term's sentence unless the
 * dealer's terms state it. The service invoice prints it alike, so it takes the payment, not a trade.
 */
export function paymentBlock(page: DocumentPage<FramedContent>, payment: InvoicePayment): void {
  const { t, content } = page;
  // "Fällig: sofort", "Fällig am 12.12.2026".
  const due =
    payment.paymentType === 'IMMEDIATE'
      ? ([t('common.due'), t('common.immediately')] as [string, string])
      : ([t('common.dueOn'), page.date(addDays(payment.issuedOn, PAYMENT_DAYS[payment.paymentType]))] as [string, string]);
  const bank = payment.paymentMethod === 'TRANSFER' ? companyBank(content.company) : null;
  page.rows([
    [t('common.paymentMethod'), t(`common.paymentMethods.${payment.paymentMethod}`)],
    due,
    ...(bank ? [[t('common.bankAccount'), bank] as [string, string]] : []),
  ]);
  // The dealer's own terms carry its payment conditions; printing the fixed sentence above them
  // said how to pay twice, possibly differently. Without terms the sentence is the payment term.
  if (!content.template.terms) {
    const sentences = bank ? 'common.paymentTermsTransfer' : 'common.paymentTerms';
    page.paragraph(t(`${sentences}.${payment.paymentType}`));
  }
}
