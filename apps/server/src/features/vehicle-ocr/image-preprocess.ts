import sharp from 'sharp';

// Turns a photo or scan of a registration certificate into what tesseract reads best: upright (EXIF),
// gray, cropped to the document, deskewed, scaled so the printed values are about 30 px high, with
// the contrast stretched. The analysis (where the document is, how skewed) runs on a small copy;
// only the final rotate, crop and resize touch the full image.

/** The width the analysis copy is scaled to: enough to see text lines, cheap to scan in JS. */
const ANALYSIS_WIDTH = 900;
/** The document's width after scaling: values (about 1/78 of it high) come out near 30 px. */
export const DOCUMENT_WIDTH = 2500;
/** Skew searched in both directions, in degrees: photos are taken roughly straight. */
const MAX_SKEW = 10;

export class NotAnImageError extends Error {
  constructor(cause?: unknown) {
    super('not an image', { cause });
    this.name = 'NotAnImageError';
  }
}

export type PreparedImage = {
  /** Grayscale PNG of the document alone, upright. */
  png: Buffer;
  width: number;
  height: number;
  /** Degrees the photo was turned back by. */
  skew: number;
  /** False when no document stood out from its background (the whole frame is used). */
  documentFound: boolean;
};

export type Gray = { data: Uint8Array; width: number; height: number };
export type Box = { left: number; top: number; right: number; bottom: number };

export function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value]!++;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    below += histogram[i]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += i * histogram[i]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/** The largest 4-connected piece of the pixels that are not in `mask`. */
export function largestPiece(mask: Uint8Array, width: number): number[] {
  const seen = Uint8Array.from(mask);
  let best: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start]) continue;
    const piece: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      piece.push(p);
      const x = p % width;
      for (const n of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (n >= 0 && n < seen.length && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (piece.length > best.length) best = piece;
  }
  return best;
}

/**
 * The paper: the largest connected region of the blurred copy brighter than `threshold` (by
 * default Otsu's, which parts paper from the table when the light is even).
 */
export function findDocument(gray: Gray, threshold = otsu(gray.data)): { box: Box; pixels: number[] } | null {
  const { data, width, height } = gray;
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) dark[i] = data[i]! > threshold ? 0 : 1;
  const best = largestPiece(dark, width);
  // A document that does not stand out (a flat scan, a page filling the frame) is the whole frame.
  if (best.length < 0.08 * width * height) return null;
  let box: Box = { left: width, top: height, right: 0, bottom: 0 };
  for (const p of best) {
    const x = p % width;
    const y = (p - x) / width;
    box = {
      left: Math.min(box.left, x),
      top: Math.min(box.top, y),
      right: Math.max(box.right, x),
      bottom: Math.max(box.bottom, y),
    };
  }
  return { box, pixels: best };
}

/** Ink on the paper: pixels clearly darker than the paper, inside the paper (not the table around it). */
function inkPixels(gray: Gray, box: Box, onPaper: (index: number) => boolean): Array<[number, number]> {
  const { data, width } = gray;
  const values: number[] = [];
  for (let y = box.top; y <= box.bottom; y += 3) {
    for (let x = box.left; x <= box.right; x += 3) if (onPaper(y * width + x)) values.push(data[y * width + x]!);
  }
  values.sort((a, b) => a - b);
  const paper = values[Math.floor(values.length * 0.6)] ?? 255;
  const limit = paper * 0.62;
  const ink: Array<[number, number]> = [];
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      const i = y * width + x;
      if (data[i]! < limit && onPaper(i)) ink.push([x, y]);
    }
  }
  return ink;
}

/**
 * The skew of the text lines: the angle at which the ink, projected on the vertical, gives the
 * sharpest rows (largest sum of squared row counts). Coarse then fine.
 */
function findSkew(ink: Array<[number, number]>): number {
  if (ink.length < 200) return 0;
  const score = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (const [x, y] of ink) {
      const row = Math.round(y - x * t);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let sum = 0;
    for (const count of rows.values()) sum += count * count;
    return sum;
  };
  const bestIn = (from: number, to: number, step: number) => {
    let best = from;
    let bestScore = -1;
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = score(a);
      if (s > bestScore) {
        bestScore = s;
        best = a;
      }
    }
    return best;
  };
  const coarse = bestIn(-MAX_SKEW, MAX_SKEW, 0.5);
  return bestIn(coarse - 0.5, coarse + 0.5, 0.1);
}

