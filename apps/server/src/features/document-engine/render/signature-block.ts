import type { Pdf } from '../../../platform/pdf/pdf';
import { BLACK, GREY, type Look } from './document-frame';
import type { PageKit } from './page-kit';

/** The smallest type the place and date above their signature line shrink to before the date goes to a line of its own. */
export const MIN_PLACE_DATE_SIZE = 7;
/** From a signature row's top to its line: the room to sign in. */
const SIGNATURE_HEIGHT = 28;

export type Signatures = { place: string | null; date: string | null; signers: string[] };

/**
 * Place and date, then one signature line per signer side by side, all on one page and on the
 * page of the text before them (what is signed, or the sentence that introduces the signatures).
 */
export function placeSignatures(kit: PageKit, input: Signatures): void {
  const { doc, flow, look, left, width, t, setSize } = kit;
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
  flow.place({
    height,
    head: height,
    tail: height,
    keepWithPrevious: true,
    draw: () => {
      flow.fit(height);
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
