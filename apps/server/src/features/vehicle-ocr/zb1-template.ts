import type { OcrLine, OcrWord } from './ocr-words';
import type { CellCode } from './zb1-codes';

// Where the form prints each value, in form units (the paper is 2100 × 1000): rows from the top,
// then the cells of a row from the left, each as [code, where its value may start, where it ends].
// The fallback when a code and its label were too small or too blurred to read: the values, printed
// larger, usually still are. Calibrated on the synthetic form of bench/ocr/generate-zb1.mjs.
const ROW_TOP = 145;
const ROW_PITCH = 64;
const LEFT_ROWS: Array<Array<[CellCode, number, number]>> = [
  [['A', 220, 1000]],
  [
    ['B', 220, 560],
    ['I', 760, 1000],
  ],
  [['C.1.1', 220, 1000]],
  [['C.1.2', 220, 1000]],
  [['C.1.3', 220, 1000]],
  [
    ['2.1', 220, 560],
    ['2.2', 740, 1000],
  ],
  [
    ['J', 160, 420],
    ['4', 560, 780],
    ['3', 900, 1000],
  ],
  [['E', 220, 1000]],
  [['D.1', 220, 1000]],
  [['D.2', 220, 1000]],
  [['D.3', 220, 1000]],
  [['2', 220, 1000]],
  [['5', 220, 1000]],
];
const RIGHT_ROWS: Array<Array<[CellCode, number, number]>> = [
  [['P.1', 1260, 2060]],
  [['P.2/P.4', 1260, 2060]],
  [
    ['P.3', 1260, 1780],
    ['10', 1900, 2060],
  ],
  [
    ['14', 1260, 1780],
    ['14.1', 1900, 2060],
  ],
  [['V.9', 1260, 2060]],
  [
    ['F.1', 1260, 1720],
    ['G', 1840, 2060],
  ],
  [
    ['R', 1260, 1720],
    ['S.1', 1840, 2060],
  ],
  [['T', 1260, 2060]],
  [['K', 1260, 2060]],
  [['0', 1260, 2060]],
];

/** The words at each value's place on the form, for a page of the given size. */
export function templateCells(lines: OcrLine[], page: { width: number; height: number }): Map<CellCode, OcrWord[]> {
  const cells = new Map<CellCode, OcrWord[]>();
  for (const word of lines.flatMap((line) => line.words)) {
    const x = ((word.box.x0 + word.box.x1) / 2 / page.width) * 2100;
    const y = ((word.box.y0 + word.box.y1) / 2 / page.height) * 1000;
    const row = Math.round((y + 10 - ROW_TOP) / ROW_PITCH);
    const rows = x < 1050 ? LEFT_ROWS : RIGHT_ROWS;
    const cell = rows[row]?.find(([, from, to]) => ((word.box.x0 / page.width) * 2100 >= from - 40 || x >= from) && x < to);
    if (cell) cells.set(cell[0], [...(cells.get(cell[0]) ?? []), word]);
  }
  for (const words of cells.values()) words.sort((a, b) => a.box.x0 - b.box.x0);
  return cells;
}

/**
 * Where each value the reader needs is printed, in form units: from a little left of where the
 * office's printer starts the value (its offset varies) to the next field's code, from above the
 * capitals to just above the row's rule. `row` counts from the top of its column, baseline at
 * ROW_TOP + row × ROW_PITCH. Calibrated on the synthetic form, like the rows above.
 */
export const VALUE_BOXES: ReadonlyArray<{ code: CellCode; row: number; from: number; to: number }> = [
  { code: 'A', row: 0, from: 292, to: 1040 },
  { code: 'B', row: 1, from: 292, to: 572 },
  { code: '2.1', row: 5, from: 292, to: 592 },
  { code: '2.2', row: 5, from: 788, to: 1040 },
  { code: 'J', row: 6, from: 212, to: 452 },
  { code: '4', row: 6, from: 672, to: 812 },
  { code: 'E', row: 7, from: 292, to: 1040 },
  { code: 'D.1', row: 8, from: 292, to: 1040 },
  { code: 'D.3', row: 10, from: 292, to: 1040 },
  { code: '5', row: 12, from: 292, to: 1040 },
  { code: 'P.1', row: 0, from: 1332, to: 2066 },
  { code: 'P.2/P.4', row: 1, from: 1332, to: 2066 },
  { code: 'P.3', row: 2, from: 1332, to: 1772 },
  { code: '10', row: 2, from: 1932, to: 2066 },
  { code: '0', row: 9, from: 1332, to: 2066 },
];

/**
 * The box a value is cut from (form units): the row's whole height between its rules and some
 * more, since the paper's outline found on a photo may be a few units off; the text line in it
 * is found afterwards (rectify's textBand).
 */
export function valueBox(cell: (typeof VALUE_BOXES)[number]): { x0: number; y0: number; x1: number; y1: number } {
  const baseline = ROW_TOP + cell.row * ROW_PITCH;
  return { x0: cell.from, y0: baseline - 58, x1: cell.to, y1: baseline + 28 };
}
