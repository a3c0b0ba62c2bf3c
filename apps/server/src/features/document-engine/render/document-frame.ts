import { type Company, companyFullName, companyRepresentativeRole } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import { customerDisplayName } from '@kontor/domain/customers';
import type { DocumentTemplate } from '@kontor/domain/custom-templates';
import { formatIban, formatPhone } from '@kontor/domain/display-format';
import { translate } from '@kontor/domain/i18n/catalogs';
import type { TradeParty } from '@kontor/domain/trades';
import type { Pdf } from '../../../platform/pdf/pdf';
import type {
  AnyDocumentContent,
  PurchaseCancellationContent,
  PurchaseDocumentContent,
  ServiceDocumentContent,
} from '../document-content';

// The frame around every document's body (document-layout.ts draws the body): the template's look,
// the company's header above the address field, the DIN 5008 window-envelope address field with the
// recipient's whole address (a sale's buyer, a purchase's seller, a service invoice's customer), the
// footer with the company's legal, contact and bank details and the page count on every page, and on
// every page after the first a running head naming the document.

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

/**
 * The company's address as lines: street, addition, postal code and city, and the country `always`,
 * only when it is `abroad` (not Germany), or `never`.
 */
export function companyAddressLines(company: Company, locale: Locale, country: 'always' | 'abroad' | 'never'): string[] {
  const found = country === 'never' ? undefined : countryById(company.countryId);
  const shown = found && (country === 'always' || found.iso2 !== 'DE') ? found : undefined;
  return [
    [company.streetAddress, company.houseNumber].filter(Boolean).join(' '),
    company.additionalAddress,
    `${company.postalCode} ${company.city}`,
    shown ? countryName(shown, locale) : null,
  ].filter((line): line is string => Boolean(line));
}

