import { createRequire } from 'node:module';
import path from 'node:path';
import type { OcrFields } from '@kontor/domain/vehicle-ocr';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { decodeBmp, isBmp } from './bmp-decode';
import type { Box, OcrLine, OcrWord } from './ocr-words';
import type { CellCode } from './zb1-codes';
import { parseCells, parseCertificate } from './zb1-parser';
import { NotAnImageError, prepareImage } from './image-preprocess';
import { cutBox, locatePage, type Page, textBand } from './image-rectify';
import { VALUE_BOXES, valueBox } from './zb1-template';

// One OCR engine per process: tesseract workers are expensive to start (the German model is
// loaded into each), so a small pool is created on first use and kept. Each worker is a thread
// running tesseract's WebAssembly; two use both cores of a small server, more would only queue.

export { NotAnImageError };

/** What the certificate gave, before the key-list check; `found` is false when nothing was readable. */
export type OcrReading = { fields: OcrFields; found: boolean };
export type OcrEngine = {
  read(image: Buffer, onProgress?: (percent: number) => void): Promise<OcrReading>;
  close(): Promise<void>;
};

const require = createRequire(import.meta.url);
/** The LSTM-only German model shipped in @tesseract.js-data/deu: read from disk, never downloaded. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int');
const POOL_SIZE = Math.max(1, Number(process.env.OCR_WORKERS ?? 2));

type Pool = { workers: Worker[]; idle: Worker[]; waiting: Array<(worker: Worker) => void>; modes: Map<Worker, string> };

/** Sets a worker's page segmentation and character set, unless it has them already. */
async function configure(pool: Pool, worker: Worker, parameters: Record<string, string>): Promise<void> {
  const key = JSON.stringify(parameters);
  if (pool.modes.get(worker) === key) return;
  await worker.setParameters(parameters);
  pool.modes.set(worker, key);
}
const PAGE_MODE = { tessedit_pageseg_mode: PSM.SINGLE_COLUMN, tessedit_char_whitelist: '' };

async function createPool(size: number): Promise<Pool> {
  const workers = await Promise.all(
    Array.from({ length: size }, async () => {
      const worker = await createWorker('deu', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
      // The scale is ours (values near 30 px), so tesseract need not guess a resolution.
      await worker.setParameters({ user_defined_dpi: '300' });
      return worker;
    }),
  );
  return { workers, idle: [...workers], waiting: [], modes: new Map() };
}

async function withWorker<T>(pool: Pool, task: (worker: Worker) => Promise<T>): Promise<T> {
  const worker = pool.idle.pop() ?? (await new Promise<Worker>((resolve) => pool.waiting.push(resolve)));
  try {
    return await task(worker);
  } finally {
    const next = pool.waiting.shift();
    if (next) next(worker);
    else pool.idle.push(worker);
  }
}

type Region = { left: number; top: number; width: number; height: number };

/**
 * The form's two columns, read in parallel: cut at the emptiest vertical strip near the middle
 * (the column rule or the gap beside it), with some overlap so no word is cut off.
 */
function regionsOf(size: { width: number; height: number }): Region[] {
  // Short of the rule between the columns (at 50.2 % of the form): a long vertical line in a
  // region makes tesseract's layout analysis drop whole lines beside it.
  const leftEnd = Math.round(size.width * 0.494);
  const rightStart = Math.round(size.width * 0.509);
  return [
    { left: 0, top: 0, width: leftEnd, height: size.height },
    { left: rightStart, top: 0, width: size.width - rightStart, height: size.height },
  ];
}

type Symbol = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };

const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A word's symbols less what is no part of the value:
 * - the end of the small label printed before it, glued to the value's first characters ("hl248"
 *   → "1248"): leading letters or digits far shorter than the word's others, with a gap after them;
 * - the "7" tesseract sees in a slash with a space before it ("151 / 5900" → "1517/5900"): a 7
 *   before a slash that overlaps the slash or is far narrower than the word's other digits.
 */
export function keptSymbols(symbols: Symbol[]): Symbol[] {
  const alphanumeric = symbols.filter((symbol) => /^[\p{L}\p{N}]$/u.test(symbol.text));
  const tall = middle(alphanumeric.map((symbol) => symbol.bbox.y1 - symbol.bbox.y0));
  const wide = middle(alphanumeric.map((symbol) => symbol.bbox.x1 - symbol.bbox.x0));
  const firstTall = symbols.findIndex((symbol) => symbol.bbox.y1 - symbol.bbox.y0 >= 0.65 * tall);
  // The label's end stands apart; a short box right beside the next is one of tesseract's loose boxes.
  const apart = firstTall > 0 && symbols[firstTall]!.bbox.x0 - symbols[firstTall - 1]!.bbox.x1 >= 0.5 * wide;
  const value = apart ? symbols.slice(firstTall) : symbols;
  if (!value.some((symbol) => symbol.text === '/')) return value;
  const usual = middle(value.filter((symbol) => /\d/.test(symbol.text)).map((symbol) => symbol.bbox.x1 - symbol.bbox.x0));
  return value.filter((symbol, i) => {
    const slash = value[i + 1];
    if (symbol.text !== '7' || slash?.text !== '/') return true;
    return !(symbol.bbox.x1 > slash.bbox.x0 + 1 || symbol.bbox.x1 - symbol.bbox.x0 < 0.7 * usual);
  });
}

