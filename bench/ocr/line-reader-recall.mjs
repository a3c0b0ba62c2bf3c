// The server's line reader (apps/server/src/features/vehicle-ocr/page-lines.ts: PP-OCRv4 through ONNX
// Runtime, page found and turned upright, one line per detected box) on a set of certificate images
// with their truth. It prints, for the set:
//   - raw-text recall per field: the share of the values a dealer needs that appear anywhere in the
//     lines read (the same test as engine-compare.mjs, imported from it), so it says what a parser
//     could at best find;
//   - how often the quarter turn found agrees with the one the generator recorded, and how often a
//     page was found;
//   - seconds per image (median, p95) with the models loaded, the model load, the first reading
//     after it, the resident memory after loading and at the end, and the machine's load average.
//
//   node bench/ocr/line-reader-recall.mjs --dir <folder with truth.json> [--count 40] [--seed 14] [--json <file>]
// truth.json is [{ file, truth, conditions? }] (generate-specimen-sets.mjs) or { file: truth } (generate-zb1.mjs).
// The reader is bundled from the server's source the way the server is built (node_modules external).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { bundleServerModule } from '../bundle-server.mjs';
import { random } from '../seeded-random.mjs';
import { FIELDS, found } from './engine-compare.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = arg('dir', undefined);
if (!dir) {
  console.error(
    'usage: node bench/ocr/line-reader-recall.mjs --dir <folder with truth.json> [--count 40] [--seed 14] [--json <file>]',
  );
  process.exit(2);
}
const count = Number(arg('count', 40));
const seed = Number(arg('seed', 14));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const mb = () => Math.round(process.memoryUsage().rss / 1e6);

const list = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
const entries = Array.isArray(list) ? list : Object.entries(list).map(([file, truth]) => ({ file, truth }));
const rnd = random(seed);
const chosen = entries
  .map((entry) => [rnd(), entry])
  .sort((a, b) => a[0] - b[0])
  .slice(0, count)
  .map(([, entry]) => entry);

const { getLineReader, warmLineReader } = await bundleServerModule('line-reader', [
  "export { getLineReader, warmLineReader } from './features/vehicle-ocr/page-lines';",
]);
const loadBefore = loadavg()[0];
const rssBefore = mb();
let started = performance.now();
await warmLineReader();
const loadSeconds = (performance.now() - started) / 1000;
const rssLoaded = mb();
const reader = getLineReader();

const perImage = [];
let rssPeak = rssLoaded;
for (const { file, truth, conditions } of chosen) {
  const image = readFileSync(path.join(dir, file));
  started = performance.now();
  const cpuStart = process.cpuUsage();
  const page = await reader.readLines(image);
  const seconds = (performance.now() - started) / 1000;
  // CPU seconds of the whole process (the ONNX thread included): steadier than the wall clock on a shared machine.
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  rssPeak = Math.max(rssPeak, mb());
  const text = page.lines.map((line) => line.text).join('\n');
  const hits = Object.fromEntries(
    FIELDS.filter((field) => truth[field] !== undefined && truth[field] !== null).map((field) => [
      field,
      found(field, truth[field], text),
    ]),
  );
  // The generator records the quarter turn it gave the photo; the reader answers the turn that undoes it.
  const turnRight = conditions?.turnDeg === undefined ? null : (360 - conditions.turnDeg) % 360 === page.turn;
  perImage.push({
    file,
    seconds,
    cpuSeconds,
    lines: page.lines.length,
    pageFound: page.pageFound,
    turn: page.turn,
    turnRight,
    hits,
    stages: page.stages,
    text,
  });
}
const rssAfter = mb();
const loadAfter = loadavg()[0];

const seconds = perImage.map((row) => row.seconds);
const pct = (n, d) => (d === 0 ? '-' : `${Math.round((100 * n) / d)} %`);
console.log(`set: ${dir} (${perImage.length} images, seed ${seed})`);
for (const field of FIELDS) {
  const rows = perImage.filter((row) => field in row.hits);
  console.log(
    `recall ${field.padEnd(16)} ${pct(rows.filter((row) => row.hits[field]).length, rows.length).padStart(6)}  (${rows.length})`,
  );
}
const all = perImage.flatMap((row) => Object.values(row.hits));
console.log(`recall all fields       ${pct(all.filter(Boolean).length, all.length).padStart(6)}  (${all.length})`);
const turned = perImage.filter((row) => row.turnRight !== null);
if (turned.length > 0)
  console.log(`turn right              ${pct(turned.filter((row) => row.turnRight).length, turned.length).padStart(6)}`);
console.log(`page found              ${pct(perImage.filter((row) => row.pageFound).length, perImage.length).padStart(6)}`);
console.log(
  `lines per image (median) ${percentile(
    perImage.map((row) => row.lines),
    50,
  )}`,
);
console.log(
  `seconds median ${percentile(seconds, 50).toFixed(2)}  p95 ${percentile(seconds, 95).toFixed(2)}  max ${Math.max(...seconds).toFixed(2)}`,
);
// Per stage: the median over the images (ms, or a count where the stage counts boxes, batches or pixels).
const stageNames = [...new Set(perImage.flatMap((row) => Object.keys(row.stages ?? {})))];
for (const name of stageNames) {
  const values = perImage.map((row) => row.stages?.[name] ?? 0);
  console.log(
    `stage ${name.padEnd(28)} median ${Math.round(percentile(values, 50)).toString().padStart(6)}  mean ${Math.round(
      values.reduce((a, b) => a + b, 0) / values.length,
    )
      .toString()
      .padStart(6)}`,
  );
}
const cpuSeconds = perImage.map((row) => row.cpuSeconds);
console.log(`CPU seconds median ${percentile(cpuSeconds, 50).toFixed(2)}  p95 ${percentile(cpuSeconds, 95).toFixed(2)}`);
console.log(`model load ${loadSeconds.toFixed(2)} s, first reading after it ${seconds[0].toFixed(2)} s`);
console.log(`RSS MB: before ${rssBefore}, models loaded ${rssLoaded}, peak ${rssPeak}, end ${rssAfter}`);
console.log(`load average (1 min) ${loadBefore.toFixed(1)} at start, ${loadAfter.toFixed(1)} at end (2 cores)`);
const json = arg('json', undefined);
if (json)
  writeFileSync(
    json,
    JSON.stringify(
      { dir, loadSeconds, rssBefore, rssLoaded, rssPeak, rssAfter, load: [loadBefore, loadAfter], perImage },
      null,
      2,
    ),
  );
await reader.close();
