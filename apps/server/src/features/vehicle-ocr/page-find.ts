import sharp from 'sharp';
import { largestPiece, otsu } from './image-preprocess';
import { homography, type Point } from './image-rectify';

// Where the paper lies in a photo: the largest bright quadrilateral against a darker background,
// found on a small blurred copy without assuming any layout or proportions of the form printed on
// it. When nothing paper-shaped stands out (a flat scan, a page filling the frame, a dark page) the
// whole photo is the page: finding the paper helps the reading, it is never required.

export type { Point };

export type FoundPage = {
  /** The page's size in photo pixels (the mean length of its opposite edges). */
  width: number;
  height: number;
  /** Page coordinates (0..width, 0..height, straight) → pixels of the upright photo. */
  toPhoto: (x: number, y: number) => Point;
  found: boolean;
  photoWidth: number;
  photoHeight: number;
};

/** The analysis copy's long side: enough to place the paper's edges within a few photo pixels. */
const ANALYSIS_LONG = 640;
/** Thresholds tried above Otsu's when a bright table or light stripes joined the paper. */
const THRESHOLD_STEP = 8;
/** The paper fills at least this share of the frame's area (half its width is a quarter of it or less). */
const MIN_SHARE = 0.04;

const dist = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

function area(corners: Point[]): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += corners[i]![0] * corners[(i + 1) % 4]![1] - corners[(i + 1) % 4]![0] * corners[i]![1];
  return Math.abs(sum) / 2;
}

/**
 * The piece's corners (top left, top right, bottom right, bottom left): its extreme pixels along
 * the diagonals, which are the corners of any quadrilateral turned less than 45° from upright.
 */
function cornersOf(pixels: number[], width: number): Point[] {
  const best = [-Infinity, -Infinity, -Infinity, -Infinity];
  const corners: Point[] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  const scores = [0, 0, 0, 0];
  for (const p of pixels) {
    const x = p % width;
    const y = (p - x) / width;
    scores[0] = -x - y;
    scores[1] = x - y;
    scores[2] = x + y;
    scores[3] = y - x;
    for (let i = 0; i < 4; i++) {
      if (scores[i]! > best[i]!) {
        best[i] = scores[i]!;
        corners[i] = [x, y];
      }
    }
  }
  return corners;
}

/**
 * A quadrilateral that can be a sheet of paper seen by a phone held roughly above it: big enough,
 * opposite edges of similar length, and filled by the bright piece (a piece that ran into a bright
 * table around the paper is not a quadrilateral).
 */
function paperShaped(corners: Point[], size: number, frame: number): boolean {
  const quad = area(corners);
  if (quad < MIN_SHARE * frame) return false;
  const fill = size / Math.max(1, quad);
  const sides = [0, 1, 2, 3].map((i) => dist(corners[i]!, corners[(i + 1) % 4]!));
  const even = (a: number, b: number) => a / b > 0.7 && a / b < 1.43;
  const ratio = (sides[0]! + sides[2]!) / (sides[1]! + sides[3]!);
  return fill > 0.88 && fill < 1.12 && even(sides[0]!, sides[2]!) && even(sides[1]!, sides[3]!) && ratio > 0.25 && ratio < 4;
}

