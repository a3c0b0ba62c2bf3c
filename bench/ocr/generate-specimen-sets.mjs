// The three sets of specimen-like registration certificates the OCR bench reads, 40 each by
// default, every image with its truth beside it (truth.json per set), all drawn from fixed seeds:
//   flat            generator A (SVG, sharp) scanned flat at 200–300 dpi
//   photo           generator A through the phone stage (zb1-camera)
//   second-renderer generator B (HTML/CSS in Chromium, other fonts and box geometry), every other
//                   image scanned, the others photographed. Held out of all tuning of the reader.
// Vehicles are real HSN/TSN pairs of the KBA key list with their make and trade name.
//
//   node bench/ocr/generate-specimen-sets.mjs --out <folder> [--count 40] [--sets flat,photo,second-renderer]
//   node bench/ocr/generate-specimen-sets.mjs --fixtures   (a few of them, small, under the vehicle-ocr feature)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from '../seeded-random.mjs';
import { phoneGeometry, phonePhoto, scan, scanWidth } from './zb1-camera.mjs';
import { openRenderer, specimenHtml } from './zb1-specimen-html.mjs';
import { specimenBackgroundSvg, specimenSvg } from './zb1-specimen-svg.mjs';
import { inventSpecimenVehicle } from './zb1-specimen-vehicles.mjs';
import { loadVehicles, tools } from './zb1-vehicles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

// The key list has no vehicle class: lorries, buses and vans are left out by their trade names, so the
// papers are of cars (M1) like a car dealer's.
const NOT_A_CAR =
  /UNBEKANNT|ACTROS|AXOR|ATEGO|AROCS|ANTOS|UNIMOG|ECONIC|CITARO|TRAVEGO|TOURISMO|VARIO|\bLT\b|\bLK\b|\dX\d|^\d{3,4}\s?[A-Z]{0,3}$|^\d{3,4}D|^L \d|PRITSCHE|KASTEN|KIPPER|TRANSIT|SPRINTER|CRAFTER|MASTER|DUCATO|BOXER|JUMPER|MOVANO|VIVARO|TRAFIC|CARGO|DAILY/;

export const SPECIMEN_SETS = [
  { name: 'flat', seed: 2101, renderer: 'svg', camera: () => 'scan' },
  { name: 'photo', seed: 2202, renderer: 'svg', camera: () => 'phone' },
  { name: 'second-renderer', seed: 2303, renderer: 'html', camera: (i) => (i % 2 ? 'phone' : 'scan'), heldOut: true },
];

