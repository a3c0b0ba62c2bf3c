import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLineReader, NotAnImageError, type PageLines, type TextLine } from './page-lines';

// The line reader on real pixels and the real models (no DB): the certificate photo read upright,
// turned by a quarter turn, by half a turn and by an EXIF orientation tag; a blank page; not an image.

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const good = readFileSync(path.join(fixtures, 'zb1-good.jpg'));
// Its VIN, HSN and first registration as printed; PP-OCRv4 reads the zero of W0L as the letter O.
const VIN = /W[0O]L3N5SD[0O]VP017206/;
// Readings take seconds each on a busy two-core machine.
const READ_TIMEOUT = 120_000;

const reader = getLineReader();
const readings = new Map<string, PageLines>();
async function read(name: string, image: () => Promise<Buffer>): Promise<PageLines> {
  const known = readings.get(name);
  if (known) return known;
  const page = await reader.readLines(await image());
  readings.set(name, page);
  return page;
}
const upright = () => read('upright', async () => good);
const vinLine = (page: PageLines): TextLine => {
  const line = page.lines.find((l) => VIN.test(l.text.replace(/\s/g, '')));
  expect(line, page.lines.map((l) => l.text).join(' | ')).toBeDefined();
  return line!;
};
/** A plain 24-bit BMP (BITMAPINFOHEADER, BGR rows bottom-up, each padded to 4 bytes) of RGB pixels. */
function bmp24(rgb: Buffer, width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y += 1) {
    const row = 54 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 3;
      file[row + x * 3] = rgb[from + 2]!;
      file[row + x * 3 + 1] = rgb[from + 1]!;
      file[row + x * 3 + 2] = rgb[from]!;
    }
  }
  return file;
}
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.03);

beforeAll(async () => {
  await upright();
}, READ_TIMEOUT);
afterAll(() => reader.close());

describe('page lines', () => {
  it('reads the upright certificate into lines with boxes on the page and regions in the photo', async () => {
    const page = await upright();
    expect(page.turn).toBe(0);
    expect(page.pageFound).toBe(true);
    expect(page.lines.length).toBeGreaterThan(30);
    expect(page.lines.some((l) => l.text === '0035')).toBe(true);
    expect(page.lines.some((l) => l.text.includes('20.05.2018'))).toBe(true);
    for (const line of page.lines) {
      expect(line.score).toBeGreaterThan(0);
      expect(line.score).toBeLessThanOrEqual(1);
      expect(line.box.left).toBeGreaterThanOrEqual(0);
      expect(line.box.left + line.box.width).toBeLessThanOrEqual(page.width);
      expect(line.box.top + line.box.height).toBeLessThanOrEqual(page.height);
      for (const value of [line.region.x, line.region.y, line.region.x + line.region.width, line.region.y + line.region.height])
        expect(value >= 0 && value <= 1).toBe(true);
    }
    // The VIN is printed in the left half, a little below the middle of the form.
    const vin = vinLine(page);
    expect(vin.region.x).toBeLessThan(0.5);
    expect(vin.region.y).toBeGreaterThan(0.4);
    expect(vin.region.y).toBeLessThan(0.7);
  });

  it('keeps neighbouring cells apart: the fuel code and the engine capacity are separate lines', async () => {
    const page = await upright();
    expect(page.lines.some((l) => l.text === '0031')).toBe(true);
    expect(page.lines.some((l) => l.text === '1968')).toBe(true);
  });

  it(
    'turns a page upside down back and points its regions at the mirrored place of the photo',
    async () => {
      const page = await read('180', () => sharp(good).rotate(180).jpeg({ quality: 90 }).toBuffer());
      expect(page.turn).toBe(180);
      const turned = vinLine(page).region;
      const straight = vinLine(await upright()).region;
      near(turned.x, 1 - straight.x - straight.width);
      near(turned.y, 1 - straight.y - straight.height);
      expect(page.lines.some((l) => l.text === '0035')).toBe(true);
    },
    READ_TIMEOUT,
  );

  it(
    'turns a page lying on its side back',
    async () => {
      const page = await read('270', () => sharp(good).rotate(270).jpeg({ quality: 90 }).toBuffer());
      expect(page.turn).toBe(90);
      vinLine(page);
      expect(page.lines.some((l) => l.text === '0035')).toBe(true);
    },
    READ_TIMEOUT,
  );

  it(
    'applies the EXIF orientation first: regions are fractions of the photo as a browser shows it',
    async () => {
      // Orientation 6: shown turned a quarter clockwise, so the reader turns it back a quarter the other way.
      const page = await read('exif', () => sharp(good).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer());
      expect(page.turn).toBe(270);
      const shown = vinLine(page).region;
      const straight = vinLine(await upright()).region;
      near(shown.x, 1 - straight.y - straight.height);
      near(shown.y, straight.x);
      near(shown.width, straight.height);
    },
    READ_TIMEOUT,
  );

  it(
    'finds (nearly) nothing on a blank page',
    async () => {
      const page = await reader.readLines(readFileSync(path.join(fixtures, 'blank-page.jpg')));
      expect(page.lines.length).toBeLessThanOrEqual(2);
    },
    READ_TIMEOUT,
  );

  it(
    'reads a BMP as a scanner writes it (24-bit, rows bottom-up), which sharp cannot open itself',
    async () => {
      const { data, info } = await sharp(good).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const page = await reader.readLines(bmp24(data, info.width, info.height));
      expect(vinLine(page).text.replace(/\s/g, '')).toMatch(VIN);
    },
    READ_TIMEOUT,
  );

  it('refuses what is not an image', async () => {
    await expect(reader.readLines(Buffer.from('%PDF-1.7 not a photo'))).rejects.toBeInstanceOf(NotAnImageError);
  });
});
