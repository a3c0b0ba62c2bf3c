import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { PurchaseDocumentContent, RenderOptions } from '../document-content';
import { companyAddress, partyName } from './document-frame';
import { openDocument } from './document-layout';
import { vehicleFacts } from './contract.document';
import { amountNotice } from './receipt.document';

// The receipt of a purchase: the seller confirms having received the purchase price from the
// company, in figures and words, for the vehicle (make, model, VIN) of the purchase contract, on
// the day and by the method stated; with the VAT in it when the seller's invoice shows VAT. The
// seller signs it: it is the dealer's proof of payment.

export async function renderPurchaseReceipt(content: PurchaseDocumentContent, options: RenderOptions): Promise<Buffer> {
  const { trade, vehicle, locale, company, seller } = content;
  const t = (key: string, params?: Record<string, string | number>) => documentText(locale, key, params);
  const page = openDocument(content, options, {
    title: t('purchase.receipt.title'),
    facts: vehicleFacts(content, { label: t('common.date'), iso: content.issuedOn }),
  });
  const { amounts } = trade;
  amountNotice(page, amounts.grossCents);
  const rows: Array<[string, string]> = [
    [
      t('receipt.purpose'),
      t('purchase.receipt.purpose', {
        vehicle: `${vehicle.make} ${vehicle.model}`,
        vin: vehicle.vinCode,
        date: page.date(trade.contractDate),
      }),
    ],
    [t('receipt.receivedFrom'), `${companyFullName(company)}, ${companyAddress(company, locale).replaceAll(' · ', ', ')}`],
    [t('receipt.receivedOn'), page.date(content.issuedOn)],
    [t('common.paymentMethod'), t(`common.paymentMethods.${trade.paymentMethod}`)],
  ];
  if (trade.vat) rows.splice(1, 0, [t('purchase.receipt.vatContained', { rate: amounts.vatRate }), page.money(amounts.vatCents)]);
  if (trade.receiptComments) rows.push([t('purchase.receipt.comments'), trade.receiptComments]);
  page.rows(rows);
  page.paragraph(t('purchase.receipt.statement', { company: companyFullName(company) }));
  page.signatures({
    place: company.city,
    date: page.date(content.issuedOn),
    signers: [t('purchase.receipt.signer', { name: partyName(seller, locale) })],
  });
  return page.finish();
}
