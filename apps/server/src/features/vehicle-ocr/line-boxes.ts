import sharp from 'sharp';
import type { OnnxThread } from './onnx-thread';
import type { Point } from './page-find';

// Text boxes of a page by PP-OCRv4's detector: a probability map of text, thresholded, each piece
// of it one box, turned along the piece's own axis so a line photographed askew is cut straight.

export type Rgb = { data: Uint8Array; width: number; height: number };
/** A text box as a rotated rectangle: centre, unit direction along the text, half lengths, the detector's mean probability. */
export type Quad = { cx: number; cy: number; ux: number; uy: number; half: number; halfHeight: number; score: number };
type ProbabilityMap = { map: Float32Array; width: number; height: number };
/** Milliseconds spent per stage of one reading, summed over the stage's calls. */
export type Stages = Record<string, number>;

/** `long`: the long side the detector sees; `stages` (named with `prefix`) get the time spent. */
type Detection = { long: number; stages?: Stages; prefix?: string };

/** `value` added to `stages[name]`. */
export function add(stages: Stages, name: string, value: number): void {
  stages[name] = (stages[name] ?? 0) + value;
}

/** `work` run, its milliseconds added to `stages[name]`. */
export async function timed<T>(stages: Stages | undefined, name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    if (stages) add(stages, name, performance.now() - start);
  }
}

/**
 * DB post-processing: pixel and box thresholds as PaddleOCR ships them; the box expanded more than
 * its 1.5, since the recogniser misread a slash between close figures (`104 / 4800` as `10474800`)
 * in tight boxes: 2.0 read 86 % of the photo set's values against 82 % at 1.6, 93 % vs 91 % of the
 * flat set's.
 */
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.5;
const UNCLIP_RATIO = 2.0;

/** The detector's probability map of text for an RGB raster scaled to sides that are multiples of 32. */
async function probabilityMap(thread: OnnxThread, image: Rgb, { long, stages, prefix = '' }: Detection): Promise<ProbabilityMap> {
  const start = performance.now();
  const scale = long / Math.max(image.width, image.height);
  const width = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  const resized =
    width === image.width && height === image.height
      ? image.data
      : await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer();
  // PaddleOCR's normalisation, applied to the channels in its (OpenCV's) BGR order.
  const mean = [0.485, 0.456, 0.406];
  const std = [0.229, 0.224, 0.225];
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let p = 0; p < plane; p++) {
    for (let c = 0; c < 3; c++) input[c * plane + p] = (resized[p * 3 + 2 - c]! / 255 - mean[c]!) / std[c]!;
  }
  if (stages) add(stages, `${prefix}detection input`, performance.now() - start);
  const { data: map, ms } = await timed(stages, `${prefix}detection wall`, () => thread.run('det', input, [1, 3, height, width]));
  if (stages) add(stages, `${prefix}detection model`, ms);
  return { map, width, height };
}

/**
 * DB post-processing: the map thresholded, each 8-connected piece a text box as the rectangle along
 * its main axis (second moments), kept when the detector is sure of it on average, and expanded by
 * the distance PaddleOCR unclips with (area × ratio / perimeter), since the model draws the text's
 * shrunk core. Coordinates in `scale` × map pixels.
 */
function boxesOf({ map, width, height }: ProbabilityMap, scale: number): Quad[] {
  const label = new Int32Array(width * height);
  const quads: Quad[] = [];
  const stack: number[] = [];
  const pixels: number[] = [];
  let next = 0;
  for (let start = 0; start < map.length; start++) {
    if (label[start] || map[start]! <= PIXEL_THRESHOLD) continue;
    next++;
    label[start] = next;
    stack.push(start);
    pixels.length = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      pixels.push(p);
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const n = ny * width + nx;
          if (!label[n] && map[n]! > PIXEL_THRESHOLD) {
            label[n] = next;
            stack.push(n);
          }
        }
      }
    }
    if (pixels.length < 6) continue;
    let mx = 0;
    let my = 0;
    let sum = 0;
    for (const p of pixels) {
      mx += p % width;
      my += (p / width) | 0;
      sum += map[p]!;
    }
    const n = pixels.length;
    if (sum / n < BOX_THRESHOLD) continue;
    mx /= n;
    my /= n;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    for (const p of pixels) {
      const dx = (p % width) - mx;
      const dy = ((p / width) | 0) - my;
      sxx += dx * dx;
      sxy += dx * dy;
      syy += dy * dy;
    }
    let angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    // Text runs left to right: the axis is taken pointing right (or down, for an upright column).
    if (Math.cos(angle) < -1e-9) angle += Math.PI;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    let a0 = Infinity;
    let a1 = -Infinity;
    let b0 = Infinity;
    let b1 = -Infinity;
    for (const p of pixels) {
      const dx = (p % width) - mx;
      const dy = ((p / width) | 0) - my;
      const a = dx * ux + dy * uy;
      const b = -dx * uy + dy * ux;
      if (a < a0) a0 = a;
      if (a > a1) a1 = a;
      if (b < b0) b0 = b;
      if (b > b1) b1 = b;
    }
    const long = a1 - a0 + 1;
    const short = b1 - b0 + 1;
    if (short < 2) continue;
    const distance = (long * short * UNCLIP_RATIO) / (2 * (long + short));
    const ca = (a0 + a1) / 2;
    const cb = (b0 + b1) / 2;
    quads.push({
      cx: (mx + ca * ux - cb * uy + 0.5) * scale,
      cy: (my + ca * uy + cb * ux + 0.5) * scale,
      ux,
      uy,
      half: (long / 2 + distance) * scale,
      halfHeight: (short / 2 + distance) * scale,
      score: sum / n,
    });
  }
  return quads;
}

/** The text boxes of `image`, detected with its long side scaled to `long` px, in pixels of `image`. */
export async function detectBoxes(thread: OnnxThread, image: Rgb, detection: Detection): Promise<Quad[]> {
  const { stages, prefix = '' } = detection;
  const map = await probabilityMap(thread, image, detection);
  return timed(stages, `${prefix}box finding`, async () => boxesOf(map, image.width / map.width));
}

/** The box's four corners: top left, top right, bottom right, bottom left (for text read left to right). */
export function quadCorners(q: Quad): Point[] {
  const ax = q.ux * q.half;
  const ay = q.uy * q.half;
  const bx = -q.uy * q.halfHeight;
  const by = q.ux * q.halfHeight;
  return [
    [q.cx - ax - bx, q.cy - ay - by],
    [q.cx + ax - bx, q.cy + ay - by],
    [q.cx + ax + bx, q.cy + ay + by],
    [q.cx - ax + bx, q.cy - ay + by],
  ];
}

/** Text lines standing on end (boxes much taller than wide) outnumber lying ones: the page is sideways. */
export function sideways(quads: Quad[]): boolean {
  let upright = 0;
  let lying = 0;
  for (const q of quads) {
    const vertical = Math.abs(q.uy) > Math.abs(q.ux);
    const [w, h] = vertical ? [q.halfHeight, q.half] : [q.half, q.halfHeight];
    if (h > 2 * w) upright += q.half;
    else if (w > 2 * h) lying += q.half;
  }
  return upright > lying;
}
