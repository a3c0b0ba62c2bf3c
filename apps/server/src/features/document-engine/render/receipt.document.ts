import { amountInWords } from '@kontor/domain/amount-in-words';
import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { DocumentContent, RenderOptions } from '../document-content';
import { type FramedContent, partyAddressLines, partyName } from './document-frame';
import { type DocumentPage, openDocument } from './document-layout';
import { type Fact } from './document-head';
import { formatDate } from './document-formats';

// The receipt (Quittung, § 368 BGB): the amount received, in
// figures and in words, for what, the date, the method and from whom, signed by the company.
// With a deposit agreed it acknowledges the deposit before the invoice is issued, and after it the
// remaining payment (gross − deposit, the invoice's amount due) with price and deposit named when that
// is paid at the handover (cash, card): the deposit was already acknowledged on its own receipt and
// must not be acknowledged twice. A rest paid by transfer or financing is not in hand yet. Without
// a deposit it acknowledges the full price, naming the invoice once there is one. A purchase's
// receipt, which the seller signs for the price the company paid, is purchase-receipt.document.ts
// on the same amount box.

type ReceivedAmount = { cents: number; kind: 'deposit' | 'remainder' | 'price' };

/**
 * How the rest of the price is in hand when the receipt is made: paid at once, in cash or by card. A
 * transfer (due by the invoice's term) or a financing bank's payout comes later, and so does cash due
 * in 7 or 14 days; a receipt made with the invoice must not confirm it as received.
 */
const PAID_AT_HANDOVER = new Set<DocumentContent['trade']['paymentMethod']>(['CASH', 'CARD']);

const restInHand = ({ paymentMethod, paymentType }: DocumentContent['trade']) =>
  PAID_AT_HANDOVER.has(paymentMethod) && paymentType === 'IMMEDIATE';

/** The amount a receipt acknowledges: the deposit until the rest is paid at once, then the amount due. */
function receiptAmount(content: DocumentContent): ReceivedAmount {
  const { amounts, invoiceNumber } = content.trade;
  if (amounts.depositCents <= 0) return { cents: amounts.grossCents, kind: 'price' };
  if (!invoiceNumber || !restInHand(content.trade)) return { cents: amounts.depositCents, kind: 'deposit' };
  return { cents: amounts.amountDueCents, kind: 'remainder' };
}

/** What the money was for, naming the invoice once there is one and, for a remainder, how it is made up. */
function receiptPurpose(content: DocumentContent, received: ReceivedAmount, page: DocumentPage): string {
  const { trade, vehicle } = content;
  const about = { vehicle: `${vehicle.make} ${vehicle.model}`, vin: vehicle.vinCode };
  if (received.kind === 'deposit') return page.t('receipt.deposit', about);
  if (!trade.invoiceNumber) return page.t('receipt.price', about);
  const invoice = { ...about, number: trade.invoiceNumber, date: page.date(trade.invoiceDate ?? content.issuedOn) };
  if (received.kind === 'price') return page.t('receipt.priceWithInvoice', invoice);
  const { grossCents, depositCents } = trade.amounts;
  return page.t('receipt.remainderWithInvoice', { ...invoice, price: page.money(grossCents), deposit: page.money(depositCents) });
}

/** The amount received in figures and in words, boxed in bold: what a receipt is for. */
export function amountNotice(page: DocumentPage<FramedContent>, cents: number): void {
  const { t } = page;
  page.notice(`${t('receipt.amount')}: ${page.money(cents)}\n${t('receipt.inWords')}: ${amountInWords(cents, page.locale)}`, {
    bold: true,
  });
}

export async function renderReceipt(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const { trade, locale, company } = content;
  const t = (key: string, params?: Record<string, string | number>) => documentText(locale, key, params);
  const date = (iso: string) => formatDate(locale, iso);
  const facts: Fact[] = [{ label: t('common.date'), value: date(content.issuedOn) }];
  if (trade.invoiceNumber) facts.push({ label: t('receipt.invoiceNumber'), value: trade.invoiceNumber });
  const page = openDocument(content, options, { title: t('receipt.title'), facts });

  const received = receiptAmount(content);
  const purpose = receiptPurpose(content, received, page);
  const payer = [
    partyName(content.buyer, locale),
    ...partyAddressLines(content.buyer, { locale, homeCountryId: company.countryId }),
  ].join(', ');

  amountNotice(page, received.cents);
  page.rows([
    [t('receipt.purpose'), purpose],
    [t('receipt.receivedFrom'), payer],
    [t('receipt.receivedOn'), date(content.issuedOn)],
    [t('common.paymentMethod'), t(`common.paymentMethods.${trade.paymentMethod}`)],
  ]);
  page.paragraph(t('receipt.statement'));
  page.signatures({
    place: company.city,
    date: date(content.issuedOn),
    signers: [t('receipt.signer', { company: companyFullName(company) })],
  });
  return page.finish();
}