function wordOf(w: { text: string; confidence: number; bbox: Box; symbols?: Symbol[] }): OcrWord {
  const box = { x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 };
  if (!w.symbols?.length) return { text: w.text, confidence: w.confidence / 100, box };
  const symbols = keptSymbols(w.symbols).map((symbol) => ({ text: symbol.text, confidence: symbol.confidence / 100 }));
  return { text: symbols.map((symbol) => symbol.text).join(''), confidence: w.confidence / 100, box, symbols };
}

function linesOf(result: Awaited<ReturnType<Worker['recognize']>>, region: number): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.filter((w) => w.text.trim().length > 0).map(wordOf);
        if (words.length > 0) lines.push({ words, region });
      }
    }
  }
  return lines;
}

async function decode(image: Buffer): Promise<Parameters<typeof prepareImage>[0]> {
  if (!isBmp(image)) return image;
  try {
    return decodeBmp(image);
  } catch (error) {
    throw new NotAnImageError(error);
  }
}

/** The value boxes cut from the page are read at this many pixels per form unit (capitals near 30 px). */
const PER_UNIT = 1.5;
/** Fewer fields than this from the value boxes: the paper is probably not laid out as we think; read the whole page. */
const ENOUGH_FIELDS = 6;

type Progress = (done: number, total: number) => void;

/**
 * Each value box read as one line of text (PSM 7): no layout analysis to go wrong, and the small
 * labels and codes beside the values, which blur first, are not needed.
 */
async function readBoxes(pool: Pool, page: Page, progress: Progress): Promise<Map<CellCode, OcrWord[]>> {
  const cells = new Map<CellCode, OcrWord[]>();
  let done = 0;
  await Promise.all(
    VALUE_BOXES.map(async (cell) => {
      const box = textBand(cutBox(page, valueBox(cell), PER_UNIT), PER_UNIT);
      const png = await sharp(Buffer.from(box.data.buffer, box.data.byteOffset, box.data.length), {
        raw: { width: box.width, height: box.height, channels: 1 },
      })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const words = await withWorker(pool, async (worker) => {
        await configure(pool, worker, { tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: '' });
        return linesOf(await worker.recognize(png, {}, { blocks: true, text: false }), 0).flatMap((line) => line.words);
      });
      cells.set(cell.code, words);
      progress(++done, VALUE_BOXES.length);
    }),
  );
  return cells;
}

/** The whole page laid out by tesseract, codes and labels found in the text: for papers whose outline was not found. */
async function readPage(pool: Pool, image: Parameters<typeof prepareImage>[0], progress: Progress) {
  const prepared = await prepareImage(image);
  let done = 0;
  const regions = regionsOf(prepared);
  const results = await Promise.all(
    regions.map((rectangle, index) =>
      withWorker(pool, async (worker) => {
        await configure(pool, worker, PAGE_MODE);
        const result = await worker.recognize(prepared.png, { rectangle }, { blocks: true, text: false });
        progress(++done, regions.length);
        return linesOf(result, index);
      }),
    ),
  );
  const lines = results.flat();
  return parseCertificate(lines, prepared.documentFound ? prepared : undefined);
}

export function createOcrEngine(size = POOL_SIZE): OcrEngine {
  let pool: Promise<Pool> | null = null;
  const getPool = () => (pool ??= createPool(size));
  return {
    async read(image, onProgress) {
      const decoded = await decode(image);
      const page = await locatePage(decoded);
      onProgress?.(20);
      if (page.blank) {
        onProgress?.(100);
        return { fields: {}, found: false };
      }
      const workers = await getPool();
      onProgress?.(30);
      let fields: OcrFields = {};
      if (page.toPhoto) {
        fields = parseCells(await readBoxes(workers, page, (done, total) => onProgress?.(30 + Math.round((60 * done) / total))));
      }
      if (Object.keys(fields).length < ENOUGH_FIELDS) {
        // What the boxes gave stays; the page reading fills the gaps.
        const fromPage = await readPage(workers, decoded, (done, total) => onProgress?.(60 + Math.round((30 * done) / total)));
        fields = { ...fromPage, ...fields };
      }
      onProgress?.(100);
      return { fields, found: Object.keys(fields).length > 0 };
    },
    async close() {
      const current = pool;
      pool = null;
      if (current) await Promise.all((await current).workers.map((worker) => worker.terminate()));
    },
  };
}

let engine: OcrEngine | null = null;

/** The process's engine: created on first use, its workers reused by every reading. */
export function getOcrEngine(): OcrEngine {
  return (engine ??= createOcrEngine());
}

/** Stops the workers (shutdown, end of tests); the next getOcrEngine() starts a new pool. */
export async function closeOcrEngine(): Promise<void> {
  const current = engine;
  engine = null;
  await current?.close();
}
