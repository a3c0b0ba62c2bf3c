import { type Company, companyFullName } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { formatIban, formatPhone } from '@kontor/domain/display-format';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { createPdf, type Pdf, pdfBuffer } from '../../../platform/pdf/pdf';
import type { DocumentContent, RenderOptions } from '../document-content';
import {
  ADDRESS,
  BLACK,
  BLUE,
  companyAddress,
  drawAddressField,
  drawFooters,
  footerOf,
  type FramedContent,
  GREY,
  LIGHT,
  type Look,
  LOOKS,
  MM,
  RED,
  recipientOf,
  type Text,
} from './document-frame';

// The page every generated document is printed on: the company's header and logo, a DIN 5008
// window-envelope address block (form B) for the customer (a sale's buyer, a purchase's seller)
// with the facts beside it, the title, then the renderer's blocks, and on every page a footer with
// the company's legal and bank details and "Seite x von y" (the address field and the footer are
// drawn by document-frame.ts). Blocks that belong together (a table row, the totals, a notice,
// signatures) are never split across pages; long text flows on. The template chooses the look and
// adds header note and footer.

export { MM };

/** The facts block starts 125 mm from the left (DIN 5008 form B). */
const FACTS_X = 125 * MM;

/** The document language's formatters: money (de 1.234,56 €, en €1,234.56), a day (de 23.11.2026, en 23 Nov 2026), a number, a month. */
export type DocumentFormats = {
  money: (cents: number) => string;
  date: (iso: string) => string;
  number: (value: number) => string;
  /** A month and year: a vehicle's next inspection. */
  month: (iso: string) => string;
};

// Building an Intl formatter costs far more than formatting with one, and an invoice formats a
// few dozen values: each language's formatters are built once and shared by every document.
const formatsByLocale = new Map<Locale, DocumentFormats>();

