import type { Quad, Rgb } from './line-boxes';
import type { OnnxThread } from './onnx-thread';

// The text of each detected box by PP-OCRv4's recogniser: the box cut straight along its own axis
// at the model's height of 48 px, boxes of similar width run together in one batch, and the output
// decoded greedily (CTC) over PaddleOCR's dictionary (the likeliest class per step is found in the
// model's thread, so only it crosses over).

export type Recogniser = { thread: OnnxThread; dictionary: string[] };
export type ReadLine = { text: string; score: number };
type LineTarget = { height: number; width: number; out: Float32Array; offset: number; stride: number; flip: boolean };

/** The recogniser's input height, fixed by the model. */
const LINE_HEIGHT = 48;
/** Widest line image handed to the recogniser (a ratio of 40 : 1 holds any field of a form). */
const LINE_MAX_WIDTH = LINE_HEIGHT * 40;
/** Lines recognised in one run: similar widths share a batch, so little is padded. */
const BATCH = 8;
/** Boxes read both ways round to tell an upside-down page. */
const ORIENTATION_BOXES = 4;

/**
 * One line cut along its rotated box to `height` px high (the width keeps the proportions, at most
 * `maxWidth`), normalised as the recogniser expects, into `out` at `offset` with the
 * row stride `stride` (wider batches pad with zeros: mid gray).
 */
function lineInput(page: Rgb, q: Quad, target: LineTarget): void {
  const { height, width, out, offset, stride, flip } = target;
  const plane = height * stride;
  const { data, width: pw, height: ph } = page;
  const step = (2 * q.halfHeight) / height;
  const along = (2 * q.half) / Math.max(1, width);
  for (let j = 0; j < height; j++) {
    const b = -q.halfHeight + (j + 0.5) * step;
    for (let i = 0; i < width; i++) {
      const a = -q.half + (i + 0.5) * along;
      const [sa, sb] = flip ? [-a, -b] : [a, b];
      const x = Math.min(Math.max(q.cx + sa * q.ux - sb * q.uy - 0.5, 0), pw - 1.001);
      const y = Math.min(Math.max(q.cy + sa * q.uy + sb * q.ux - 0.5, 0), ph - 1.001);
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const k = (y0 * pw + x0) * 3;
      const below = k + pw * 3;
      for (let c = 0; c < 3; c++) {
        const v =
          (data[k + c]! * (1 - fx) + data[k + 3 + c]! * fx) * (1 - fy) +
          (data[below + c]! * (1 - fx) + data[below + 3 + c]! * fx) * fy;
        // BGR order, scaled to -1..1.
        out[offset + (2 - c) * plane + j * stride + i] = v / 127.5 - 1;
      }
    }
  }
}

/** The width a line gets at the recogniser's height, from its box's proportions. */
function lineWidth(q: Quad): number {
  const ratio = q.half / Math.max(1, q.halfHeight);
  return Math.min(LINE_MAX_WIDTH, Math.max(16, Math.ceil((ratio * LINE_HEIGHT) / 8) * 8));
}

/** CTC greedy decoding of the likeliest class per step: repeats and blanks dropped, with the mean probability. */
function decodeLine(best: { index: Int32Array; value: Float32Array; offset: number; steps: number }, dictionary: string[]) {
  const { index, value, offset, steps } = best;
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = 0;
  for (let t = offset; t < offset + steps; t++) {
    const c = index[t]!;
    if (c !== 0 && c !== previous) {
      text += dictionary[c - 1] ?? '';
      sum += value[t]!;
      count++;
    }
    previous = c;
  }
  return { text, score: count > 0 ? sum / count : 0 };
}

export async function recognise(
  recogniser: Recogniser,
  page: Rgb,
  lines: Array<{ quad: Quad; flip: boolean }>,
): Promise<ReadLine[]> {
  const { thread, dictionary } = recogniser;
  const quads = lines.map((line) => line.quad);
  const order = quads.map((q, i) => ({ i, width: lineWidth(q) })).sort((a, b) => a.width - b.width);
  const results = new Array<ReadLine>(quads.length);
  for (let start = 0; start < order.length; start += BATCH) {
    const batch = order.slice(start, start + BATCH);
    // Similar widths together; the widest of the batch sets the tensor's width.
    const stride = batch[batch.length - 1]!.width;
    const size = 3 * LINE_HEIGHT * stride;
    const input = new Float32Array(batch.length * size);
    batch.forEach(({ i, width }, k) =>
      lineInput(page, quads[i]!, { height: LINE_HEIGHT, width, out: input, offset: k * size, stride, flip: lines[i]!.flip }),
    );
    const { index, value, dims } = await thread.runArgmax('rec', input, [batch.length, 3, LINE_HEIGHT, stride]);
    const steps = dims[1]!;
    batch.forEach(({ i }, k) => {
      results[i] = decodeLine({ index, value, offset: k * steps, steps }, dictionary);
    });
  }
  return results;
}

/**
 * Whether the page reads upside down: a few boxes of the largest print (values, not the small
 * labels) recognised both ways round; the recogniser is sure of real text and unsure of text
 * standing on its head. PaddleOCR's 0°/180° classifier was tried first and voted wrong on long
 * lines, which it squashes to 192 px.
 */
export async function upsideDown(recogniser: Recogniser, page: Rgb, quads: Quad[]): Promise<boolean> {
  const chosen = quads
    .filter((q) => q.half / q.halfHeight >= 1.5 && q.half / q.halfHeight <= 10)
    .sort((a, b) => b.halfHeight - a.halfHeight)
    .slice(0, ORIENTATION_BOXES);
  if (chosen.length === 0) return false;
  const read = await recognise(recogniser, page, [
    ...chosen.map((quad) => ({ quad, flip: false })),
    ...chosen.map((quad) => ({ quad, flip: true })),
  ]);
  let vote = 0;
  for (let k = 0; k < chosen.length; k++) vote += read[k + chosen.length]!.score - read[k]!.score;
  return vote > 0;
}
