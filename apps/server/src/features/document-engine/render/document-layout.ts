import { type Company, companyFullName } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { formatIban } from '@kontor/domain/display-format';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { createPdf, type Pdf, pdfBuffer } from '../../../platform/pdf/pdf';
import type { DocumentContent, RenderOptions } from '../document-content';
import { embedFacturX } from '../e-invoice/factur-x';
import {
  ADDRESS,
  BLACK,
  drawAddressField,
  drawFooters,
  drawHeader,
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
import { createFlow, PARAGRAPH_KEEP_LINES } from './page-flow';

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
  return [company.bankName, whole(`IBAN ${formatIban(company.iban)}`), company.bic ? whole(`BIC ${company.bic}`) : null]
    .filter(Boolean)
    .join(', ');
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
  /**
   * An invoice's EN 16931 XML (e-invoice/cii-invoice.ts): the document becomes a Factur-X / ZUGFeRD
   * hybrid, a PDF/A-3b with the XML embedded. Left out on a sample: a made-up invoice that says it
   * is none must not carry one a machine would book.
   */
  eInvoice?: string;
};
/**
 * A table column; the one without a width takes what the others leave and is printed bold (it names
 * what a row is about: the vehicle sold), unless `plain` (a service invoice's many lines read better
 * without a column of bold type).
 */
/** `gap`: room before the column's text, within its width (a left-aligned column after a right-aligned one would touch it). */
export type TableColumn = { label: string; width?: number; align?: 'left' | 'right'; plain?: boolean; gap?: number };
/** A row's cells, and smaller grey lines under the widest column (a vehicle's VIN, mileage …). */
export type TableRow = { cells: string[]; details?: string[] };
export type TotalLine = { label: string; value: string; strong?: boolean };

/** The page a renderer draws on; `content` is the content it was opened with (a sale's unless said). */
export type DocumentPage<C extends FramedContent = DocumentContent> = ReturnType<typeof openDocument<C>>;

/** The smallest type the place and date above their signature line shrink to before the date goes to a line of its own. */
export const MIN_PLACE_DATE_SIZE = 7;
/** From a signature row's top to its line: the room to sign in. */
const SIGNATURE_HEIGHT = 28;