export async function findPage(photo: { data: Uint8Array; width: number; height: number }): Promise<FoundPage> {
  const { width: photoWidth, height: photoHeight } = photo;
  const whole: FoundPage = {
    width: photoWidth,
    height: photoHeight,
    toPhoto: (x, y) => [x, y],
    found: false,
    photoWidth,
    photoHeight,
  };
  const scale = Math.min(1, ANALYSIS_LONG / Math.max(photoWidth, photoHeight));
  const width = Math.max(8, Math.round(photoWidth * scale));
  const height = Math.max(8, Math.round(photoHeight * scale));
  // Blurred until text and rules melt into the paper, so the paper is one bright region.
  const melted = await sharp(photo.data, { raw: { width: photoWidth, height: photoHeight, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .grayscale()
    .blur(3)
    .raw()
    .toBuffer();
  const dark = new Uint8Array(width * height);
  const first = otsu(melted);
  let rough: Point[] | null = null;
  for (let threshold = first, tries = 0; threshold < 250 && tries < 8; threshold += THRESHOLD_STEP, tries++) {
    for (let i = 0; i < melted.length; i++) dark[i] = melted[i]! > threshold ? 0 : 1;
    const piece = largestPiece(dark, width);
    if (piece.length < MIN_SHARE * width * height) break;
    const corners = cornersOf(piece, width);
    if (paperShaped(corners, piece.length, width * height)) return pageAt(corners, { width, height, photoWidth, photoHeight });
    // A hand or a glare spot over the edge spoils the quadrilateral, not where the paper lies.
    rough ??= enclosingRectangle(piece, width, width * height);
  }
  return rough ? pageAt(rough, { width, height, photoWidth, photoHeight }) : whole;
}

/**
 * The piece's enclosing rectangle along its main axis (second moments), as corners in the order of
 * `cornersOf`; null when the piece fills it poorly or is most of the frame (then it is no sheet).
 */
function enclosingRectangle(pixels: number[], width: number, frame: number): Point[] | null {
  let mx = 0;
  let my = 0;
  for (const p of pixels) {
    mx += p % width;
    my += Math.floor(p / width);
  }
  mx /= pixels.length;
  my /= pixels.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of pixels) {
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  let [a0, a1, b0, b1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const p of pixels) {
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
    const a = dx * ux + dy * uy;
    const b = -dx * uy + dy * ux;
    a0 = Math.min(a0, a);
    a1 = Math.max(a1, a);
    b0 = Math.min(b0, b);
    b1 = Math.max(b1, b);
  }
  const size = (a1 - a0 + 1) * (b1 - b0 + 1);
  if (pixels.length / size < 0.7 || size > 0.9 * frame) return null;
  const points: Point[] = [
    [a0, b0],
    [a1, b0],
    [a1, b1],
    [a0, b1],
  ].map(([a, b]): Point => [mx + a! * ux - b! * uy, my + a! * uy + b! * ux]);
  const pick = (score: (point: Point) => number) => points.reduce((best, point) => (score(point) > score(best) ? point : best));
  return [pick(([x, y]) => -x - y), pick(([x, y]) => x - y), pick(([x, y]) => x + y), pick(([x, y]) => y - x)];
}

/** The page through `corners` of the analysis copy: its size and homography in photo pixels. */
function pageAt(corners: Point[], sizes: { width: number; height: number; photoWidth: number; photoHeight: number }): FoundPage {
  const { width, height, photoWidth, photoHeight } = sizes;
  // Back to photo pixels, pushed out a little: the blur rounds the paper's edge inwards, and a
  // line of print cut at the edge is worse than a strip of table.
  const [cx, cy] = [corners.reduce((s, [x]) => s + x, 0) / 4, corners.reduce((s, [, y]) => s + y, 0) / 4];
  const inPhoto = corners.map(([x, y]): Point => {
    const grow = 1.01;
    return [
      Math.min(photoWidth, Math.max(0, ((cx + (x - cx) * grow + 0.5) * photoWidth) / width)),
      Math.min(photoHeight, Math.max(0, ((cy + (y - cy) * grow + 0.5) * photoHeight) / height)),
    ];
  });
  const pageWidth = (dist(inPhoto[0]!, inPhoto[1]!) + dist(inPhoto[3]!, inPhoto[2]!)) / 2;
  const pageHeight = (dist(inPhoto[0]!, inPhoto[3]!) + dist(inPhoto[1]!, inPhoto[2]!)) / 2;
  const h = homography(
    [
      [0, 0],
      [pageWidth, 0],
      [pageWidth, pageHeight],
      [0, pageHeight],
    ],
    inPhoto,
  );
  const toPhoto = (x: number, y: number): Point => {
    const w = h[6]! * x + h[7]! * y + 1;
    return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
  };
  return { width: pageWidth, height: pageHeight, toPhoto, found: true, photoWidth, photoHeight };
}
