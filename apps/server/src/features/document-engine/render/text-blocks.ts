import { BLACK, GREY, LIGHT } from './document-frame';
import type { PageKit } from './page-kit';
import { PARAGRAPH_KEEP_LINES } from './page-flow';

// The body's blocks of text: a heading, a paragraph, label/value rows and a framed notice, each
// measured first and handed to the page flow, which decides where it falls.

/** A section heading, kept on a page with the start of what follows it. */
export function placeHeading(kit: PageKit, text: string): void {
  const { doc, flow, left, width, setSize } = kit;
  setSize('size', true);
  const line = doc.currentLineHeight(true);
  const height = doc.heightOfString(text, { width }) + 0.5 * line;
  flow.place({
    height,
    head: height,
    tail: height,
    keepWithNext: true,
    draw: () => {
      setSize('size', true);
      flow.fit(height);
      doc.moveDown(0.3);
      doc.fillColor(BLACK).text(text, left, doc.y, { width });
      doc.moveDown(0.2);
      doc.font('regular');
    },
  });
}

export type ParagraphStyle = {
  bold?: boolean;
  small?: boolean;
  color?: string;
  keepWithNext?: boolean;
  keepWithPrevious?: boolean;
};

/**
 * Text that may flow over a page break. A short one (up to four lines) is never split; a longer one
 * leaves two lines at least on a page and takes two along to the next. A sentence ending in a colon
 * introduces what follows and stays with it, as does one `keepWithNext`; one `keepWithPrevious`
 * explains the block before it (the VAT a price contains) and stays with its end.
 */
export function placeParagraph(kit: PageKit, text: string, style: ParagraphStyle): void {
  const { doc, flow, width, setSize } = kit;
  setSize(style.small ? 'small' : 'size', style.bold);
  const line = doc.currentLineHeight(true);
  const lines = Math.max(1, Math.round(doc.heightOfString(text, { width }) / line));
  const height = (lines + 0.5) * line;
  const split = lines > 2 * PARAGRAPH_KEEP_LINES;
  const part = (PARAGRAPH_KEEP_LINES + 0.5) * line;
  flow.place({
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
}

/**
 * Label/value pairs in two columns, each pair kept on one page; `together` keeps all of them on
 * one (net, VAT and gross of one price: a page ending on the VAT leaves the price unstated).
 */
export function placeRows(
  kit: PageKit,
  pairs: Array<[string, string]>,
  options: { labelShare: number; together?: boolean },
): void {
  const { doc, flow, left, width, setSize } = kit;
  const labelWidth = width * options.labelShare;
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
  flow.place({
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
}

/**
 * A framed, shaded box for what must not be overlooked (a tax exemption, a sample). It explains
 * what precedes it (the amounts, the price), so it is kept with that block's end.
 */
export function placeNotice(kit: PageKit, text: string, style: { bold?: boolean }): void {
  const { doc, flow, left, width, setSize } = kit;
  setSize('size', style.bold);
  const padding = 6;
  const box = doc.heightOfString(text, { width: width - 2 * padding }) + 2 * padding;
  flow.place({
    height: box + 8,
    head: box + 8,
    tail: box + 8,
    keepWithPrevious: true,
    draw: () => {
      setSize('size', style.bold);
      flow.fit(box + 6);
      const y = doc.y;
      doc.rect(left, y, width, box).fillAndStroke(LIGHT, GREY);
      doc.fillColor(BLACK).text(text, left + padding, y + padding, { width: width - 2 * padding });
      doc.x = left;
      doc.y = y + box + 8;
      doc.font('regular');
    },
  });
}
