import { bilinearSampler } from './image-sample';
import { add, type Quad, type Rgb, type Stages } from './line-boxes';
import type { OnnxThread } from './onnx-thread';

// The text of each detected box by PP-OCRv4's recogniser: the box cut straight along its own axis
// at the model's height of 48 px, boxes of similar width run together in one batch, and the output
// decoded greedily (CTC) over PaddleOCR's dictionary (the likeliest class per step is found in the
// model's thread, so only it crosses over).

/** `threads`: each with the recogniser loaded; independent runs are spread over them. */
export type Recogniser = { threads: OnnxThread[]; dictionary: string[] };
export type ReadLine = { text: string; score: number };
type LineTarget = { height: number; width: number; out: Float32Array; offset: number; stride: number; flip: boolean };

/** The recogniser's input height, fixed by the model. */
const LINE_HEIGHT = 48;
/** Widest line image handed to the recogniser (a ratio of 40 : 1 holds any field of a form). */
const LINE_MAX_WIDTH = LINE_HEIGHT * 40;
/** Lines recognised in one run at most: similar widths share a batch, so little is padded. */
const BATCH = 8;
/**
 * Columns of one run at most (its lines × the widest one's width). The recogniser's work per
 * column grows once a run's activations outgrow the core's cache: on the two-core EPYC server
 * (1 MB L2 per core) a column cost 0.09 ms CPU in runs of 1 × 480 or 4 × 160 px, 0.13–0.16 ms
 * in runs of 4 × 480 or 4 × 960 px. A line wider than this runs alone.
 */
const BATCH_COLUMNS = 800;
/** Boxes read both ways round to tell an upside-down page. */
const ORIENTATION_BOXES = 4;

/**
 * One line cut along its rotated box to `height` px high and `width` px wide, normalised as the recogniser expects, into `out` at `offset` with the
 * row stride `stride` (wider batches pad with zeros: mid gray).
 */
function lineInput(page: Rgb, q: Quad, target: LineTarget): void {
  const { height, width, out, offset, stride, flip } = target;
  const plane = height * stride;
  const step = (2 * q.halfHeight) / height;
  const along = (2 * q.half) / Math.max(1, width);
  const { rgb, at } = bilinearSampler(page);
  // Read upside down, the box is walked from its other end and bottom.
  const sign = flip ? -1 : 1;
  for (let j = 0; j < height; j++) {
    const sb = sign * (-q.halfHeight + (j + 0.5) * step);
    for (let i = 0; i < width; i++) {
      const sa = sign * (-q.half + (i + 0.5) * along);
      at(q.cx + sa * q.ux - sb * q.uy, q.cy + sa * q.uy + sb * q.ux);
      // BGR order, scaled to -1..1.
      const o = offset + j * stride + i;
      out[o] = rgb[2]! / 127.5 - 1;
      out[o + plane] = rgb[1]! / 127.5 - 1;
      out[o + 2 * plane] = rgb[0]! / 127.5 - 1;
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

/**
 * Lines sorted by width in groups of BATCH, each padded to its widest line (the padding is part of
 * what the recogniser reads, so the groups stay as they were tuned), then each group run in pieces
 * of at most BATCH_COLUMNS columns: a line's reading depends on its group's width, not on how many
 * lines share its run.
 */
function batches<T extends { width: number }>(sorted: T[]): Array<{ lines: T[]; stride: number }> {
  const out: Array<{ lines: T[]; stride: number }> = [];
  for (let start = 0; start < sorted.length; start += BATCH) {
    const group = sorted.slice(start, start + BATCH);
    const stride = group[group.length - 1]!.width;
    const rows = Math.max(1, Math.floor(BATCH_COLUMNS / stride));
    for (let k = 0; k < group.length; k += rows) out.push({ lines: group.slice(k, k + rows), stride });
  }
  return out;
}

/** The page the lines are cut from; `stages` (named with `prefix`) get the time spent. */
export type Reading = { page: Rgb; stages?: Stages; prefix?: string };

export async function recognise(
  recogniser: Recogniser,
  reading: Reading,
  lines: Array<{ quad: Quad; flip: boolean }>,
): Promise<ReadLine[]> {
  const { page, stages, prefix = 'recognition' } = reading;
  const { threads, dictionary } = recogniser;
  // Columns handed to each thread so far: the next run goes to the one with the least work.
  const queued = threads.map(() => 0);
  const quads = lines.map((line) => line.quad);
  const order = quads.map((q, i) => ({ i, width: lineWidth(q) })).sort((a, b) => a.width - b.width);
  const results = new Array<ReadLine>(quads.length);
  const waited = performance.now();
  // Every batch is handed over as soon as it is cut: the model's thread runs them back to back
  // while the next one is cut here, and never waits for this thread between two of them (on a busy
  // machine each such hand-over waited for the scheduler).
  const runs = batches(order).map(({ lines: batch, stride }) => {
    const cutStart = performance.now();
    const size = 3 * LINE_HEIGHT * stride;
    const input = new Float32Array(batch.length * size);
    batch.forEach(({ i, width }, k) =>
      lineInput(page, quads[i]!, { height: LINE_HEIGHT, width, out: input, offset: k * size, stride, flip: lines[i]!.flip }),
    );
    if (stages) {
      add(stages, `${prefix} input`, performance.now() - cutStart);
      add(stages, `${prefix} batches`, 1);
      add(stages, `${prefix} boxes`, batch.length);
      // Columns the model ran on beyond the lines' own widths: the padding's share of the work.
      add(
        stages,
        `${prefix} padded px`,
        batch.reduce((sum, b) => sum + stride - b.width, 0),
      );
      add(stages, `${prefix} px`, batch.length * stride);
    }
    const t = queued.indexOf(Math.min(...queued));
    queued[t]! += batch.length * stride;
    return threads[t]!.runArgmax('rec', input, [batch.length, 3, LINE_HEIGHT, stride]).then(({ index, value, dims, ms }) => {
      if (stages) add(stages, `${prefix} model`, ms);
      const steps = dims[1]!;
      batch.forEach(({ i }, k) => {
        results[i] = decodeLine({ index, value, offset: k * steps, steps }, dictionary);
      });
    });
  });
  await Promise.all(runs);
  if (stages) add(stages, `${prefix} wall`, performance.now() - waited);
  return results;
}

/**
 * Whether the page reads upside down: a few boxes of the largest print (values, not the small
 * labels) recognised both ways round; the recogniser is sure of real text and unsure of text
 * standing on its head. PaddleOCR's 0°/180° classifier was tried first and voted wrong on long
 * lines, which it squashes to 192 px.
 */
export async function upsideDown(recogniser: Recogniser, reading: Reading, quads: Quad[]): Promise<boolean> {
  const chosen = quads
    .filter((q) => q.half / q.halfHeight >= 1.5 && q.half / q.halfHeight <= 10)
    .sort((a, b) => b.halfHeight - a.halfHeight)
    .slice(0, ORIENTATION_BOXES);
  if (chosen.length === 0) return false;
  const read = await recognise(recogniser, { ...reading, prefix: 'orientation' }, [
    ...chosen.map((quad) => ({ quad, flip: false })),
    ...chosen.map((quad) => ({ quad, flip: true })),
  ]);
  let vote = 0;
  for (let k = 0; k < chosen.length; k++) vote += read[k + chosen.length]!.score - read[k]!.score;
  return vote > 0;
}
