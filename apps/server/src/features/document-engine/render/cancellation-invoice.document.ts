import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { CancellationInvoiceContent, RenderOptions } from '../document-content';
import { ciiInvoice } from '../e-invoice/cii-invoice';
import { type Fact } from './document-head';
import { formatDate } from './document-formats';
import { openDocument } from './document-layout';
import { amountLines, positionTable, taxationNoticeBox } from './invoice.document';

// The cancellation invoice (Stornorechnung, GoBD): an issued invoice is
// never changed, so a sale that falls through is reversed by an invoice of its own, with its own
// number and date, that names the canceled invoice's number and date and repeats its position and
// amounts negated. It must be read together with the original by the buyer and the tax office, so
// it keeps the original's tax treatment and notice (the §25a notice, an exemption with both VAT ids,
// the §19 notice) and the same §14 data: seller in header and footer, buyer in the address field,
// the vehicle and the date of supply.

export async function renderCancellationInvoice(content: CancellationInvoiceContent, options: RenderOptions): Promise<Buffer> {
  const { trade, locale, cancellation } = content;
  const t = (key: string, params?: Record<string, string | number>) => documentText(locale, key, params);
  const date = (iso: string) => formatDate(locale, iso);
  const number = content.number ?? '';
  const originalNumber = cancellation.originalNumber ?? trade.invoiceNumber ?? '';
  const facts: Fact[] = [
    { label: t('cancellation.invoice.number'), value: number },
    { label: t('cancellation.invoice.date'), value: date(content.issuedOn) },
    { label: t('cancellation.invoice.originalNumber'), value: originalNumber },
    { label: t('cancellation.invoice.originalDate'), value: date(cancellation.originalIssuedOn) },
    { label: t('invoice.deliveryDate'), value: date(trade.handoverOn) },
  ];
  // The template's header note greets an invoice ("Vielen Dank für Ihren Einkauf!") and its terms
  // state how to pay: neither belongs on the document that takes the sale back.
  const framed = { ...content, template: { ...content.template, headerNote: null, terms: null } };
  const page = openDocument(framed, options, {
    title: [t('cancellation.invoice.title'), number].filter(Boolean).join(' '),
    facts,
    eInvoice: ciiInvoice(content),
  });

  page.paragraph(t('cancellation.invoice.reference', { number: originalNumber, date: date(cancellation.originalIssuedOn) }), {
    bold: true,
  });
  page.rows([[t('cancellation.reason'), cancellation.reason]]);
  page.paragraph(t('cancellation.invoice.intro'));
  positionTable(page);
  // What was paid on account is refunded, not reversed line by line: no deposit or amount due here.
  page.totals(amountLines(page, { deposit: false }));
  taxationNoticeBox(page);
  page.paragraph(t('cancellation.invoice.credit'));
  return page.finish();
}
