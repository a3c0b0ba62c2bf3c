import { type Company, companyFullName, companyRepresentativeRole } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import { customerDisplayName } from '@kontor/domain/customers';
import type { DocumentTemplate } from '@kontor/domain/custom-templates';
import { formatIban, formatPhone } from '@kontor/domain/display-format';
import { translate } from '@kontor/domain/i18n/catalogs';
import type { TradeParty } from '@kontor/domain/trades';
import type { Pdf } from '../../../platform/pdf/pdf';
import type { AnyDocumentContent, PurchaseCancellationContent, PurchaseDocumentContent, ServiceDocumentContent } from '../document-content';

// The frame around every document's body (document-layout.ts draws the body): the template's look,
// the DIN 5008 window-envelope address field with the recipient's whole address (a sale's buyer, a
// purchase's seller, a service invoice's customer), and the footer with the company's legal, contact and bank details and the
// page count on every page.

/** Every content a document is rendered from: a sale's (the company sells), a purchase's (it buys), a service invoice's, a cancellation's too. */
export type FramedContent = AnyDocumentContent;

/**
 * A vehicle trade's content (a sale's or a purchase's): the contract-like documents read its trade
 * and the vehicle's full data, which a service invoice has neither of.
 */
export type TradeContent = Exclude<FramedContent, ServiceDocumentContent>;

/** What the frame itself reads of a content: the company, the language and the template. */
type FrameContent = Pick<FramedContent, 'company' | 'locale' | 'template'>;

/** A purchase's content names a seller where a sale's names a buyer (both are stored snapshots). */
export function isPurchaseContent(content: FramedContent): content is PurchaseDocumentContent | PurchaseCancellationContent {
  return 'seller' in content;
}

/** A service invoice's, its proposal's or its cancellation's content: workshop lines, no trade. */
export function isServiceContent(content: FramedContent): content is ServiceDocumentContent {
  return 'order' in content && content.order === 'SERVICE_INVOICE';
}

/** The customer a document is addressed to: a sale's buyer, a purchase's seller, a service invoice's customer. */
export function recipientOf(content: FramedContent): TradeParty {
  if (isServiceContent(content)) return content.customer;
  return isPurchaseContent(content) ? content.seller : content.buyer;
}

/** Points per millimetre (PDF units are 1/72 inch). */
export const MM = 72 / 25.4;

// DIN 5008 form B: the address field 20 mm from the left, 45 mm from the top, 85 × 45 mm; its top
// 17.7 mm hold the return address, the recipient starts below.
export const ADDRESS = { x: 20 * MM, y: 45 * MM, width: 85 * MM, height: 45 * MM, zone: 17.7 * MM };

export const BLUE = '#1d4ed8';
export const GREY = '#475569';
export const LIGHT = '#f1f5f9';
export const RED = '#b91c1c';
export const BLACK = '#000000';

export type Look = { margin: number; size: number; small: number; title: number; logoHeight: number; band: boolean };
export const LOOKS: Record<DocumentTemplate['layout'], Look> = {
  CLASSIC: { margin: 56, size: 10, small: 8, title: 18, logoHeight: 56, band: false },
  MODERN: { margin: 56, size: 10, small: 8, title: 20, logoHeight: 48, band: true },
  COMPACT: { margin: 40, size: 9, small: 7, title: 15, logoHeight: 40, band: false },
};

export type Text = (key: string, params?: Record<string, string | number>) => string;

/** A customer's name as an address names them: title, then the person or the company. */
export function partyName(party: TradeParty, locale: Locale): string {
  const title = party.title && party.type === 'PRIVATE' ? `${translate(locale, `customers.titles.${party.title}`)} ` : '';
  return `${title}${customerDisplayName(party)}`;
}

