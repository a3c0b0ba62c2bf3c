import sharp from 'sharp';
import { findDocument, type Gray, NotAnImageError } from './vehicle-ocr.preprocess';

// The photographed certificate as a flat form: the paper's four edges are found on a small copy,
// and a homography maps form units (the certificate is 2100 × 1000 of them) to pixels of the
// upright full-size photo. Each field's value box is then cut straight out of the full-size photo
// at the scale tesseract reads best, so rotation and the perspective of a hand-held phone are gone
// before any text is read, and only the few value boxes (not the whole page) are resampled.

export const FORM = { width: 2100, height: 1000 };
/** The width the analysis copy is scaled to: enough to find the paper's edges within a few form units. */
const ANALYSIS_SIZE = 1000;
/** The paper's aspect ratio (width / height); a found outline far from it is not the certificate. */
const ASPECT = FORM.width / FORM.height;

export type Input = Buffer | { raw: Buffer; width: number; height: number; channels: 3 | 4 };
type Point = [number, number];

export type Page = {
  /** The upright photo in gray, full size. */
  gray: Gray;
  /** Form units → photo pixels; null when no certificate-shaped paper was found. */
  toPhoto: ((x: number, y: number) => Point) | null;
  /** Nothing printed at all (an empty page, a wall): answered without reading. */
  blank: boolean;
};

/** Solves the 8 unknowns of the homography mapping the 4 `from` corners onto the 4 `to` corners. */
function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 8; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  return b.map((value, i) => value / a[i]![i]!);
}

type Line = { point: Point; direction: Point };

/** The straight line through points (total least squares), or null when there are too few. */
function fitLine(points: Point[]): Line | null {
  if (points.length < 12) return null;
  let mx = 0;
  let my = 0;
  for (const [x, y] of points) {
    mx += x;
    my += y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { point: [mx, my], direction: [Math.cos(angle), Math.sin(angle)] };
}

function intersect(a: Line, b: Line): Point | null {
  const det = a.direction[0] * b.direction[1] - a.direction[1] * b.direction[0];
  if (Math.abs(det) < 1e-6) return null;
  const dx = b.point[0] - a.point[0];
  const dy = b.point[1] - a.point[1];
  const t = (dx * b.direction[1] - dy * b.direction[0]) / det;
  return [a.point[0] + t * a.direction[0], a.point[1] + t * a.direction[1]];
}

/**
 * The paper's corners (top left, top right, bottom right, bottom left): first the outline's extreme
 * points, then each corner as the meeting point of straight lines fitted to the middle of the two
 * edges beside it (the blurred mask rounds the corners themselves off).
 */
function cornersOf(pixels: number[], width: number): Point[] {
  const inMask = new Set(pixels);
  const outline: Point[] = [];
  for (const p of pixels) {
    if (!inMask.has(p - 1) || !inMask.has(p + 1) || !inMask.has(p - width) || !inMask.has(p + width)) outline.push([p % width, Math.floor(p / width)]);
  }
  const extreme = (score: (point: Point) => number) => outline.reduce((best, point) => (score(point) > score(best) ? point : best));
  const rough = [extreme(([x, y]) => -x - y), extreme(([x, y]) => x - y), extreme(([x, y]) => x + y), extreme(([x, y]) => y - x)];
  const edges = rough.map((from, i) => {
    const to = rough[(i + 1) % 4]!;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const ux = (to[0] - from[0]) / length;
    const uy = (to[1] - from[1]) / length;
    const near = outline.filter(([x, y]) => {
      const along = (x - from[0]) * ux + (y - from[1]) * uy;
      const across = Math.abs((x - from[0]) * uy - (y - from[1]) * ux);
      return along > 0.12 * length && along < 0.88 * length && across < Math.max(4, 0.03 * length);
    });
    return fitLine(near);
  });
  return rough.map((corner, i) => {
    const before = edges[(i + 3) % 4];
    const after = edges[i];
    const meet = before && after ? intersect(before, after) : null;
    // A meeting point far from the rough corner means an edge was fitted to something else.
    return meet && Math.hypot(meet[0] - corner[0], meet[1] - corner[1]) < 25 ? meet : corner;
  });
}

/** True when the quadrilateral has roughly the certificate's proportions. */
function certificateShaped(corners: Point[]): boolean {
  const side = (i: number) => Math.hypot(corners[(i + 1) % 4]![0] - corners[i]![0], corners[(i + 1) % 4]![1] - corners[i]![1]);
  const aspect = (side(0) + side(2)) / (side(1) + side(3));
  return aspect > ASPECT * 0.8 && aspect < ASPECT * 1.25;
}

/** Share of the analysis copy that is clearly darker than the paper around it (print, text). */
function inkShare(gray: Gray): number {
  const sample: number[] = [];
  for (let i = 0; i < gray.data.length; i += 7) sample.push(gray.data[i]!);
  sample.sort((a, b) => a - b);
  const paper = sample[Math.floor(sample.length * 0.6)] ?? 255;
  let dark = 0;
  for (const value of sample) if (value < paper * 0.7) dark++;
  return dark / Math.max(1, sample.length);
}

export async function locatePage(input: Input): Promise<Page> {
  const open = () => (Buffer.isBuffer(input) ? sharp(input, { failOn: 'none' }) : sharp(input.raw, { raw: { width: input.width, height: input.height, channels: input.channels } }));
  const { data, info } = await open()
    .rotate()
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new NotAnImageError(error);
    });
  const gray: Gray = { data, width: info.width, height: info.height };
  const scale = Math.min(1, ANALYSIS_SIZE / Math.max(gray.width, gray.height));
  const smallWidth = Math.max(1, Math.round(gray.width * scale));
  const smallHeight = Math.max(1, Math.round(gray.height * scale));
  const small = await sharp(data, { raw: { width: gray.width, height: gray.height, channels: 1 } }).resize(smallWidth, smallHeight).raw().toBuffer();
  if (inkShare({ data: small, width: smallWidth, height: smallHeight }) < 0.002) return { gray, toPhoto: null, blank: true };
  // Blurred until text and rules melt into the paper, so the paper is one bright region.
  const melted = await sharp(small, { raw: { width: smallWidth, height: smallHeight, channels: 1 } }).blur(3).raw().toBuffer();
  const document = findDocument({ data: melted, width: smallWidth, height: smallHeight });
  if (!document) return { gray, toPhoto: null, blank: false };
  const corners = cornersOf(document.pixels, smallWidth);
  if (!certificateShaped(corners)) return { gray, toPhoto: null, blank: false };
  const sx = gray.width / smallWidth;
  const sy = gray.height / smallHeight;
  const photoCorners = corners.map(([x, y]): Point => [(x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5]);
  const h = homography(
    [
      [0, 0],
      [FORM.width, 0],
      [FORM.width, FORM.height],
      [0, FORM.height],
    ],
    photoCorners,
  );
  const toPhoto = (x: number, y: number): Point => {
    const w = h[6]! * x + h[7]! * y + 1;
    return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
  };
  return { gray, toPhoto, blank: false };
}

