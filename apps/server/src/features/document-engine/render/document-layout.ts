import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { createPdf, pdfBuffer } from '../../../platform/pdf/pdf';
import type { DocumentContent, RenderOptions } from '../document-content';
import { embedFacturX } from '../e-invoice/factur-x';
import { drawDocumentHead, type DocumentHead } from './document-head';
import { documentFormats } from './document-formats';
import {
  drawAddressField,
  drawFooters,
  drawHeader,
  footerOf,
  type FramedContent,
  LOOKS,
  recipientOf,
  type Text,
} from './document-frame';
import { createFlow } from './page-flow';
import type { PageKit } from './page-kit';
import { placeSignatures, type Signatures } from './signature-block';
import { placeTable, placeTotals, type TableColumn, type TableRow, type TotalLine } from './table-block';
import { type ParagraphStyle, placeHeading, placeNotice, placeParagraph, placeRows } from './text-blocks';

// The page every generated document is printed on: the company's header and logo, a DIN 5008
// window-envelope address block (form B) for the customer (a sale's buyer, a purchase's seller)
// with the facts beside it, the title, then the renderer's blocks, and on every page a footer with
// the company's legal and bank details and "Seite x von y" (the address field and the footer are
// drawn by document-frame.ts, the head by document-head.ts). Blocks that belong together (a table
// row, the totals, a notice, signatures) are never split across pages (text-blocks.ts,
// table-block.ts, signature-block.ts); long text flows on. The template chooses the look and adds
// header note and footer.

/** The page a renderer draws on; `content` is the content it was opened with (a sale's unless said). */
export type DocumentPage<C extends FramedContent = DocumentContent> = ReturnType<typeof openDocument<C>>;

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
  drawDocumentHead(doc, { head, look, t, sample: Boolean(options.sample), headerNote: template.headerNote });

  const setSize = (size: 'size' | 'small', bold = false) => doc.font(bold ? 'bold' : 'regular').fontSize(look[size]);
  const flow = createFlow(doc, { left, width, pageRoom: doc.page.height - bottomRoom - look.margin });
  const kit: PageKit = { doc, look, flow, left, width, t, setSize };

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
      flow.fit(height);
    },
    space(points = 8) {
      flow.space(points);
    },
    /** A section heading, kept on a page with the start of what follows it. */
    heading(text: string) {
      placeHeading(kit, text);
    },
    /** Text that may flow over a page break (text-blocks.ts says how it breaks). */
    paragraph(text: string, style: ParagraphStyle = {}) {
      placeParagraph(kit, text, style);
    },
    /** Label/value pairs in two columns; `together` keeps all of them on one page. */
    rows(pairs: Array<[string, string]>, labelShare = 0.35, options: { together?: boolean } = {}) {
      placeRows(kit, pairs, { labelShare, together: options.together });
    },
    /** A table whose rows never split, its header repeated on every page it continues on. */
    table(columns: TableColumn[], rows: TableRow[]) {
      placeTable(kit, columns, rows);
    },
    /** Amounts right-aligned under a table, kept together and with the table's last row. */
    totals(lines: TotalLine[]) {
      placeTotals(kit, lines);
    },
    /** A framed, shaded box for what must not be overlooked, kept with what it explains. */
    notice(text: string, style: { bold?: boolean } = {}) {
      placeNotice(kit, text, style);
    },
    /** The template's terms (the dealer's payment terms, AGB reference …); false when there are none. */
    terms(): boolean {
      if (!template.terms) return false;
      page.paragraph(template.terms);
      return true;
    },
    /** Place and date, then one signature line per signer, on the page of the text before them. */
    signatures(input: Signatures) {
      placeSignatures(kit, input);
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
