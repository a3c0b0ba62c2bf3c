import { CELLS, type CellCode, WEAK_WORDS } from './zb1-codes';
import type { Box, OcrLine, OcrWord } from './ocr-words';
import { similarity } from './text-similarity';

// The certificate prints each value beside its field code ("2.1", "E", "P.3") and a small label.
// A line is cut into cells at each code that is followed by its label (single-letter codes like
// "B" also occur inside values, so they need the label too); a cell's value is what follows the
// label.

const clean = (text: string) => text.toLowerCase().replace(/^[([{|]+|[)\]}|:;,]+$/g, '');

/** The code a token spells, allowing the usual misreadings of the small bold print ("21", "2,1", "D1", "P3", "0.1"). */
function codeOf(token: string): CellCode | null {
  const t = token
    .toUpperCase()
    .replace(/^[([{|]+|[)\]}|:;]+$/g, '')
    .replace(/,/g, '.')
    .replace(/^([DPCSFV])[.:]?/, '$1.')
    .replace(/(\d)[lI|]/g, '$11')
    .replace(/^O([.]|$)/, '0$1');
  const direct = CELLS.find((cell) => cell.code === t);
  if (direct) return direct.code;
  const withDots: Record<string, CellCode> = {
    '21': '2.1',
    '22': '2.2',
    '141': '14.1',
    V9: 'V.9',
    'P2/P4': 'P.2/P.4',
    'P.2P.4': 'P.2/P.4',
    'P.2/P4': 'P.2/P.4',
    'P2/P.4': 'P.2/P.4',
    C11: 'C.1.1',
    'C.11': 'C.1.1',
    'C.1.l': 'C.1.1',
  };
  const compact = t.replace(/\./g, '');
  return withDots[t] ?? withDots[compact] ?? CELLS.find((cell) => cell.code.replace(/\./g, '') === compact)?.code ?? null;
}

/** How well the words from `start` spell the label of `cell` (best distinctive word, 0..1). */
function labelMatch(tokens: string[], start: number, cell: (typeof CELLS)[number]): { score: number; end: number } {
  let score = 0;
  let end = start;
  for (let i = start; i < Math.min(tokens.length, start + 6); i++) {
    const word = clean(tokens[i]!);
    let best = 0;
    let strong = false;
    for (const label of cell.label) {
      const s = similarity(word, label);
      if (s > best) {
        best = s;
        strong = !WEAK_WORDS.has(label) && label.length >= 4;
      }
    }
    if (best < 0.6) break;
    // Summed, so "Fahrzeugklasse und Aufbau" (5) outranks "Fahrzeugklasse" (J).
    if (strong) score += best;
    end = i + 1;
  }
  return { score, end };
}

type Anchor = { code: CellCode; box: Box; used: Set<OcrWord> };

const centre = (box: Box) => (box.y0 + box.y1) / 2;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** The codes with their labels, found along tesseract's lines (small print of one size reads as one line). */
function anchorsOf(lines: OcrLine[]): Anchor[] {
  const anchors: Anchor[] = [];
  for (const line of lines) {
    const tokens = line.words.map((w) => w.text);
    for (let i = 0; i < tokens.length;) {
      const anchor = anchorAt(tokens, i);
      if (!anchor) {
        i++;
        continue;
      }
      const words = line.words.slice(i, anchor.end);
      anchors.push({
        code: anchor.code,
        box: {
          x0: words[0]!.box.x0,
          y0: Math.min(...words.map((w) => w.box.y0)),
          x1: words.at(-1)!.box.x1,
          y1: Math.max(...words.map((w) => w.box.y1)),
        },
        used: new Set(words),
      });
      i = anchor.end;
    }
  }
  return anchors;
}

/**
 * Every other word belongs to the nearest code on its left in its row. Rows are found from the
 * words' positions rather than tesseract's lines: values are printed in by the registration office
 * a little above or below their label, and tesseract does not always join them.
 */
export function cellsOf(raw: OcrLine[]): Map<CellCode, OcrWord[]> {
  // Tesseract glues a small code to its label with an underscore ("E_Fahrzeug-…", "1__Datum").
  const lines = raw.map((line) => ({
    words: line.words.flatMap((w) =>
      w.text
        .split(/_+/)
        .filter(Boolean)
        .map((text) => ({ ...w, text })),
    ),
  }));
  const anchors = anchorsOf(lines);
  const used = new Set(anchors.flatMap((a) => [...a.used]));
  const height =
    median(anchors.map((a) => a.box.y1 - a.box.y0)) || median(lines.flatMap((l) => l.words.map((w) => w.box.y1 - w.box.y0)));
  const reach = 1.6 * height;
  const cells = new Map<Anchor, OcrWord[]>();
  for (const line of lines) {
    for (const word of line.words) {
      if (used.has(word)) continue;
      let best: Anchor | null = null;
      for (const anchor of anchors) {
        if (anchor.box.x1 > word.box.x0 + height || Math.abs(centre(anchor.box) - centre(word.box)) > reach) continue;
        if (
          !best ||
          anchor.box.x0 > best.box.x0 + height ||
          (Math.abs(anchor.box.x0 - best.box.x0) <= height &&
            Math.abs(centre(anchor.box) - centre(word.box)) < Math.abs(centre(best.box) - centre(word.box)))
        )
          best = anchor;
      }
      if (best) cells.set(best, [...(cells.get(best) ?? []), word]);
    }
  }
  const byCode = new Map<CellCode, OcrWord[]>();
  // The first reading of a code from the top wins; a code read twice is most often a label echo.
  for (const anchor of [...anchors].sort((a, b) => a.box.y0 - b.box.y0)) {
    const words = (cells.get(anchor) ?? []).sort((a, b) =>
      Math.abs(centre(a.box) - centre(b.box)) > height ? centre(a.box) - centre(b.box) : a.box.x0 - b.box.x0,
    );
    if (words.length > 0 && !byCode.has(anchor.code)) byCode.set(anchor.code, words);
  }
  return byCode;
}

/** A cell starting at token i: a code and its label, or a label whose code was lost. */
function anchorAt(tokens: string[], i: number): { code: CellCode; end: number } | null {
  const code = codeOf(tokens[i]!);
  let best: { code: CellCode; end: number; score: number } | null = null;
  for (const cell of CELLS) {
    if (code === cell.code) {
      const label = labelMatch(tokens, i + 1, cell);
      // A multi-character code is distinctive enough alone; "B" or "5" could be part of a value.
      const score = 1 + label.score;
      if ((cell.code.length > 1 || label.score >= 0.7) && (!best || score > best.score))
        best = { code: cell.code, end: label.end, score };
    } else if (!code && /\p{Ll}/u.test(tokens[i]!)) {
      // Without its code a label must look like one: labels are in mixed case, values in capitals.
      const label = labelMatch(tokens, i, cell);
      if (label.score >= 0.8 && (!best || label.score > best.score))
        best = { code: cell.code, end: label.end, score: label.score };
    }
  }
  return best ? { code: best.code, end: best.end } : null;
}
