import type { Pdf } from '../../../platform/pdf/pdf';
import { BLACK } from './document-frame';

// How the body's blocks (document-layout.ts) fall onto pages. A block is measured before it is
// drawn; blocks that must share a page wait until the next block shows whether it joins them: a
// heading waits for what it heads, a sentence ending in a colon for what it introduces, and
// signatures, a notice, totals or a sentence on a price's VAT join what precedes them. The chain then moves to a new page as one
// if its start (everything up to the first point where a page may break) does not fit on this one,
// and each block keeps its last part on a page with the next block's start. Drawn one by one, a
// heading kept only "three lines" with it and signatures only themselves: the heading could end a
// page above a single row, the signatures stand alone on a page under nothing they sign.

/**
 * A block of the body, measured before it is drawn: its whole height, its first part (what must not
 * be left alone at a page's end: a paragraph's first lines, a table's header and first rows) and its
 * last part (what must not go on alone to the next page). A block that cannot break has head = height.
 */
export type Block = {
  height: number;
  head: number;
  tail: number;
  /** A heading, or a sentence that introduces what follows ("Zur Kenntnis genommen:"). */
  keepWithNext?: boolean;
  /** Signatures, a notice, totals, the VAT a price contains: they belong to what precedes them. */
  keepWithPrevious?: boolean;
  /** Draws the block at doc.y, so that its last part and `reserve` points after it share a page. */
  draw: (reserve: number) => void;
};

/** Lines of a paragraph that never part: up to four lines move as one, a longer one leaves two behind at least and takes two along. */
export const PARAGRAPH_KEEP_LINES = 2;
/** The rows a heading keeps with it: two rows, or one of three lines or more. */
const HEAD_ROWS = 2;

type Placed = Block & { space: number };

/** The flow of one document's body; `pageRoom` is the height a page after the first offers. */
export function createFlow(doc: Pdf, frame: { left: number; width: number; pageRoom: number }) {
  const { left, width, pageRoom } = frame;
  let chain: Placed[] = [];
  let space = 0;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const atTop = () => doc.y <= doc.page.margins.top + 0.5;
  /** Starts a new page unless `height` still fits on this one (or this page is still empty). */
  const fit = (height: number) => {
    if (doc.y + height > bottom() && !atTop()) doc.addPage();
    doc.x = left;
  };
  /** From block `from`'s start to the first point where a page may break. */
  const lead = (blocks: Placed[], from: number) => {
    let sum = 0;
    for (let index = from; index < blocks.length; index++) {
      const block = blocks[index]!;
      if (index > from) sum += block.space;
      if (block.head < block.height) return sum + block.head;
      sum += block.height;
    }
    return sum;
  };
  /** Draws the waiting chain. */
  const flush = () => {
    const blocks = chain;
    chain = [];
    blocks.forEach((block, index) => {
      if (!atTop()) doc.y = Math.min(doc.y + block.space, bottom());
      if (index === 0 && lead(blocks, 0) <= pageRoom) fit(lead(blocks, 0));
      const next = blocks[index + 1];
      block.draw(next ? next.space + lead(blocks, index + 1) : 0);
    });
  };
  /** The reserve a block's last part keeps with it, unless the two could not share even an empty page. */
  const keeps = (tail: number, reserve: number) => (tail + reserve <= pageRoom ? reserve : 0);

  return {
    bottom,
    fit,
    flush,
    /** Adds a block: it joins the waiting chain or, drawing that, starts the next. */
    place(block: Block) {
      const last = chain.at(-1);
      const placed = { ...block, space };
      space = 0;
      if (last && (last.keepWithNext || block.keepWithPrevious)) chain.push(placed);
      else {
        flush();
        chain = [placed];
      }
    },
    /** Room above the next block; none at the top of a page. */
    space(points: number) {
      space += points;
    },
    /** How many of the first rows stay with a heading or a table's header (see HEAD_ROWS), and their height. */
    headRows(heights: number[], line: number) {
      let sum = 0;
      for (let index = 0; index < heights.length; index++) {
        sum += heights[index]!;
        if (index + 1 >= HEAD_ROWS || sum >= 3 * line) return { count: index + 1, height: sum };
      }
      return { count: heights.length, height: sum };
    },
    /**
     * Rows of `heights` drawn one by one: the first rows are kept with one another (`head`), each row
     * is whole on a page, and the last keeps `reserve` after it; `newPage` starts a continuation page.
     */
    rows(input: { heights: number[]; head: number; reserve: number; drawRow: (index: number) => void; newPage?: () => void }) {
      const { heights } = input;
      heights.forEach((height, index) => {
        const need = index === 0 ? input.head : height + (index === heights.length - 1 ? keeps(height, input.reserve) : 0);
        if (doc.y + need > bottom() && !atTop()) {
          doc.addPage();
          input.newPage?.();
        }
        doc.x = left;
        input.drawRow(index);
      });
    },
    /**
     * Text of `lines` lines that may flow over a page break (never into the footer: the bottom margin
     * keeps it free); `split` when it may break at all. When it would end on this page but `reserve`
     * would not fit after it, its last lines go over with what follows: pdfkit breaks text where the
     * page's bottom margin says, so the margin is raised for it.
     */
    text(input: { text: string; lines: number; line: number; reserve: number; split: boolean; color?: string }) {
      const height = input.lines * input.line;
      const reserve = keeps(PARAGRAPH_KEEP_LINES * input.line, input.reserve);
      const write = () => doc.fillColor(input.color ?? BLACK).text(input.text, left, doc.y, { width });
      /** Writes the text with only its first `lines` lines on this page. */
      const breakAfter = (lines: number) => {
        const page = doc.page;
        const margin = page.margins.bottom;
        page.margins.bottom = page.height - (doc.y + lines * input.line + 0.5);
        try {
          write();
        } finally {
          page.margins.bottom = margin;
        }
      };
      if (doc.y + height > bottom() || doc.y + height + reserve <= bottom() || atTop()) {
        fit(input.split ? PARAGRAPH_KEEP_LINES * input.line : height);
        // Running over, it takes at least two lines along: one alone at the next page's top reads as stray.
        const here = Math.floor((bottom() - doc.y) / input.line + 1e-6);
        if (input.split && here < input.lines && input.lines - here < PARAGRAPH_KEEP_LINES && here > PARAGRAPH_KEEP_LINES)
          breakAfter(input.lines - PARAGRAPH_KEEP_LINES);
        else write();
      } else if (!input.split) {
        doc.addPage();
        write();
      } else breakAfter(input.lines - PARAGRAPH_KEEP_LINES);
    },
  };
}