export type FormBox = { x0: number; y0: number; x1: number; y1: number };

/**
 * One box of the form, cut from the photo straight and `perUnit` pixels per form unit, with its
 * contrast stretched (ink black, paper white): raw gray pixels.
 */
export function cutBox(page: Page, box: FormBox, perUnit: number): Gray {
  const { gray, toPhoto } = page;
  if (!toPhoto) throw new Error('no page outline');
  const width = Math.max(1, Math.round((box.x1 - box.x0) * perUnit));
  const height = Math.max(1, Math.round((box.y1 - box.y0) * perUnit));
  const out = new Uint8Array(width * height);
  const src = gray.data;
  const sw = gray.width;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const [u, v] = toPhoto(box.x0 + (i + 0.5) / perUnit, box.y0 + (j + 0.5) / perUnit);
      const x = Math.min(Math.max(u, 0), sw - 1.001);
      const y = Math.min(Math.max(v, 0), gray.height - 1.001);
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const k = y0 * sw + x0;
      out[j * width + i] = (src[k]! * (1 - fx) + src[k + 1]! * fx) * (1 - fy) + (src[k + sw]! * (1 - fx) + src[k + sw + 1]! * fx) * fy;
    }
  }
  stretch(out);
  return { data: out, width, height };
}

/** Ink to black and paper to white: the darkest and the paper's (upper) levels become 0 and 255. */
function stretch(data: Uint8Array): void {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value]!++;
  const level = (share: number) => {
    let seen = 0;
    for (let i = 0; i < 256; i++) {
      seen += histogram[i]!;
      if (seen >= share * data.length) return i;
    }
    return 255;
  };
  const low = level(0.005);
  const high = level(0.8);
  if (high - low < 8) return;
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(((data[i]! - low) * 255) / (high - low))));
}