/** The company's address on one line: "Hauptstraße 12a · 80331 München". */
export function companyAddress(company: Company, locale: Locale, withCountry = false): string {
  return companyAddressLines(company, locale, withCountry ? 'always' : 'never').join(' · ');
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
function fitRecipient(
  doc: Pdf,
  input: { greeting: string | null; lines: string[]; size: number },
): { size: number; lines: string[] } {
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
export function drawAddressField(
  doc: Pdf,
  input: { content: FrameContent; recipient: TradeParty; look: Look; sellerName: string },
): void {
  const { content, look } = input;
  // The return address is the company's own, shortened if it must be; the recipient never is.
  const returnAddress = `${input.sellerName} · ${companyAddress(content.company, content.locale)}`;
  doc.font('regular').fontSize(6.5).fillColor(GREY);
  const returnY = ADDRESS.y + ADDRESS.zone - 12;
  doc.text(returnAddress, ADDRESS.x, returnY, { width: ADDRESS.width, lineBreak: false, ellipsis: true, height: 9 });
  doc
    .moveTo(ADDRESS.x, returnY + 9)
    .lineTo(ADDRESS.x + ADDRESS.width, returnY + 9)
    .lineWidth(0.3)
    .strokeColor(GREY)
    .stroke();
  const { recipient } = input;
  const greeting =
    recipient.type === 'PRIVATE' && recipient.greeting
      ? translate(content.locale, `customers.greetings.${recipient.greeting}`)
      : null;
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
  const texts = [legal, contact, bank].flatMap((part) =>
    packEntries(
      doc,
      part.filter((entry): entry is string => Boolean(entry)),
      width,
    ),
  );
  if (content.template.footer) texts.unshift(content.template.footer);
  const lines = texts.map((text) => ({ text, height: doc.heightOfString(text, { width }) + 2 }));
  const height = lines.reduce((sum, line) => sum + line.height, 0) + 6 + doc.currentLineHeight(true) + 4;
  doc.font('regular');
  return { lines, height };
}

/**
 * The running head of a page after the first, on one line: the document's title (with its number,
 * "Rechnung RE-2026-0042") and the page, "Rechnung RE-2026-0042 · Seite 2 von 4". A title too long
 * for the line is shortened, the page number never.
 */
export function runningHeadText(doc: Pdf, input: { title: string; page: string; width: number }): string {
  const title = input.title.replace(/\s+/g, ' ').trim();
  const line = (text: string) => `${text}${SEPARATOR}${input.page}`;
  if (doc.widthOfString(line(title)) <= input.width) return line(title);
  let cut = title;
  while (cut && doc.widthOfString(line(`${cut}…`)) > input.width) cut = cut.slice(0, -1).trimEnd();
  return line(`${cut}…`);
}

/** What every page gets when the document is finished: the footer, the sample's mark, and the running head's title. */
type PageFrame = { look: Look; footer: Footer; t: Text; width: number; sampleMark: string | null; title: string };

/**
 * On every page: the company's legal and bank details, the template's footer, the page number (and a
 * sample's mark); on every page after the first the running head in the top margin, so that a loose
 * continuation page still says which document it belongs to.
 */
export function drawFooters(doc: Pdf, input: PageFrame): void {
  const { look, footer, t, width } = input;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const page = t('common.page', { page: index + 1, pages: range.count });
    if (index > range.start) {
      // Drawn before the footer: the footer's lines are the page's last text, as on the first page.
      doc.font('regular').fontSize(look.small).fillColor(GREY);
      const y = look.margin / 2 - 4;
      doc.text(runningHeadText(doc, { title: input.title, page, width }), look.margin, y, { width, lineBreak: false });
      const ruleY = y + doc.currentLineHeight(true) + 3;
      doc
        .moveTo(look.margin, ruleY)
        .lineTo(look.margin + width, ruleY)
        .lineWidth(0.3)
        .strokeColor(GREY)
        .stroke();
    }
    // Writing below the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    let y = doc.page.height - bottom + 10;
    doc
      .moveTo(look.margin, y)
      .lineTo(look.margin + width, y)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke();
    y += 6;
    doc.font('regular').fontSize(look.small).fillColor(GREY);
    for (const line of footer.lines) {
      doc.text(line.text, look.margin, y, { width, align: 'center' });
      y += line.height;
    }
    doc.text(page, look.margin, y + 4, { width, align: 'right', lineBreak: false });
    if (input.sampleMark)
      doc.fillColor(RED).text(input.sampleMark, look.margin, y + 4, { width: width / 2, align: 'left', lineBreak: false });
    doc.fillColor(BLACK);
    doc.page.margins.bottom = bottom;
  }
}

/** MODERN's coloured band: from the page's top edge to 8 pt above the address field, which it must never cover. */
export const BAND_HEIGHT = ADDRESS.y - 8;

/**
 * Where the company's header must end: clear of the address field (45 mm from the top), whose return
 * address line a long header ran into; in MODERN inside the band, whose white type is invisible below it.
 */
export function headerBottom(look: Look): number {
  return look.band ? BAND_HEIGHT - 6 : ADDRESS.y - 6;
}

/** How far up a crowded header may move in MODERN's band (10 mm from the top edge, inside any printer's margin). */
const BAND_TOP = 28;
/** The smallest type of the address and contact lines: the return address's. */
export const MIN_HEADER_DETAIL_SIZE = 6.5;
const HEADER_SIZE_STEP = 0.5;

type HeaderFit = { top: number; nameSize: number; detailSize: number; nameHeight: number; detailHeights: number[] };

/**
 * The sizes the header is set in so that it ends above `headerBottom`: the company's name shrinks from
 * its size down to the body's size, then the address and contact lines (`details`) down to
 * MIN_HEADER_DETAIL_SIZE; MODERN may also start higher in its band. What does not fit even then is
 * cut, the contact first, the name last: the full name, address and contact are in every footer too.
 */
function fitHeader(doc: Pdf, input: { name: string; details: string[]; look: Look; width: number }): HeaderFit {
  const { name, details, look, width } = input;
  const bottom = headerBottom(look);
  const nameAt = (size: number) => doc.font('bold').fontSize(size).heightOfString(name, { width });
  const detailsAt = (size: number) => details.map((text) => doc.font('regular').fontSize(size).heightOfString(text, { width }));
  const sum = (heights: number[]) => heights.reduce((total, height) => total + height, 0);
  const tops = look.band ? [look.margin, BAND_TOP] : [look.margin];
  for (const top of tops) {
    const detailHeights = detailsAt(look.small);
    for (let nameSize = look.size + 4; nameSize >= look.size; nameSize -= HEADER_SIZE_STEP) {
      const nameHeight = nameAt(nameSize);
      if (top + nameHeight + sum(detailHeights) <= bottom)
        return { top, nameSize, detailSize: look.small, nameHeight, detailHeights };
    }
    const nameHeight = nameAt(look.size);
    for (let detailSize = look.small - HEADER_SIZE_STEP; detailSize >= MIN_HEADER_DETAIL_SIZE; detailSize -= HEADER_SIZE_STEP) {
      const detailHeights = detailsAt(detailSize);
      if (top + nameHeight + sum(detailHeights) <= bottom)
        return { top, nameSize: look.size, detailSize, nameHeight, detailHeights };
    }
  }
  // Cut to whole lines: the name keeps what it can, leaving one line for the address when it can.
  const top = tops.at(-1)!;
  const room = bottom - top;
  const detailLine = doc.font('regular').fontSize(MIN_HEADER_DETAIL_SIZE).currentLineHeight(true);
  const nameLine = doc.font('bold').fontSize(look.size).currentLineHeight(true);
  const lines = (height: number, line: number) => Math.max(0, Math.floor(height / line + 1e-6)) * line;
  const nameHeight = Math.min(nameAt(look.size), Math.max(nameLine, lines(room - (details.length ? detailLine : 0), nameLine)));
  let left = room - nameHeight;
  const detailHeights = detailsAt(MIN_HEADER_DETAIL_SIZE).map((height) => {
    const kept = Math.min(height, lines(left, detailLine));
    left -= kept;
    return kept;
  });
  return { top, nameSize: look.size, detailSize: MIN_HEADER_DETAIL_SIZE, nameHeight, detailHeights };
}

/**
 * The company's header on the first page: its name, address and contact left, the logo right; in
 * MODERN white on the coloured band. It never reaches into the address field (see fitHeader).
 */
export function drawHeader(
  doc: Pdf,
  input: { content: FrameContent; logo: Buffer | null; look: Look; sellerName: string; width: number },
): void {
  const { look, content } = input;
  const left = look.margin;
  const textWidth = input.width - 180;
  if (look.band) doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(BLUE);
  if (input.logo) drawLogo(doc, input.logo, { x: left + input.width - 160, y: look.margin, width: 160, height: look.logoHeight });
  const { company, locale } = content;
  const contact = [company.phone ? formatPhone(company.phone) : null, company.email, company.website].filter(Boolean).join(' · ');
  const details = [companyAddress(company, locale, true), contact].filter(Boolean);
  const fit = fitHeader(doc, { name: input.sellerName, details, look, width: textWidth });
  // Each text is drawn on its own, cut to its height with an ellipsis (pdfkit lets a text with a line
  // break run one line past its height); the half point keeps a last line that fits exactly.
  const cut = (height: number) => ({ width: textWidth, height: height + 0.5, ellipsis: true });
  doc.fillColor(look.band ? '#ffffff' : BLACK);
  doc.font('bold').fontSize(fit.nameSize).text(input.sellerName, left, fit.top, cut(fit.nameHeight));
  let y = fit.top + fit.nameHeight;
  details.forEach((text, index) => {
    const height = fit.detailHeights[index]!;
    if (height > 0) doc.font('regular').fontSize(fit.detailSize).text(text, left, y, cut(height));
    y += height;
  });
  doc.fillColor(BLACK);
}

function drawLogo(doc: Pdf, logo: Buffer, box: { x: number; y: number; width: number; height: number }): void {
  try {
    doc.image(logo, box.x, box.y, { fit: [box.width, box.height], align: 'right' });
  } catch {
    // A logo pdfkit cannot read (it was checked as JPEG/PNG on upload) leaves the header without it
    // rather than failing the whole document.
  }
}

/**
 * "Label: value" in a running line (a vehicle's facts under the invoice's item): a no-break space after
 * the colon keeps the value with its label when the line wraps ("Kilometerstand:" | "42.150 km").
 */
export const labelled = (label: string, value: string): string => `${label}:\u00a0${value}`;