/** Where a point of the unrotated image lands after sharp's rotate(angle) (clockwise, canvas grown). */
function rotatedPoint(point: [number, number], size: { width: number; height: number }, degrees: number): [number, number] {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const newWidth = Math.abs(size.width * cos) + Math.abs(size.height * sin);
  const newHeight = Math.abs(size.width * sin) + Math.abs(size.height * cos);
  const x = point[0] - size.width / 2;
  const y = point[1] - size.height / 2;
  return [x * cos - y * sin + newWidth / 2, x * sin + y * cos + newHeight / 2];
}

/** A photo or scan as sent, or a decoded picture (a BMP, which sharp does not open). */
export type ImageInput = Buffer | { raw: Buffer; width: number; height: number; channels: 3 | 4 };

/** The picture turned upright by its EXIF orientation, as one gray raw copy; 5002 when no decoder opens it. */
export async function uprightGray(input: ImageInput): Promise<Gray> {
  const image = Buffer.isBuffer(input)
    ? sharp(input, { failOn: 'none' })
    : sharp(input.raw, { raw: { width: input.width, height: input.height, channels: input.channels } });
  const { data, info } = await image
    .rotate()
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new NotAnImageError(error);
    });
  return { data, width: info.width, height: info.height };
}

export async function prepareImage(input: ImageInput): Promise<PreparedImage> {
  const { data: upright, ...info } = await uprightGray(input);
  const full = { width: info.width, height: info.height };
  const scale = Math.min(1, ANALYSIS_WIDTH / Math.max(full.width, full.height));
  const small = await sharp(upright, { raw: { ...full, channels: 1 } })
    .resize(Math.max(1, Math.round(full.width * scale)), Math.max(1, Math.round(full.height * scale)))
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const gray: Gray = { data: small.data, width: small.info.width, height: small.info.height };
  // Blurred until text and rules melt into the paper, so the paper is one bright region.
  const melted = await sharp(small.data, { raw: { width: gray.width, height: gray.height, channels: 1 } })
    .blur(4)
    .grayscale()
    .raw()
    .toBuffer();
  const document = findDocument({ ...gray, data: melted });
  const box = document?.box ?? { left: 0, top: 0, right: gray.width - 1, bottom: gray.height - 1 };
  let onPaper = (_index: number) => true;
  if (document) {
    // The melted mask reaches a little past the paper's edge; shrink it so the table's edge is no ink.
    const mask = new Uint8Array(gray.width * gray.height);
    for (const p of document.pixels) mask[p] = 1;
    const margin = 6;
    onPaper = (i) => {
      const x = i % gray.width;
      return (
        mask[i] === 1 &&
        x >= margin &&
        x < gray.width - margin &&
        mask[i - margin] === 1 &&
        mask[i + margin] === 1 &&
        mask[i - margin * gray.width] === 1 &&
        mask[i + margin * gray.width] === 1
      );
    };
  }
  const skew = findSkew(inkPixels(gray, box, onPaper));

  // The paper's outline after turning it straight, in full-size pixels.
  let crop: Box;
  if (document) {
    const step = Math.max(1, Math.floor(document.pixels.length / 40_000));
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < document.pixels.length; i += step) {
      const p = document.pixels[i]!;
      const x = p % gray.width;
      const [rx, ry] = rotatedPoint([(x + 0.5) / scale, ((p - x) / gray.width + 0.5) / scale], full, -skew);
      xs.push(rx);
      ys.push(ry);
    }
    xs.sort((a, b) => a - b);
    ys.sort((a, b) => a - b);
    const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
    crop = { left: at(xs, 0.002), right: at(xs, 0.998), top: at(ys, 0.002), bottom: at(ys, 0.998) };
  } else {
    const corners = [
      [0, 0],
      [full.width, 0],
      [0, full.height],
      [full.width, full.height],
    ].map((c) => rotatedPoint(c as [number, number], full, -skew));
    crop = {
      left: Math.min(...corners.map((c) => c[0])),
      right: Math.max(...corners.map((c) => c[0])),
      top: Math.min(...corners.map((c) => c[1])),
      bottom: Math.max(...corners.map((c) => c[1])),
    };
  }
  const rotated = await sharp(upright, { raw: { ...full, channels: 1 } })
    .rotate(-skew, { background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.floor(crop.left));
  const top = Math.max(0, Math.floor(crop.top));
  const width = Math.max(1, Math.min(rotated.info.width - left, Math.ceil(crop.right - crop.left)));
  const height = Math.max(1, Math.min(rotated.info.height - top, Math.ceil(crop.bottom - crop.top)));
  const { data: png, info: out } = await sharp(rotated.data, {
    raw: { width: rotated.info.width, height: rotated.info.height, channels: 1 },
  })
    .extract({ left, top, width, height })
    .resize({ width: DOCUMENT_WIDTH })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png, width: out.width, height: out.height, skew, documentFound: document !== null };
}
