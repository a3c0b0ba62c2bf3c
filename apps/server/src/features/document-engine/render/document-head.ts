import type { Pdf } from '../../../platform/pdf/pdf';
import { ADDRESS, BLACK, GREY, type Look, MM, RED, type Text } from './document-frame';

/** The facts block starts 125 mm from the left (DIN 5008 form B). */
const FACTS_X = 125 * MM;

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

/** The facts right of the address field, each a grey label over its value; answers where they end. */
function drawFacts(doc: Pdf, { facts, look }: { facts: Fact[]; look: Look }): number {
  let factsY = ADDRESS.y;
  const factsWidth = doc.page.width - look.margin - FACTS_X;
  for (const fact of facts) {
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
  return factsY;
}

/**
 * Under the header and the address field (document-frame.ts): the facts beside the address, then
 * the title, a sample's marking and the template's header note, where the body begins.
 */
export function drawDocumentHead(
  doc: Pdf,
  input: { head: DocumentHead; look: Look; t: Text; sample: boolean; headerNote: string | null },
): void {
  const { head, look, t } = input;
  const left = look.margin;
  const width = doc.page.width - 2 * look.margin;
  const factsY = drawFacts(doc, { facts: head.facts, look });
  doc.font('regular').fillColor(BLACK);
  doc.y = Math.max(ADDRESS.y + ADDRESS.height, factsY) + 18;
  doc.x = left;
  doc.font('bold').fontSize(look.title).text(head.title, left, doc.y, { width });
  doc.moveDown(0.4);
  if (input.sample) {
    doc
      .font('bold')
      .fontSize(look.size + 1)
      .fillColor(RED)
      .text(head.sampleMark ?? t('common.sample'), left, doc.y, { width });
    if (head.sampleNote) doc.font('regular').fontSize(look.small).text(head.sampleNote, left, doc.y, { width });
    doc.fillColor(BLACK).moveDown(0.6);
  }
  if (input.headerNote) {
    doc.font('regular').fontSize(look.size).text(input.headerNote, left, doc.y, { width });
    doc.moveDown(0.8);
  }
}
