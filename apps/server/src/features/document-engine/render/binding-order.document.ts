import { addDays } from '@kontor/domain/business-calendar';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { BINDING_ORDER_DAYS } from '@kontor/domain/trades';
import type { DocumentContent, RenderOptions } from '../document-content';
import { formatDate } from './document-formats';
import { openDocument } from './document-layout';
import {
  accidentLines,
  buyerLines,
  companyLines,
  contractText,
  priceBlock,
  SIGNATURE_ROOM,
  termsBlock,
  LABEL_SHARE,
  vehicleFacts,
  vehicleRows,
  warrantyBlock,
} from './contract.document';

// The binding order (verbindliche Bestellung): the buyer's binding offer to buy the vehicle, as the
// ZDK used-car terms have it. The buyer is bound for BINDING_ORDER_DAYS from the order's date; the
// contract is made when the seller confirms in writing within that time or delivers the vehicle.
// Parties, vehicle (shorter than the contract's), price and warranty are the contract's blocks.

/** The last day the buyer is bound: the order's date plus BINDING_ORDER_DAYS. */
export function boundUntil(content: DocumentContent): string {
  return addDays(content.issuedOn, BINDING_ORDER_DAYS);
}

export async function renderBindingOrder(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => documentText(content.locale, key, params);
  const until = formatDate(content.locale, boundUntil(content));
  const page = openDocument(content, options, {
    title: t('bindingOrder.title'),
    facts: [
      ...vehicleFacts(content, { label: t('common.date'), iso: content.issuedOn }),
      { label: t('bindingOrder.boundUntil'), value: until },
    ],
  });
  const c = contractText(page);
  const { trade } = content;
  page.paragraph(t('bindingOrder.intro'));
  page.rows(
    [
      [c('party.seller'), companyLines(page).join('\n')],
      [t('bindingOrder.buyer'), buyerLines(page).join('\n')],
    ],
    LABEL_SHARE,
  );

  page.heading(t('bindingOrder.sections.vehicle'));
  page.rows(vehicleRows(page, true), LABEL_SHARE);
  for (const line of accidentLines(page)) page.paragraph(line);

  page.heading(t('bindingOrder.sections.price'));
  priceBlock(page);
  page.paragraph(t('bindingOrder.handoverDate', { date: page.date(trade.handoverOn) }));

  page.heading(t('bindingOrder.sections.warranty'));
  warrantyBlock(page);

  page.heading(t('bindingOrder.sections.binding'));
  page.notice(t('bindingOrder.binding', { days: BINDING_ORDER_DAYS, date: until }), { bold: true });

  if (trade.contractComments) {
    page.heading(t('bindingOrder.sections.comments'));
    page.paragraph(trade.contractComments);
  }
  termsBlock(page, c('sections.terms'));

  page.signatures({
    place: content.company.city,
    date: page.date(content.issuedOn),
    signers: [t('bindingOrder.signatures.buyer')],
  });
  // The acceptance's heading stays with its signature lines.
  page.keep(SIGNATURE_ROOM + 30);
  page.heading(t('bindingOrder.signatures.acceptance'));
  page.signatures({ place: null, date: null, signers: [t('bindingOrder.signatures.seller')] });
  return page.finish();
}