function documentFormats(locale: Locale): DocumentFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const intl = locale === 'de' ? 'de-DE' : 'en-GB';
    const money = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' });
    const day = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(intl, { month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(intl);
    formats = {
      money: (cents) => money.format(cents / 100),
      date: (iso) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      number: (value) => number.format(value),
      month: (iso) => month.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** Money by the document's language: de 1.234,56 €, en €1,234.56. */
export function formatMoney(locale: Locale, cents: number): string {
  return documentFormats(locale).money(cents);
}

/** A day by the document's language: de 23.11.2026, en 23 Nov 2026. */
export function formatDate(locale: Locale, iso: string): string {
  return documentFormats(locale).date(iso);
}

export function formatNumber(locale: Locale, value: number): string {
  return documentFormats(locale).number(value);
}

/** A month and year by the document's language (de 05.2027, en 05/2027), from a day or a YYYY-MM month. */
export function formatMonth(locale: Locale, isoDayOrMonth: string): string {
  const day = /^\d{4}-\d{2}$/.test(isoDayOrMonth) ? `${isoDayOrMonth}-01` : isoDayOrMonth;
  return documentFormats(locale).month(day);
}

/**
 * The bank details on one line, for a payment instruction. The IBAN and the BIC are kept whole
 * (no-break spaces): an IBAN torn across two lines is easily mistyped by whoever transfers the money.
 */
export function companyBank(company: Company): string | null {
  if (!company.iban) return null;
  const whole = (text: string) => text.replace(/ /g, '\u00a0');
  return [company.bankName, whole(`IBAN ${formatIban(company.iban)}`), company.bic ? whole(`BIC ${company.bic}`) : null].filter(Boolean).join(', ');
}

/** A fact beside the address field; `details` are smaller grey lines under its value (a vehicle's plate, VIN …). */
export type Fact = { label: string; value: string; details?: string[] };
export type DocumentHead = {
  title: string;
  /** Number, date … printed right of the address field. */
  facts: Fact[];
  /** Overrides the sample marking's texts (a sample invoice says it is no valid invoice). */
  sampleMark?: string;
  sampleNote?: string;
};
/**
 * A table column; the one without a width takes what the others leave and is printed bold (it names
 * what a row is about: the vehicle sold), unless `plain` (a service invoice's many lines read better
 * without a column of bold type).
 */
export type TableColumn = { label: string; width?: number; align?: 'left' | 'right'; plain?: boolean };
/** A row's cells, and smaller grey lines under the widest column (a vehicle's VIN, mileage …). */
export type TableRow = { cells: string[]; details?: string[] };
export type TotalLine = { label: string; value: string; strong?: boolean };

/** The page a renderer draws on; `content` is the content it was opened with (a sale's unless said). */
export type DocumentPage<C extends FramedContent = DocumentContent> = ReturnType<typeof openDocument<C>>;

/** Opens a document on its first page with header, address field, facts and title drawn. */
export function openDocument<C extends FramedContent>(content: C, options: RenderOptions, head: DocumentHead) {
  const { company, locale, template } = content;
  const look = LOOKS[template.layout];
  const t: Text = (key, params) => documentText(locale, key, params);
  const sellerName = companyFullName(company);
  const doc = createPdf({ title: head.title, author: sellerName, language: locale }, look.margin);
  const left = look.margin;
  const width = doc.page.width - 2 * look.margin;
  const footer = footerOf(doc, { content, look, t, width });
  const formats = documentFormats(locale);
  // The footer's height is known only now (it depends on the company's data); every page after
  // this one is made from the document's options, so both get the room at the bottom.
  const bottomRoom = look.margin / 2 + footer.height + 10;
  doc.page.margins.bottom = bottomRoom;
  doc.options.margins = { ...(doc.options.margins ?? {}), top: look.margin, left, right: left, bottom: bottomRoom };

  drawHeader(doc, { content, options, look, sellerName, width });
  drawAddressField(doc, { content, recipient: recipientOf(content), look, sellerName });
  let factsY = ADDRESS.y;
  const factsWidth = doc.page.width - left - FACTS_X;
  for (const fact of head.facts) {
    doc.font('regular').fontSize(look.small).fillColor(GREY).text(fact.label, FACTS_X, factsY, { width: factsWidth });
    doc.font('bold').fontSize(look.size).fillColor(BLACK).text(fact.value, FACTS_X, doc.y, { width: factsWidth });
    if (fact.details?.length) doc.font('regular').fontSize(look.small).fillColor(GREY).text(fact.details.join('\n'), FACTS_X, doc.y + 1, { width: factsWidth });
    factsY = doc.y + 4;
  }
  doc.font('regular').fillColor(BLACK);
  doc.y = Math.max(ADDRESS.y + ADDRESS.height, factsY) + 18;
  doc.x = left;
  doc.font('bold').fontSize(look.title).text(head.title, left, doc.y, { width });
  doc.moveDown(0.4);
  if (options.sample) {
    doc.font('bold').fontSize(look.size + 1).fillColor(RED).text(head.sampleMark ?? t('common.sample'), left, doc.y, { width });
    if (head.sampleNote) doc.font('regular').fontSize(look.small).text(head.sampleNote, left, doc.y, { width });
    doc.fillColor(BLACK).moveDown(0.6);
  }
  if (template.headerNote) {
    doc.font('regular').fontSize(look.size).text(template.headerNote, left, doc.y, { width });
    doc.moveDown(0.8);
  }

  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` still fits on this one. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
    doc.x = left;
  };
  const setSize = (size: 'size' | 'small', bold = false) => doc.font(bold ? 'bold' : 'regular').fontSize(look[size]);

  const page = {
    doc,
    locale,
    content,
    left,
    width,
    t,
    money: formats.money,
    date: formats.date,
    number: formats.number,
    month: formats.month,
    keep,
    space(points = 8) {
      doc.y = Math.min(doc.y + points, bottom());
    },
    /** A section heading, kept on a page with at least three lines after it. */
    heading(text: string) {
      setSize('size', true);
      keep(doc.heightOfString(text, { width }) + 4 * doc.currentLineHeight(true) + 6);
      doc.moveDown(0.3);
      doc.fillColor(BLACK).text(text, left, doc.y, { width });
      doc.moveDown(0.2);
      doc.font('regular');
    },
    /** Text that may flow over a page break (never into the footer: the bottom margin keeps it free). */
    paragraph(text: string, style: { bold?: boolean; small?: boolean; color?: string } = {}) {
      setSize(style.small ? 'small' : 'size', style.bold);
      keep(Math.min(doc.heightOfString(text, { width }), 2 * doc.currentLineHeight(true)));
      doc.fillColor(style.color ?? BLACK).text(text, left, doc.y, { width });
      doc.fillColor(BLACK).moveDown(0.5);
    },
    /** Label/value pairs in two columns, each pair kept on one page. */
    rows(pairs: Array<[string, string]>, labelShare = 0.35) {
      const labelWidth = width * labelShare;
      const valueWidth = width - labelWidth - 8;
      for (const [label, value] of pairs) {
        setSize('size');
        const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value, { width: valueWidth }));
        keep(height + 3);
        const y = doc.y;
        doc.fillColor(GREY).text(label, left, y, { width: labelWidth });
        doc.fillColor(BLACK).text(value, left + labelWidth + 8, y, { width: valueWidth });
        doc.y = y + height + 3;
      }
      doc.x = left;
      doc.moveDown(0.3);
    },
    /** A table whose rows never split; its header is repeated on every page it continues on. */
    table(columns: TableColumn[], rows: TableRow[]) {
      const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
      const fill = columns.findIndex((column) => column.width === undefined);
      const boldFill = fill >= 0 && !columns[fill]!.plain;
      let x = left;
      const cols = columns.map((column) => {
        const w = column.width ?? width - fixed;
        const placed = { ...column, x, w };
        x += w;
        return placed;
      });
      const drawHeader = () => {
        setSize('small', true);
        const y = doc.y;
        let height = 0;
        for (const column of cols) {
          doc.text(column.label, column.x, y, { width: column.w, align: column.align ?? 'left' });
          height = Math.max(height, doc.y - y);
        }
        doc.y = y + height + 3;
        doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(GREY).stroke();
        doc.y += 5;
      };
      setSize('small', true);
      keep(3 * doc.currentLineHeight(true) + 10);
      drawHeader();
      for (const row of rows) {
        setSize('size');
        let height = Math.max(...cols.map((column, index) => doc.heightOfString(row.cells[index] ?? '', { width: column.w })));
        const detailColumn = cols[fill >= 0 ? fill : 0]!;
        const details = row.details?.join('\n') ?? '';
        const detailsHeight = details ? (setSize('small'), doc.heightOfString(details, { width: detailColumn.w })) : 0;
        height = Math.max(height, (setSize('size', boldFill), doc.heightOfString(row.cells[fill] ?? '', { width: detailColumn.w })) + detailsHeight);
        if (doc.y + height + 6 > bottom()) {
          doc.addPage();
          drawHeader();
        }
        const y = doc.y;
        cols.forEach((column, index) => {
          setSize('size', index === fill && boldFill);
          doc.fillColor(BLACK).text(row.cells[index] ?? '', column.x, y, { width: column.w, align: column.align ?? 'left' });
          if (index === fill && details) setSize('small').fillColor(GREY).text(details, column.x, doc.y, { width: column.w });
        });
        doc.fillColor(BLACK);
        doc.y = y + height + 6;
      }
      doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(GREY).stroke();
      doc.x = left;
      doc.y += 6;
    },
    /** Amounts right-aligned under a table, kept together; a strong line is the total. */
    totals(lines: TotalLine[]) {
      setSize('size', true);
      const lineHeight = doc.currentLineHeight(true) + 4;
      keep(lines.length * lineHeight + 4);
      for (const line of lines) {
        setSize('size', line.strong);
        const y = doc.y;
        doc.text(line.label, left + width - 300, y, { width: 190 });
        doc.text(line.value, left + width - 110, y, { width: 110, align: 'right' });
        doc.y = Math.max(doc.y, y + lineHeight);
      }
      doc.font('regular');
      doc.x = left;
      doc.moveDown(0.5);
    },
    /** A framed, shaded box for what must not be overlooked (a tax exemption, a sample). */
    notice(text: string, style: { bold?: boolean } = {}) {
      setSize('size', style.bold);
      const padding = 6;
      const height = doc.heightOfString(text, { width: width - 2 * padding }) + 2 * padding;
      keep(height + 6);
      const y = doc.y;
      doc.rect(left, y, width, height).fillAndStroke(LIGHT, GREY);
      doc.fillColor(BLACK).text(text, left + padding, y + padding, { width: width - 2 * padding });
      doc.x = left;
      doc.y = y + height + 8;
      doc.font('regular');
    },
    /** The template's terms (the dealer's payment terms, AGB reference …); false when there are none. */
    terms(): boolean {
      if (!template.terms) return false;
      page.paragraph(template.terms);
      return true;
    },
    /** Place and date, then one signature line per signer side by side, kept on one page. */
    signatures(input: { place: string | null; date: string | null; signers: string[] }) {
      setSize('size');
      const line = doc.currentLineHeight(true);
      keep(2 * (28 + line + 8) + 12);
      const gap = 24;
      const slot = (width - gap * (input.signers.length - 1)) / input.signers.length;
      const drawLine = ({ x, y, label, value }: { x: number; y: number; label: string; value: string | null }) => {
        if (value) setSize('size').fillColor(BLACK).text(value, x, y + 26 - line, { width: slot });
        doc.moveTo(x, y + 28).lineTo(x + slot, y + 28).lineWidth(0.5).strokeColor(BLACK).stroke();
        setSize('small').fillColor(GREY).text(label, x, y + 31, { width: slot });
      };
      doc.moveDown(0.5);
      let y = doc.y;
      const placeDate = [input.place, input.date].filter(Boolean).join(', ') || null;
      drawLine({ x: left, y, label: t('common.placeDate'), value: placeDate });
      y += 28 + line + 12;
      input.signers.forEach((signer, index) => drawLine({ x: left + index * (slot + gap), y, label: signer, value: null }));
      doc.fillColor(BLACK);
      doc.x = left;
      doc.y = y + 28 + line + 12;
    },
    /** Draws the footers with the page count and ends the document. */
    finish(): Promise<Buffer> {
      drawFooters(doc, { look, footer, t, width, sampleMark: options.sample ? (head.sampleMark ?? t('common.sample')) : null });
      return pdfBuffer(doc);
    },
  };
  doc.font('regular').fontSize(look.size);
  return page;
}

function drawHeader(doc: Pdf, input: { content: FramedContent; options: RenderOptions; look: Look; sellerName: string; width: number }): void {
  const { look, width, content } = input;
  const left = look.margin;
  const y = look.margin;
  // The band ends above the address field's top (45 mm), which it must never cover.
  if (look.band) doc.rect(0, 0, doc.page.width, ADDRESS.y - 8).fill(BLUE).fillColor('#ffffff');
  if (input.options.logo) drawLogo(doc, input.options.logo, { x: left + width - 160, y, width: 160, height: look.logoHeight });
  doc.font('bold').fontSize(look.size + 4).text(input.sellerName, left, y, { width: width - 180 });
  doc.font('regular').fontSize(look.small).text(companyAddress(content.company, content.locale, true), { width: width - 180 });
  const contact = [
    content.company.phone ? formatPhone(content.company.phone) : null,
    content.company.email,
    content.company.website,
  ].filter(Boolean);
  if (contact.length) doc.text(contact.join(' · '), { width: width - 180 });
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