/** Opens a document on its first page with header, address field, facts and title drawn. */
export function openDocument<C extends FramedContent>(content: C, options: RenderOptions, head: DocumentHead) {
  const { company, locale, template } = content;
  const look = LOOKS[template.layout];
  const t: Text = (key, params) => documentText(locale, key, params);
  const sellerName = companyFullName(company);
  const eInvoice = options.sample ? undefined : head.eInvoice;
  const doc = createPdf(
    { title: head.title, author: sellerName, language: locale, archival: eInvoice !== undefined },
    look.margin,
  );
  const left = look.margin;
  const width = doc.page.width - 2 * look.margin;
  const footer = footerOf(doc, { content, look, t, width });
  const formats = documentFormats(locale);
  // The footer's height is known only now (it depends on the company's data); every page after
  // this one is made from the document's options, so both get the room at the bottom.
  const bottomRoom = look.margin / 2 + footer.height + 10;
  doc.page.margins.bottom = bottomRoom;
  doc.options.margins = { ...(doc.options.margins ?? {}), top: look.margin, left, right: left, bottom: bottomRoom };

  drawHeader(doc, { content, logo: options.logo, look, sellerName, width });
  drawAddressField(doc, { content, recipient: recipientOf(content), look, sellerName });
  let factsY = ADDRESS.y;
  const factsWidth = doc.page.width - left - FACTS_X;
  for (const fact of head.facts) {
    doc.font('regular').fontSize(look.small).fillColor(GREY).text(fact.label, FACTS_X, factsY, { width: factsWidth });
    doc.font('bold').fontSize(look.size).fillColor(BLACK).text(fact.value, FACTS_X, doc.y, { width: factsWidth });
    if (fact.details?.length)
      doc
        .font('regular')
        .fontSize(look.small)
        .fillColor(GREY)
        .text(fact.details.join('\n'), FACTS_X, doc.y + 1, { width: factsWidth });
    factsY = doc.y + 4;
  }
  doc.font('regular').fillColor(BLACK);
  doc.y = Math.max(ADDRESS.y + ADDRESS.height, factsY) + 18;
  doc.x = left;
  doc.font('bold').fontSize(look.title).text(head.title, left, doc.y, { width });
  doc.moveDown(0.4);
  if (options.sample) {
    doc
      .font('bold')
      .fontSize(look.size + 1)
      .fillColor(RED)
      .text(head.sampleMark ?? t('common.sample'), left, doc.y, { width });
    if (head.sampleNote) doc.font('regular').fontSize(look.small).text(head.sampleNote, left, doc.y, { width });
    doc.fillColor(BLACK).moveDown(0.6);
  }
  if (template.headerNote) {
    doc.font('regular').fontSize(look.size).text(template.headerNote, left, doc.y, { width });
    doc.moveDown(0.8);
  }

  const setSize = (size: 'size' | 'small', bold = false) => doc.font(bold ? 'bold' : 'regular').fontSize(look[size]);
  const flow = createFlow(doc, { left, width, pageRoom: doc.page.height - bottomRoom - look.margin });
  const { fit, place } = flow;

  const page = {
    locale,
    content,
    left,
    width,
    t,
    money: formats.money,
    date: formats.date,
    number: formats.number,
    month: formats.month,
    /** The PDF itself, for measuring and drawing; everything placed before is drawn first. */
    get doc() {
      flow.flush();
      return doc;
    },
    /** Starts a new page unless `height` still fits on this one (after everything placed before). */
    keep(height: number) {
      flow.flush();
      fit(height);
    },
    space(points = 8) {
      flow.space(points);
    },
    /** A section heading, kept on a page with the start of what follows it. */
    heading(text: string) {
      setSize('size', true);
      const line = doc.currentLineHeight(true);
      const height = doc.heightOfString(text, { width }) + 0.5 * line;
      place({
        height,
        head: height,
        tail: height,
        keepWithNext: true,
        draw: () => {
          setSize('size', true);
          fit(height);
          doc.moveDown(0.3);
          doc.fillColor(BLACK).text(text, left, doc.y, { width });
          doc.moveDown(0.2);
          doc.font('regular');
        },
      });
    },
    /**
     * Text that may flow over a page break. A short one (up to four lines) is never split; a
     * longer one leaves two lines at least on a page and takes two along to the next. A sentence
     * ending in a colon introduces what follows and stays with it, as does one `keepWithNext`; one
     * `keepWithPrevious` explains the block before it (the VAT a price contains) and stays with its end.
     */
    paragraph(
      text: string,
      style: { bold?: boolean; small?: boolean; color?: string; keepWithNext?: boolean; keepWithPrevious?: boolean } = {},
    ) {
      setSize(style.small ? 'small' : 'size', style.bold);
      const line = doc.currentLineHeight(true);
      const lines = Math.max(1, Math.round(doc.heightOfString(text, { width }) / line));
      const height = (lines + 0.5) * line;
      const split = lines > 2 * PARAGRAPH_KEEP_LINES;
      const part = (PARAGRAPH_KEEP_LINES + 0.5) * line;
      place({
        height,
        head: split ? part : height,
        tail: split ? part : height,
        keepWithNext: style.keepWithNext ?? /:\s*$/.test(text),
        keepWithPrevious: style.keepWithPrevious,
        draw: (reserve) => {
          setSize(style.small ? 'small' : 'size', style.bold);
          // The space after the text comes before what it keeps with it.
          flow.text({ text, lines, line, reserve: reserve > 0 ? reserve + 0.5 * line : 0, split, color: style.color });
          doc.fillColor(BLACK).moveDown(0.5);
        },
      });
    },
    /**
     * Label/value pairs in two columns, each pair kept on one page; `together` keeps all of them on
     * one (net, VAT and gross of one price: a page ending on the VAT leaves the price unstated).
     */
    rows(pairs: Array<[string, string]>, labelShare = 0.35, options: { together?: boolean } = {}) {
      const labelWidth = width * labelShare;
      const valueWidth = width - labelWidth - 8;
      setSize('size');
      const line = doc.currentLineHeight(true);
      const heights = pairs.map(
        ([label, value]) =>
          Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value, { width: valueWidth })) + 3,
      );
      const after = 0.3 * line;
      const height = heights.reduce((sum, rowHeight) => sum + rowHeight, 0) + after;
      const first = options.together ? { count: heights.length, height } : flow.headRows(heights, line);
      place({
        height,
        head: first.count === heights.length ? height : first.height,
        tail: (heights.at(-1) ?? 0) + after,
        draw: (reserve) => {
          setSize('size');
          flow.rows({
            heights: heights.map((rowHeight, index) => (index === heights.length - 1 ? rowHeight + after : rowHeight)),
            head: first.height,
            reserve,
            drawRow: (index) => {
              const [label, value] = pairs[index]!;
              const y = doc.y;
              doc.fillColor(GREY).text(label, left, y, { width: labelWidth });
              doc.fillColor(BLACK).text(value, left + labelWidth + 8, y, { width: valueWidth });
              doc.y = y + heights[index]!;
            },
          });
          doc.x = left;
          doc.moveDown(0.3);
        },
      });
    },
    /** A table whose rows never split; its header is repeated on every page it continues on, its first rows stay with the header. */
    table(columns: TableColumn[], rows: TableRow[]) {
      const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
      const fill = columns.findIndex((column) => column.width === undefined);
      const boldFill = fill >= 0 && !columns[fill]!.plain;
      let x = left;
      const cols = columns.map((column) => {
        const w = column.width ?? width - fixed;
        const gap = column.gap ?? 0;
        const placed = { ...column, x: x + gap, w: w - gap };
        x += w;
        return placed;
      });
      const detailColumn = cols[fill >= 0 ? fill : 0]!;
      const drawHeader = () => {
        setSize('small', true);
        const y = doc.y;
        let height = 0;
        for (const column of cols) {
          doc.text(column.label, column.x, y, { width: column.w, align: column.align ?? 'left' });
          height = Math.max(height, doc.y - y);
        }
        doc.y = y + height + 3;
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .lineWidth(0.5)
          .strokeColor(GREY)
          .stroke();
        doc.y += 5;
      };
      setSize('small', true);
      const headerHeight = Math.max(...cols.map((column) => doc.heightOfString(column.label, { width: column.w }))) + 8;
      const heights = rows.map((row) => {
        setSize('size');
        const height = Math.max(...cols.map((column, index) => doc.heightOfString(row.cells[index] ?? '', { width: column.w })));
        const details = row.details?.join('\n') ?? '';
        const detailsHeight = details ? (setSize('small'), doc.heightOfString(details, { width: detailColumn.w })) : 0;
        return (
          Math.max(
            height,
            (setSize('size', boldFill), doc.heightOfString(row.cells[fill] ?? '', { width: detailColumn.w })) + detailsHeight,
          ) + 6
        );
      });
      const height = headerHeight + heights.reduce((sum, rowHeight) => sum + rowHeight, 0) + 6;
      setSize('size');
      const first = flow.headRows(heights, doc.currentLineHeight(true));
      place({
        height,
        head: first.count === heights.length ? height : headerHeight + first.height,
        tail: (heights.at(-1) ?? 0) + 6,
        draw: (reserve) => {
          fit(headerHeight + first.height);
          drawHeader();
          flow.rows({
            heights: heights.map((rowHeight, index) => (index === heights.length - 1 ? rowHeight + 6 : rowHeight)),
            head: first.height,
            reserve,
            newPage: drawHeader,
            drawRow: (index) => {
              const row = rows[index]!;
              const details = row.details?.join('\n') ?? '';
              const y = doc.y;
              cols.forEach((column, columnIndex) => {
                setSize('size', columnIndex === fill && boldFill);
                doc
                  .fillColor(BLACK)
                  .text(row.cells[columnIndex] ?? '', column.x, y, { width: column.w, align: column.align ?? 'left' });
                if (columnIndex === fill && details)
                  setSize('small').fillColor(GREY).text(details, column.x, doc.y, { width: column.w });
              });
              doc.fillColor(BLACK);
              doc.y = y + heights[index]!;
            },
          });
          doc
            .moveTo(left, doc.y)
            .lineTo(left + width, doc.y)
            .lineWidth(0.5)
            .strokeColor(GREY)
            .stroke();
          doc.x = left;
          doc.y += 6;
        },
      });
    },
    /** Amounts right-aligned under a table, kept together and with the table's last row. */
    totals(lines: TotalLine[]) {
      setSize('size', true);
      const lineHeight = doc.currentLineHeight(true) + 4;
      const height = lines.length * lineHeight + 4 + 0.5 * doc.font('regular').currentLineHeight(true);
      place({
        height,
        head: height,
        tail: height,
        keepWithPrevious: true,
        draw: () => {
          setSize('size', true);
          fit(height);
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
      });
    },
    /**
     * A framed, shaded box for what must not be overlooked (a tax exemption, a sample). It explains
     * what precedes it (the amounts, the price), so it is kept with that block's end.
     */
    notice(text: string, style: { bold?: boolean } = {}) {
      setSize('size', style.bold);
      const padding = 6;
      const box = doc.heightOfString(text, { width: width - 2 * padding }) + 2 * padding;
      place({
        height: box + 8,
        head: box + 8,
        tail: box + 8,
        keepWithPrevious: true,
        draw: () => {
          setSize('size', style.bold);
          fit(box + 6);
          const y = doc.y;
          doc.rect(left, y, width, box).fillAndStroke(LIGHT, GREY);
          doc.fillColor(BLACK).text(text, left + padding, y + padding, { width: width - 2 * padding });
          doc.x = left;
          doc.y = y + box + 8;
          doc.font('regular');
        },
      });
    },
    /** The template's terms (the dealer's payment terms, AGB reference …); false when there are none. */
    terms(): boolean {
      if (!template.terms) return false;
      page.paragraph(template.terms);
      return true;
    },
    /**
     * Place and date, then one signature line per signer side by side, all on one page and on the
     * page of the text before them (what is signed, or the sentence that introduces the signatures).
     */
    signatures(input: { place: string | null; date: string | null; signers: string[] }) {
      const gap = 24;
      const slot = (width - gap * (input.signers.length - 1)) / input.signers.length;
      const placeDate = fitPlaceDate(doc, { place: input.place, date: input.date, look, slot });
      const labelHeight = (labels: string[]) =>
        Math.max(...labels.map((label) => setSize('small').heightOfString(label, { width: slot })));
      const line = setSize('size').currentLineHeight(true);
      // The rule sits below the place and date, however many lines they take.
      const first = Math.max(SIGNATURE_HEIGHT, placeDate.height + 6);
      const firstRow = first + 3 + labelHeight([t('common.placeDate')]) + 9;
      const secondRow = SIGNATURE_HEIGHT + 3 + labelHeight(input.signers) + 9;
      const height = 0.5 * line + firstRow + secondRow;
      const drawLine = (at: { x: number; y: number; rule: number; label: string }) => {
        doc
          .moveTo(at.x, at.y + at.rule)
          .lineTo(at.x + slot, at.y + at.rule)
          .lineWidth(0.5)
          .strokeColor(BLACK)
          .stroke();
        setSize('small')
          .fillColor(GREY)
          .text(at.label, at.x, at.y + at.rule + 3, { width: slot });
      };
      place({
        height,
        head: height,
        tail: height,
        keepWithPrevious: true,
        draw: () => {
          fit(height);
          doc.y += 0.5 * line;
          const y = doc.y;
          if (placeDate.text) {
            doc.font('regular').fontSize(placeDate.size).fillColor(BLACK);
            doc.text(placeDate.text, left, y + first - 2 - placeDate.height, { width: slot });
          }
          drawLine({ x: left, y, rule: first, label: t('common.placeDate') });
          input.signers.forEach((signer, index) =>
            drawLine({ x: left + index * (slot + gap), y: y + firstRow, rule: SIGNATURE_HEIGHT, label: signer }),
          );
          doc.fillColor(BLACK);
          doc.x = left;
          doc.y = y + firstRow + secondRow;
        },
      });
    },
    /** Draws the footers with the page count and the running heads, and ends the document. */
    finish(): Promise<Buffer> {
      flow.flush();
      const number = 'number' in content ? content.number : null;
      const title = number && !head.title.includes(number) ? `${head.title} ${number}` : head.title;
      drawFooters(doc, {
        look,
        footer,
        t,
        width,
        title,
        sampleMark: options.sample ? (head.sampleMark ?? t('common.sample')) : null,
      });
      if (eInvoice !== undefined) embedFacturX(doc, eInvoice);
      return pdfBuffer(doc);
    },
  };
  doc.font('regular').fontSize(look.size);
  return page;
}

