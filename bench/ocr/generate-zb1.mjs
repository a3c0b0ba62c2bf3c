// Synthetic registration certificates (Zulassungsbescheinigung Teil I) for the OCR bench and the
// OCR integration tests: a form like the real one (pale green security print, field codes with small
// labels, values printed in by the registration office with a small offset), photographed badly:
// rotation up to 8°, perspective, uneven light and shadow, blur, sensor noise, JPEG, phone-photo
// frame sizes with the document not filling the frame, sometimes an EXIF orientation. Seeded, so a
// run makes the same set every time; vehicles come from the KBA key list the app imports. What is
// printed comes from zb1-vehicles, the form from zb1-form, the bad photo from zb1-photo.
//
//   node bench/ocr/generate-zb1.mjs --out <folder> [--count 40] [--seed 14]
//   node bench/ocr/generate-zb1.mjs --fixtures   (the small images under the vehicle-ocr feature)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formSvg } from './zb1-form.mjs';
import { FRAMES, photograph } from './zb1-photo.mjs';
import { random } from '../seeded-random.mjs';
import { inventVehicle, loadVehicles, tools } from './zb1-vehicles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
export const FIXTURES_DIR = path.join(root, 'apps/server/src/features/vehicle-ocr/fixtures');

/** One certificate photo and its truth. */
export async function makeCertificate(t, vehicles, overrides = {}) {
  const vehicle = inventVehicle(t, t.pick(vehicles));
  const frame = overrides.frame ?? t.pick(FRAMES);
  const fill = overrides.fill ?? t.between(0.62, 0.86);
  const width = Math.round(frame.width * fill);
  const { svg, fonts } = formSvg(t, vehicle.print, { width });
  const doc = await sharp(Buffer.from(svg)).png().toBuffer();
  const options = {
    frame,
    maxAngle: overrides.maxAngle ?? 8,
    perspective: overrides.perspective ?? t.between(0, 0.035),
    shadow: t.between(0, 0.45),
    noise: t.between(2, 14),
    blur: t.between(0, frame.width > 2500 ? 2.2 : 1.2),
    quality: overrides.quality ?? t.int(45, 92),
    exif: overrides.exif ?? t.rnd() < 0.2,
    format: overrides.format,
  };
  const image = await photograph(t, doc, options);
  return {
    image,
    truth: vehicle.truth,
    conditions: {
      ...fonts,
      frame: `${frame.width}x${frame.height}`,
      fill: +fill.toFixed(2),
      quality: options.quality,
      blur: +options.blur.toFixed(2),
      exif: options.exif,
    },
  };
}

/** Writes `count` photos and truth.json into `outDir`; answers the truth list. */
export async function generateSet({ outDir, count = 40, seed = 14 }) {
  mkdirSync(outDir, { recursive: true });
  const vehicles = loadVehicles();
  const list = [];
  for (let i = 0; i < count; i++) {
    const t = tools(random(seed * 1000 + i));
    const { image, truth, conditions } = await makeCertificate(t, vehicles);
    const file = `zb1-${String(i + 1).padStart(2, '0')}.jpg`;
    writeFileSync(path.join(outDir, file), image);
    list.push({ file, truth, conditions });
  }
  writeFileSync(path.join(outDir, 'truth.json'), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

/** The small committed images: a good photo, a rotated one, a blank page (no certificate). */
async function generateFixtures() {
  mkdirSync(FIXTURES_DIR, { recursive: true });
  const vehicles = loadVehicles();
  const small = { width: 1600, height: 1200 };
  const good = await makeCertificate(tools(random(101)), vehicles, {
    frame: small,
    fill: 0.9,
    maxAngle: 1,
    perspective: 0.005,
    quality: 55,
    exif: false,
  });
  const rotated = await makeCertificate(tools(random(202)), vehicles, {
    frame: small,
    fill: 0.88,
    maxAngle: 8,
    perspective: 0.02,
    quality: 70,
    exif: false,
  });
  writeFileSync(path.join(FIXTURES_DIR, 'zb1-good.jpg'), good.image);
  writeFileSync(path.join(FIXTURES_DIR, 'zb1-rotated.jpg'), rotated.image);
  const blank = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 246, g: 246, b: 242 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  writeFileSync(path.join(FIXTURES_DIR, 'blank-page.jpg'), blank);
  const truth = { 'zb1-good.jpg': good.truth, 'zb1-rotated.jpg': rotated.truth, 'blank-page.jpg': {} };
  writeFileSync(path.join(FIXTURES_DIR, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  if (process.argv.includes('--fixtures')) await generateFixtures();
  else
    await generateSet({
      outDir: arg('out', path.join(tmpdir(), 'zb1')),
      count: Number(arg('count', 40)),
      seed: Number(arg('seed', 14)),
    });
}
