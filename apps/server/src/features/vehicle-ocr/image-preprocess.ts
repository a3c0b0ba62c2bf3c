import sharp from 'sharp';

// The first steps on a photo or scan of a registration certificate: opening it upright and gray, and
// telling the paper from what lies around it (Otsu's threshold, the largest bright piece), which
// page-find.ts and image-rectify.ts build the page's outline on.

export class NotAnImageError extends Error {
  constructor(cause?: unknown) {
    super('not an image', { cause });
    this.name = 'NotAnImageError';
  }
}

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
  const size = seen.length;
  // A pixel is marked when pushed, so the stack never holds more than all of them; neighbours are
  // pushed left, right, up, down (the order the pieces' pixels are listed in).
  const stack = new Int32Array(size);
  let best: number[] = [];
  for (let start = 0; start < size; start++) {
    if (seen[start]) continue;
    const piece: number[] = [];
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const p = stack[--top]!;
      piece.push(p);
      const x = p % width;
      if (x > 0 && !seen[p - 1]) {
        seen[p - 1] = 1;
        stack[top++] = p - 1;
      }
      if (x < width - 1 && !seen[p + 1]) {
        seen[p + 1] = 1;
        stack[top++] = p + 1;
      }
      if (p - width >= 0 && !seen[p - width]) {
        seen[p - width] = 1;
        stack[top++] = p - width;
      }
      if (p + width < size && !seen[p + width]) {
        seen[p + width] = 1;
        stack[top++] = p + width;
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
