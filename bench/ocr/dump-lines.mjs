// Development aid: the text lines (with boxes) PP-OCRv4 reads on each image of a set, saved as JSON
// in the shape of the server's PageLines, so the field parser can be developed and unit-tested on
// what the engine really reads. Each image is turned upright by its EXIF orientation and the quarter
// turn its generator recorded, scaled to `--size` px on its long side; every detected box is
// recognised on its own (the library's own grouping would merge boxes of neighbouring cells).
//
//   node bench/ocr/dump-lines.mjs --dir <folder with truth.json> --out <folder> [--size 1600]
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const benchRequire = createRequire(path.join(root, 'bench/package.json'));
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = arg('dir');
const out = arg('out');
const size = Number(arg('size', 1600));
mkdirSync(out, { recursive: true });

const ocrNode = benchRequire.resolve('@gutenye/ocr-node');
await import(pathToFileURL(ocrNode).href);
const common = path.dirname(benchRequire.resolve('@gutenye/ocr-common'));
const { Detection, Recognition } = await import(pathToFileURL(path.join(common, 'models/index.js')).href);
const { ImageRaw } = await import(pathToFileURL(path.join(path.dirname(ocrNode), 'ImageRaw.js')).href);
const { splitIntoLineImages } = await import('@gutenye/ocr-common/splitIntoLineImages');
const onnxOptions = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential' };
const detection = await Detection.create({ onnxOptions });
const recognition = await Recognition.create({ onnxOptions });

const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
// A set's truth.json is a list of { file, truth, conditions }; the fixtures' one an object by file.
const entries = Array.isArray(truth) ? truth.map((entry) => [entry.file, entry]) : Object.entries(truth);
for (const [file, entry] of entries) {
  const target = path.join(out, `${file}.json`);
  if (existsSync(target)) continue;
  const turnDeg = entry.conditions?.turnDeg ?? 0;
  const png = await sharp(path.join(dir, file))
    .autoOrient()
    .rotate(turnDeg ? 360 - turnDeg : 0)
    .resize({ width: size, height: size, fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { data, info } = await sharp(png).toColourspace('srgb').ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  const image = new ImageRaw({ data, width: info.width, height: info.height });
  // The library's Detection.run on an image in memory: a multiple of 32, the model, the mask at 0.03, the boxes.
  const input = await image.resize({ width: Math.ceil(image.width / 32) * 32, height: Math.ceil(image.height / 32) * 32 });
  const output = await detection.runModel({ modelData: detection.imageToInput(input, {}) });
  const [, , mh, mw] = output.dims;
  const mask = new Uint8Array(mw * mh * 4);
  for (let i = 0; i < output.data.length; i++) {
    const v = output.data[i] > 0.03 ? 255 : 0;
    mask[i * 4] = v;
    mask[i * 4 + 1] = v;
    mask[i * 4 + 2] = v;
    mask[i * 4 + 3] = 255;
  }
  const lineImages = await splitIntoLineImages(new ImageRaw({ data: mask, width: mw, height: mh }), input);
  const lines = [];
  for (const lineImage of lineImages) {
    const xs = lineImage.box.map((p) => p[0]);
    const ys = lineImage.box.map((p) => p[1]);
    const box = {
      left: Math.min(...xs),
      top: Math.min(...ys),
      width: Math.max(...xs) - Math.min(...xs),
      height: Math.max(...ys) - Math.min(...ys),
    };
    const [read] = await recognition.run([lineImage]);
    if (!read) continue;
    lines.push({
      text: read.text,
      score: read.mean,
      box,
      region: {
        x: box.left / input.width,
        y: box.top / input.height,
        width: box.width / input.width,
        height: box.height / input.height,
      },
    });
  }
  writeFileSync(target, JSON.stringify({ width: input.width, height: input.height, turn: 0, pageFound: false, lines }));
  console.log(file, lines.length);
}
