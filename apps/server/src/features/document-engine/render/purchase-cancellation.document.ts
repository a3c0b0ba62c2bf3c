import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { PurchaseCancellationContent, RenderOptions } from '../document-content';
import { companyLines, contractText, LABEL_SHARE, partyLines, vehicleFacts } from './contract.document';
import { partyName } from './document-frame';
import { formatDate } from './document-formats';
import { openDocument } from './document-layout';

// The cancellation notice of a purchase (Stornierung des Ankaufvertrags): the dealer issued no
// invoice for a purchase, so there is nothing to reverse by number; the contract itself is canceled.
// It names the contract by its date, the vehicle (make, model, VIN) and the price, gives the reason,
// and is addressed to the seller like the contract. Both parties sign it, since a contract one side
// signed is not undone by the other side's word alone; the frame and the parties' blocks are the
// purchase contract's.

export async function renderPurchaseCancellation(content: PurchaseCancellationContent, options: RenderOptions): Promise<Buffer> {
  const { trade, vehicle, locale, company, seller, cancellation } = content;
  const t = (key: string, params?: Record<string, string | number>) => documentText(locale, key, params);
  const contractDate = formatDate(locale, cancellation.originalIssuedOn);
  const [dateFact, ...vehicleFactsRest] = vehicleFacts(content, { label: t('common.date'), iso: content.issuedOn });
  // A notice of cancellation is no contract: the contract template's terms and greeting stay off it.
  const framed = { ...content, template: { ...content.template, headerNote: null, terms: null } };
  const page = openDocument(framed, options, {
    title: t('cancellation.purchase.title'),
    facts: [dateFact!, { label: t('cancellation.purchase.contractDate'), value: contractDate }, ...vehicleFactsRest],
  });
  const c = contractText(page);

  const reference = t('cancellation.purchase.reference', {
    date: contractDate,
    vehicle: `${vehicle.make} ${vehicle.model}`,
    vin: vehicle.vinCode,
    price: page.money(trade.amounts.grossCents),
  });
  page.paragraph(reference, { bold: true });
  page.rows([[t('cancellation.reason'), cancellation.reason]], LABEL_SHARE);

  page.heading(t('cancellation.purchase.parties'));
  page.rows(
    [
      [c('party.seller'), partyLines(page, seller, false).join('\n')],
      [c('party.buyer'), companyLines(page).join('\n')],
    ],
    LABEL_SHARE,
  );
  page.paragraph(t('cancellation.purchase.restitution'));
  page.paragraph(t('cancellation.purchase.agreement'));

  page.signatures({
    place: company.city,
    date: page.date(content.issuedOn),
    signers: [
      `${c('signatures.seller')} (${partyName(seller, locale)})`,
      `${c('signatures.buyer')} (${companyFullName(company)})`,
    ],
  });
  return page.finish();
}