/** The lines below the name: street, addition, postal code and city, and the country when it is not the seller's. */
export function partyAddressLines(party: TradeParty, options: { locale: Locale; homeCountryId: number }): string[] {
  const person = [party.firstName, party.lastName].filter(Boolean).join(' ');
  const country = party.countryId === options.homeCountryId ? undefined : countryById(party.countryId);
  return [
    party.type === 'BUSINESS' && party.companyName && person ? person : null,
    [party.streetAddress, party.houseNumber].filter(Boolean).join(' ') || null,
    party.additionalAddress,
    [party.postalCode, party.city].filter(Boolean).join(' ') || null,
    country ? countryName(country, options.locale).toUpperCase() : null,
  ].filter((line): line is string => Boolean(line));
}

/** The company's address on one line: "Hauptstraße 12a · 80331 München". */
export function companyAddress(company: Company, locale: Locale, withCountry = false): string {
  const country = withCountry ? countryById(company.countryId) : undefined;
  return [
    [company.streetAddress, company.houseNumber].filter(Boolean).join(' '),
    company.additionalAddress,
    `${company.postalCode} ${company.city}`,
    country ? countryName(country, locale) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Where the recipient goes: below the return address, to the field's bottom edge. */
export const RECIPIENT = {
  x: ADDRESS.x,
  y: ADDRESS.y + ADDRESS.zone + 2,
  width: ADDRESS.width,
  height: ADDRESS.height - ADDRESS.zone - 2,
};

/** The smallest type the recipient is set in; only below it does the greeting give way. */
export const MIN_ADDRESS_SIZE = 7;
const ADDRESS_SIZE_STEP = 0.5;

/**
 * The size and lines the recipient is printed in. An invoice must name the buyer's full address
 * (§14 Abs. 4 Nr. 1 UStG), so no line is ever cut: the type shrinks step by step from the look's
 * size down to MIN_ADDRESS_SIZE until every line (wrapped where it must) fits the window, and only
 * then the greeting ("Frau", "Herr"), which is no part of the address, is left out. An address too
 * long even then is printed whole at the smallest size rather than cut.
 */
function fitRecipient(doc: Pdf, input: { greeting: string | null; lines: string[]; size: number }): { size: number; lines: string[] } {
  const variants = input.greeting ? [[input.greeting, ...input.lines], input.lines] : [input.lines];
  doc.font('regular');
  for (const lines of variants) {
    const text = lines.join('\n');
    for (let size = input.size; size >= MIN_ADDRESS_SIZE; size -= ADDRESS_SIZE_STEP) {
      doc.fontSize(size);
      if (doc.heightOfString(text, { width: RECIPIENT.width }) <= RECIPIENT.height) return { size, lines };
    }
  }
  return { size: MIN_ADDRESS_SIZE, lines: input.lines };
}

/** The window-envelope field: the return address in small type at its top, the recipient below. */
export function drawAddressField(doc: Pdf, input: { content: FrameContent; recipient: TradeParty; look: Look; sellerName: string }): void {
  const { content, look } = input;
  // The return address is the company's own, shortened if it must be; the recipient never is.
  const returnAddress = `${input.sellerName} · ${companyAddress(content.company, content.locale)}`;
  doc.font('regular').fontSize(6.5).fillColor(GREY);
  const returnY = ADDRESS.y + ADDRESS.zone - 12;
  doc.text(returnAddress, ADDRESS.x, returnY, { width: ADDRESS.width, lineBreak: false, ellipsis: true, height: 9 });
  doc.moveTo(ADDRESS.x, returnY + 9).lineTo(ADDRESS.x + ADDRESS.width, returnY + 9).lineWidth(0.3).strokeColor(GREY).stroke();
  const { recipient } = input;
  const greeting = recipient.type === 'PRIVATE' && recipient.greeting ? translate(content.locale, `customers.greetings.${recipient.greeting}`) : null;
  const address = [
    partyName(recipient, content.locale),
    ...partyAddressLines(recipient, { locale: content.locale, homeCountryId: content.company.countryId }),
  ];
  const fitted = fitRecipient(doc, { greeting, lines: address.filter(Boolean), size: look.size });
  doc.font('regular').fontSize(fitted.size).fillColor(BLACK);
  doc.text(fitted.lines.join('\n'), RECIPIENT.x, RECIPIENT.y, { width: RECIPIENT.width });
}

const SEPARATOR = ' · ';

/**
 * Fills lines with whole entries ("Registergericht: Amtsgericht Berlin HRB 12345 B"), breaking only
 * between them: pdfkit's own wrapping breaks at any space and tore entries apart. An entry wider
 * than a line on its own gets a line to itself (and only then wraps inside). Each entry is measured
 * once and a line's width summed from its entries: measuring every growing candidate line anew was
 * an eighth of an invoice's render time. Half a point is left for kerning across the joins.
 */
export function packEntries(doc: Pdf, entries: string[], width: number): string[] {
  const separatorWidth = doc.widthOfString(SEPARATOR);
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const entry of entries) {
    const entryWidth = doc.widthOfString(entry);
    if (!current) {
      current = entry;
      currentWidth = entryWidth;
    } else if (currentWidth + separatorWidth + entryWidth > width - 0.5) {
      lines.push(current);
      current = entry;
      currentWidth = entryWidth;
    } else {
      current = `${current}${SEPARATOR}${entry}`;
      currentWidth += separatorWidth + entryWidth;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export type FooterLine = { text: string; height: number };
/** The footer as every page prints it: its lines with their heights, and the room it takes with the page number. */
export type Footer = { lines: FooterLine[]; height: number };

/** The footer's lines (the template's footer first), packed and measured once per document. */
export function footerOf(doc: Pdf, input: { content: FrameContent; look: Look; t: Text; width: number }): Footer {
  const { content, look, t, width } = input;
  const { company } = content;
  const role = translate(content.locale, `company.roles.${companyRepresentativeRole(company.type)}`);
  const legal = [
    companyFullName(company),
    company.owner ? `${role}: ${company.owner}` : null,
    company.vatId ? `${t('common.vatId')}: ${company.vatId}` : null,
    company.taxNumber ? `${t('common.taxNumber')}: ${company.taxNumber}` : null,
    company.commercialRegisterNumber
      ? `${t('common.register')}: ${[company.commercialRegisterName, company.commercialRegisterNumber].filter(Boolean).join(' ')}`
      : null,
  ];
  const contact = [
    companyAddress(company, content.locale),
    company.phone ? `${t('common.phone')}: ${formatPhone(company.phone)}` : null,
    company.email ? `${t('common.email')}: ${company.email}` : null,
    company.website,
  ];
  const bank = [
    company.bankName ? `${t('common.bank')}: ${company.bankName}` : null,
    company.iban ? `${t('common.iban')}: ${formatIban(company.iban)}` : null,
    company.bic ? `${t('common.bic')}: ${company.bic}` : null,
  ];
  doc.font('regular').fontSize(look.small);
  const texts = [legal, contact, bank].flatMap((part) => packEntries(doc, part.filter((entry): entry is string => Boolean(entry)), width));
  if (content.template.footer) texts.unshift(content.template.footer);
  const lines = texts.map((text) => ({ text, height: doc.heightOfString(text, { width }) + 2 }));
  const height = lines.reduce((sum, line) => sum + line.height, 0) + 6 + doc.currentLineHeight(true) + 4;
  doc.font('regular');
  return { lines, height };
}

/** On every page: the company's legal and bank details, the template's footer, the page number (and a sample's mark). */
export function drawFooters(doc: Pdf, input: { look: Look; footer: Footer; t: Text; width: number; sampleMark: string | null }): void {
  const { look, footer, t, width } = input;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    let y = doc.page.height - bottom + 10;
    doc.moveTo(look.margin, y).lineTo(look.margin + width, y).lineWidth(0.5).strokeColor(GREY).stroke();
    y += 6;
    doc.font('regular').fontSize(look.small).fillColor(GREY);
    for (const line of footer.lines) {
      doc.text(line.text, look.margin, y, { width, align: 'center' });
      y += line.height;
    }
    doc.text(t('common.page', { page: index + 1, pages: range.count }), look.margin, y + 4, { width, align: 'right', lineBreak: false });
    if (input.sampleMark) doc.fillColor(RED).text(input.sampleMark, look.margin, y + 4, { width: width / 2, align: 'left', lineBreak: false });
    doc.fillColor(BLACK);
    doc.page.margins.bottom = bottom;
  }
}