/** Draws one page with the set's renderer at `width` pixels; answers its pixels (or an image) and what was drawn. */
async function drawPage(t, { renderer, print, width }, { browser, paper }) {
  if (renderer === 'svg') {
    const { svg, drawing } = specimenSvg(t, print, { width });
    const form = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
    const { data, info } = await sharp(Buffer.from(paper.shared), { raw: { width: paper.sw, height: paper.sh, channels: 3 } })
      .resize(width, Math.round(width / 2), { fit: 'fill' })
      .composite([{ input: form }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { png: { src: data, sw: info.width, sh: info.height }, drawing };
  }
  const { html, drawing } = specimenHtml(t, print);
  // 794 CSS px are the sheet's 210 mm: the device scale gives the pixels.
  return { png: await browser.render(html, width / 794), drawing };
}

/** One image of a set: the vehicle, its page, the scan or photo. */
async function makeImage(t, { set, index, vehicles, renderers }) {
  const { truth, print } = inventSpecimenVehicle(t, t.pick(vehicles));
  const camera = set.camera(index);
  if (camera === 'scan') {
    const dpi = t.int(200, 300);
    const { png, drawing } = await drawPage(t, { renderer: set.renderer, print, width: scanWidth(dpi) }, renderers);
    const { image, conditions } = await scan(t, png, { dpi });
    return { image, truth, conditions: { ...drawing, ...conditions } };
  }
  const geometry = phoneGeometry(t);
  // Drawn a little sharper than it lands in the frame, as a camera's optics resolve more than the sensor keeps.
  const width = Math.round(Math.min(4200, Math.max(900, geometry.pageWidth * 1.15)));
  const { png, drawing } = await drawPage(t, { renderer: set.renderer, print, width }, renderers);
  const { image, conditions } = await phonePhoto(t, png, geometry);
  return { image, truth, conditions: { ...drawing, ...conditions } };
}

let carTypes;
const cars = () => (carTypes ??= loadVehicles().filter((vehicle) => !NOT_A_CAR.test(vehicle.model)));

/**
 * Image `index` of the set named `name`, from its own seed, so that it is the same whichever thread
 * draws it and in whatever order. `paper` is the set's blank (for generator A), `browser` Chromium
 * (for generator B).
 */
export async function drawSpecimenImage(name, index, renderers) {
  const set = SPECIMEN_SETS.find((candidate) => candidate.name === name);
  const t = tools(random(set.seed * 1000 + index));
  return makeImage(t, { set, index, vehicles: cars(), renderers });
}

/**
 * Threads drawing generator A's images (SVG, sharp and the JavaScript camera stage) beside the main
 * thread, which drives Chromium for generator B: the sets are drawn on every core.
 */
function workerPool(size) {
  const idle = [];
  const queue = [];
  const workers = Array.from({ length: size }, () => new Worker(new URL('./specimen-worker.mjs', import.meta.url)));
  const next = (worker) => {
    const job = queue.shift();
    if (!job) return idle.push(worker);
    const done = (message) => {
      worker.off('error', failed);
      next(worker);
      job.resolve(message);
    };
    const failed = (error) => {
      worker.off('message', done);
      job.reject(error);
    };
    worker.once('message', done);
    worker.once('error', failed);
    worker.postMessage(job.task);
  };
  workers.forEach(next);
  return {
    run: (task) =>
      new Promise((resolve, reject) => {
        queue.push({ task, resolve, reject });
        const worker = idle.pop();
        if (worker) next(worker);
      }),
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

/** Writes the sets into `outDir/<set>/` (images and truth.json); answers { name: [{ file, truth, conditions }] }. */
export async function generateSpecimenSets({ outDir, count = 40, only } = {}) {
  const sets = SPECIMEN_SETS.filter((set) => !only || only.includes(set.name));
  const browser = sets.some((set) => set.renderer === 'html') ? await openRenderer() : null;
  const pool = sets.some((set) => set.renderer === 'svg') ? workerPool(Math.max(1, Math.min(2, availableParallelism()))) : null;
  const result = {};
  try {
    // The sets are drawn side by side: Chromium, librsvg and the camera stage use different cores.
    const drawn = sets.map(async (set) => {
      const dir = path.join(outDir, set.name);
      // The blank paper of the set's print run, rendered once as large as any page is drawn.
      // Shared with the threads, not copied to each.
      let paper = null;
      if (set.renderer === 'svg') {
        const blank = specimenBackgroundSvg(tools(random(set.seed)), { width: 4200 });
        const { data, info } = await sharp(Buffer.from(blank)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const shared = new SharedArrayBuffer(data.length);
        new Uint8Array(shared).set(data);
        paper = { shared, sw: info.width, sh: info.height };
      }
      mkdirSync(dir, { recursive: true });
      const list = [];
      const images = Array.from({ length: count }, (_, i) =>
        set.renderer === 'svg' ? pool.run({ name: set.name, index: i, paper }) : null,
      );
      for (let i = 0; i < count; i++) {
        const { image, truth, conditions } = await (images[i] ?? drawSpecimenImage(set.name, i, { browser }));
        const file = `zb1-${set.name}-${String(i + 1).padStart(2, '0')}.jpg`;
        writeFileSync(path.join(dir, file), image);
        list.push({ file, truth, conditions });
      }
      writeFileSync(path.join(dir, 'truth.json'), `${JSON.stringify(list, null, 2)}\n`);
      result[set.name] = list;
    });
    await Promise.all(drawn);
  } finally {
    await browser?.close();
    await pool?.close();
  }
  return result;
}

const FIXTURES_DIR = path.join(root, 'apps/server/src/features/vehicle-ocr/fixtures/specimen');
// Which images of the sets become fixtures: a scan and a photo of each drawing.
const FIXTURES = [
  ['flat', 0],
  ['photo', 0],
  ['photo', 3],
  ['second-renderer', 0],
  ['second-renderer', 1],
];

/**
 * The committed examples: images of the sets as drawn, shrunk (long side 1 600 px, JPEG 72, the EXIF
 * orientation kept) only when over 300 KB, with their truth and conditions in truth.json.
 */
async function generateFixtures() {
  const work = path.join(tmpdir(), `zb1-specimen-fixtures-${process.pid}`);
  const count = Math.max(...FIXTURES.map(([, index]) => index)) + 1;
  const sets = await generateSpecimenSets({ outDir: work, count });
  mkdirSync(FIXTURES_DIR, { recursive: true });
  const truth = {};
  for (const [name, index] of FIXTURES) {
    const { file, truth: values, conditions } = sets[name][index];
    let image = readFileSync(path.join(work, name, file));
    let shrunk = false;
    if (image.length > 300_000) {
      image = await sharp(image).resize(1600, 1600, { fit: 'inside' }).jpeg({ quality: 72 }).withMetadata().toBuffer();
      shrunk = true;
    }
    writeFileSync(path.join(FIXTURES_DIR, file), image);
    truth[file] = {
      set: name,
      // The second renderer's set is held out of all tuning of the reader: its examples are for checks, never for fitting.
      ...(SPECIMEN_SETS.find((set) => set.name === name)?.heldOut ? { heldOut: true } : {}),
      truth: values,
      conditions: { ...conditions, ...(shrunk ? { shrunkTo: 'long side 1600 px, JPEG 72' } : {}) },
    };
  }
  writeFileSync(path.join(FIXTURES_DIR, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  rmSync(work, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const started = performance.now();
  if (process.argv.includes('--fixtures')) await generateFixtures();
  else
    await generateSpecimenSets({
      outDir: arg('out', path.join(tmpdir(), 'zb1-specimen')),
      count: Number(arg('count', 40)),
      only: arg('sets', undefined)?.split(','),
    });
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