/**
 * The place and date above their signature line, in the look's size on one line if they fit the
 * line's width, else smaller down to MIN_PLACE_DATE_SIZE; a place too long even then is broken
 * before the date ("Lüdenscheid-Brügge an der Volme,\n27.11.2026"), and the line moves down to
 * make room: they are never printed over it or its label.
 */
export function fitPlaceDate(doc: Pdf, input: { place: string | null; date: string | null; look: Look; slot: number }) {
  const { place, date, look, slot } = input;
  const oneLine = [place, date].filter(Boolean).join(', ');
  doc.font('regular');
  const widest = (text: string) => Math.max(...text.split('\n').map((part) => doc.widthOfString(part)));
  const sized = (text: string) => {
    for (let size = look.size; size >= MIN_PLACE_DATE_SIZE; size -= 0.5) {
      doc.fontSize(size);
      if (widest(text) <= slot) return { text, size, height: doc.heightOfString(text, { width: slot }) };
    }
    return null;
  };
  if (!oneLine) return { text: '', size: look.size, height: 0 };
  const fitted = sized(oneLine) ?? (place && date ? sized(`${place},\n${date}`) : null);
  if (fitted) return fitted;
  // Wider than the line even in two lines at the smallest size: it wraps, in the look's size.
  const text = place && date ? `${place},\n${date}` : oneLine;
  doc.fontSize(look.size);
  return { text, size: look.size, height: doc.heightOfString(text, { width: slot }) };
}
