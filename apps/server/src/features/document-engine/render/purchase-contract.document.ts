import { amountInWords } from '@kontor/domain/amount-in-words';
import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { PurchaseDocumentContent, RenderOptions } from '../document-content';
import { partyName } from './document-frame';
import { type DocumentPage, openDocument } from './document-layout';
import {
  accidentLines,
  companyLines,
  contractText,
  handoverList,
  keepCitations,
  LABEL_SHARE,
  partyLines,
  SIGNATURE_ROOM,
  vehicleFacts,
  vehicleRows,
} from './contract.document';

// The purchase contract (Ankaufvertrag): the dealer buys a used vehicle from the seller,
// the customer the contract is addressed to. It prints what a sale's vehicle contract prints,
// with the roles reversed: the seller with address, date of birth and ID document (a private seller's
// identity is the dealer's proof of where the vehicle came from) or VAT id, the company as buyer,
// the vehicle, accident damage, the price in figures and words with the VAT the seller's invoice
// shows (or none), payment, handover of vehicle, papers and keys, the seller's assurances, the
// seller's liability for defects (excluded for a private seller except where the law forbids it and
// for what the seller assured), other agreements, place, date and both signatures. Parties, vehicle,
// accident damage and the papers are the sale contract's blocks (contract.document.ts).

type PurchasePage = DocumentPage<PurchaseDocumentContent>;
type Text = (key: string, params?: Record<string, string | number>) => string;

/** The assurances a seller may give, in the order the contract lists them; each is printed only when given. */
const ASSURANCES = ['soleOwner', 'noFurtherAccidents', 'mileageConfirmed'] as const;

/** The purchase contract's own texts (`purchase.contract.*`), with citations kept together. */
function purchaseText(page: PurchasePage): Text {
  return (key, params) => keepCitations(page.t(`purchase.contract.${key}`, params));
}

/** The seller (with identity) and the company as buyer; a private seller's identification is recorded. */
function partiesBlock(page: PurchasePage): void {
  const c = contractText(page);
  const k = purchaseText(page);
  const { seller } = page.content;
  page.paragraph(k('intro'));
  page.rows(
    [
      [c('party.seller'), partyLines(page, seller).join('\n')],
      [c('party.buyer'), companyLines(page).join('\n')],
    ],
    LABEL_SHARE,
  );
  if (seller.type !== 'BUSINESS' && seller.passport) page.paragraph(k('identified'));
}

/**
 * The price in figures and words. With VAT shown on the seller's invoice (a business seller taxing
 * regularly) net, VAT and gross, since the dealer deducts that VAT; otherwise the statement that the
 * price contains no VAT shown, by the seller's kind. The VAT sentence stays on the price's page: it
 * says what the price means. Then method, term, the seller's invoice and, for a transfer, a line for
 * the seller's account.
 */
function priceBlock(page: PurchasePage): void {
  const c = contractText(page);
  const k = purchaseText(page);
  const { trade, seller, locale } = page.content;
  const { amounts } = trade;
  const gross = `${page.money(amounts.grossCents)}\n${c('price.inWords', { words: amountInWords(amounts.grossCents, locale) })}`;
  if (trade.vat) {
    // Net, VAT and gross state one price: a page break between them would leave either page without it.
    page.rows(
      [
        [k('price.net'), page.money(amounts.netCents)],
        [k('price.vat', { rate: amounts.vatRate }), page.money(amounts.vatCents)],
        [k('price.gross'), gross],
      ],
      LABEL_SHARE,
      { together: true },
    );
    page.paragraph(k('price.vatShown', { rate: amounts.vatRate }), { keepWithPrevious: true });
  } else {
    page.rows([[c('price.price'), gross]], LABEL_SHARE);
    page.paragraph(k(seller.type === 'BUSINESS' ? 'price.noVatBusiness' : 'price.noVatPrivate'), { keepWithPrevious: true });
  }
  const rows: Array<[string, string]> = [
    [c('price.method'), c(`price.methods.${trade.paymentMethod}`)],
    [c('price.term'), k(`price.terms.${trade.paymentType}`)],
  ];
  if (trade.sellerInvoiceNumber) {
    const number = trade.sellerInvoiceDate
      ? k('price.sellerInvoiceNumberDated', { number: trade.sellerInvoiceNumber, date: page.date(trade.sellerInvoiceDate) })
      : k('price.sellerInvoiceNumber', { number: trade.sellerInvoiceNumber });
    rows.push([k('price.sellerInvoice'), number]);
  }
  // The dealer pays by transfer to an account the trade does not record: it is written in by hand.
  if (trade.paymentMethod === 'TRANSFER') rows.push([k('price.account'), k('price.accountBlank')]);
  page.rows(rows, LABEL_SHARE);
}

/** The seller's assurances that were given, as a list, and the declaration on the vehicle's origin, which every seller makes. */
function assurancesBlock(page: PurchasePage): void {
  const k = purchaseText(page);
  const { trade } = page.content;
  const given = ASSURANCES.filter((assurance) => trade[assurance]);
  if (given.length) {
    page.paragraph(k('assurances.intro'));
    page.paragraph(given.map((assurance) => `•  ${k(`assurances.${assurance}`)}`).join('\n'));
  }
  page.paragraph(k('assurances.origin'));
}

/**
 * The contract's last section, moved to a new page with the signatures unless both fit here: a
 * signature page with no contract text on it could be put under any other text.
 */
function closingSection(page: PurchasePage, input: { heading: string; text: string }): void {
  const { doc } = page;
  const line = doc.currentLineHeight(true);
  page.keep(doc.heightOfString(input.text, { width: page.width }) + 3 * line + SIGNATURE_ROOM);
  page.heading(input.heading);
  page.paragraph(input.text);
}

export async function renderPurchaseContract(content: PurchaseDocumentContent, options: RenderOptions): Promise<Buffer> {
  const t = (key: string) => documentText(content.locale, key);
  const page = openDocument(content, options, {
    title: t('purchase.contract.title'),
    facts: vehicleFacts(content, { label: t('common.date'), iso: content.issuedOn }),
  });
  const c = contractText(page);
  const k = purchaseText(page);
  const { trade, seller, company, locale } = content;
  partiesBlock(page);

  page.heading(k('sections.vehicle'));
  page.rows(vehicleRows(page), LABEL_SHARE);

  page.heading(k('sections.accident'));
  for (const line of accidentLines(page)) page.paragraph(line);

  page.heading(k('sections.price'));
  priceBlock(page);

  page.heading(k('sections.handover'));
  page.paragraph(c('handover.date', { date: page.date(trade.handoverOn) }));
  page.paragraph(k('handover.intro'));
  page.paragraph(handoverList(page));
  page.paragraph(k('handover.transfer'));
  page.paragraph(k('handover.registration'));

  page.heading(k('sections.assurances'));
  assurancesBlock(page);

  // A private seller's liability is excluded as far as the law allows (§ 444 BGB); a business is liable by statute.
  const liability = {
    heading: k('sections.liability'),
    text: k(seller.type === 'BUSINESS' ? 'liability.business' : 'liability.private'),
  };
  if (trade.contractComments) {
    page.heading(liability.heading);
    page.paragraph(liability.text);
    closingSection(page, { heading: k('sections.comments'), text: trade.contractComments });
  } else closingSection(page, liability);

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
